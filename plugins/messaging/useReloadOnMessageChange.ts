import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useService } from '../../core/react/index.ts';
import { MessageStoreId } from './MessageStore.ts';

/**
 * Calls `reload` whenever messages changed elsewhere (a push, a read, 全部已读, a delete), but
 * not on mount: the list has just loaded then.
 */
export function useReloadOnMessageChange(reload: () => void): void {
  const store = useService(MessageStoreId);
  const { round } = useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.state,
  );
  const seen = useRef(round);
  useEffect(() => {
    if (seen.current === round) return;
    seen.current = round;
    reload();
  }, [round, reload]);
}
