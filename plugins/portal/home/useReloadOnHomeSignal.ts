import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useService } from '../../../core/react/index.ts';
import { HomeCountersSignalId } from './HomeCountersSignal.ts';

/**
 * Calls reload whenever messaging announces a message or to-do change (HomeCountersSignal), so
 * the counters and the cards that list to-dos or messages follow the live pushes.
 */
export function useReloadOnHomeSignal(reload: () => void): void {
  const signal = useService(HomeCountersSignalId);
  const round = useSyncExternalStore(
    (listener) => signal.subscribe(listener),
    () => signal.round,
  );
  // Not on mount: the data has just loaded then.
  const seen = useRef(round);
  useEffect(() => {
    if (seen.current === round) return;
    seen.current = round;
    reload();
  }, [round, reload]);
}
