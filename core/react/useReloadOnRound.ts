import { useEffect, useRef, useSyncExternalStore } from 'react';

/** Something that counts its changes: each change raises `round` and tells its listeners. */
export interface ChangeRounds {
  subscribe(listener: () => void): () => void;
  readonly round: number;
}

/**
 * Calls `reload` whenever `source` changes, but not on mount: the data has just loaded then.
 * Lists that follow live pushes (the bell, the notice centre, the home page's cards) use it.
 */
export function useReloadOnRound(source: ChangeRounds, reload: () => void): void {
  const round = useSyncExternalStore(
    (listener) => source.subscribe(listener),
    () => source.round,
  );
  const seen = useRef(round);
  useEffect(() => {
    if (seen.current === round) return;
    seen.current = round;
    reload();
  }, [round, reload]);
}
