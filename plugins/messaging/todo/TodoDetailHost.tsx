import { useSyncExternalStore } from 'react';
import { useService } from '../../../core/react/index.ts';
import { TodoDetailModal } from './TodoDetailModal.tsx';
import { TodoDetailOpenerServiceId } from './TodoDetailOpenerService.ts';

/** Renders the 详情 modal TodoDetailOpener asks for; it sits in the main layout's top bar. */
export function TodoDetailHost() {
  const opener = useService(TodoDetailOpenerServiceId);
  const target = useSyncExternalStore(
    (listener) => opener.subscribe(listener),
    () => opener.target,
  );
  return <TodoDetailModal target={target} onClose={(outcome) => opener.close(outcome)} />;
}
