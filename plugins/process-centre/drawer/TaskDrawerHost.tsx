import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { useService } from '../../../core/react/index.ts';
import { TaskDrawerOpenerServiceId } from './TaskDrawerOpenerService.ts';

// The drawer's code (dialogs, forms) arrives with the first message that opens a task.
const TaskDrawer = lazy(async () => ({ default: (await import('./TaskDrawer.tsx')).TaskDrawer }));

/**
 * Renders the drawer TaskDrawerOpener asks for (a message opening its task, the workbench
 * starting a process). It sits in the main layout's top bar, where the message bell is, and
 * shows nothing of its own.
 */
export function TaskDrawerHost() {
  const opener = useService(TaskDrawerOpenerServiceId);
  const subject = useSyncExternalStore(
    (listener) => opener.subscribe(listener),
    () => opener.target,
  );
  // Once opened the drawer stays mounted, so closing it animates instead of vanishing.
  const [opened, setOpened] = useState(false);
  if (subject && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <TaskDrawer
        subject={subject}
        // The 我的待办 badge follows the server's to-do push for the finished task (todoChanged).
        onClose={(reason) => opener.close(reason)}
      />
    </Suspense>
  );
}
