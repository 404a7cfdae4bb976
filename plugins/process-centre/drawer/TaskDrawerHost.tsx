import { Suspense, lazy, startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { BusinessFormContributions } from '../../../contracts/workbench/ProcessCentre.ts';
import { preloadableComponent, useContributions, useService } from '../../../core/react/index.ts';
import type { TaskDrawerProps } from './TaskDrawer.tsx';
import { useDrawerLoader } from './DrawerLoader.ts';
import { TaskDrawerOpenerServiceId } from './TaskDrawerOpenerService.ts';

// The drawer's code (dialogs, forms) stays out of the page's first load. Once fetched (when the
// browser was idle) it is drawn in the render of the click that opens it: a lazy component would
// suspend first, and React reveals it no sooner than 300 ms after (issue 26 item 12).
const taskDrawer = preloadableComponent<TaskDrawerProps>(async () => ({ default: (await import('./TaskDrawer.tsx')).TaskDrawer }));
const DrawerStyles = lazy(async () => ({ default: (await import('./DrawerStyles.tsx')).DrawerStyles }));

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
  const loader = useDrawerLoader();
  // What the drawer shows is asked for as the opener is called, beside the drawer's code.
  useEffect(
    () =>
      opener.subscribe(() => {
        if (opener.target) loader.start(opener.target);
      }),
    [opener, loader],
  );
  const forms = useContributions(BusinessFormContributions);
  const [stylesDue, setStylesDue] = useState(false);
  useEffect(() => {
    // Once the page is drawn and the browser has nothing else to do, the drawer's code and the
    // forms' are fetched and their styles made: a to-do opened then waits for its data and the
    // drawing of its form alone (issue 26 item 12).
    // Where the browser cannot say when it is idle, they come with the first drawer, as before.
    if (typeof requestIdleCallback !== 'function') return undefined;
    const idle = requestIdleCallback(() => {
      taskDrawer.preload().catch(() => undefined);
      for (const form of forms) form.load().catch(() => undefined);
      // A transition: the browser can still answer the user while they are made.
      startTransition(() => setStylesDue(true));
    });
    return () => cancelIdleCallback(idle);
  }, [forms]);
  // The styles of the drawer and its forms' controls, made while the browser was idle.
  const styles = stylesDue && (
    <Suspense fallback={null}>
      <DrawerStyles />
    </Suspense>
  );
  // Once opened the drawer stays mounted, so closing it animates instead of vanishing.
  const [opened, setOpened] = useState(false);
  if (subject && !opened) setOpened(true);
  return (
    <>
      {styles}
      {opened && (
        <Suspense fallback={null}>
          <taskDrawer.Component
            subject={subject}
            loader={loader}
            // The 我的待办 badge follows the server's to-do push for the finished task (todoChanged).
            onClose={(reason) => opener.close(reason)}
          />
        </Suspense>
      )}
    </>
  );
}
