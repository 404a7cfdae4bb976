import { useCallback, useEffect, useState } from 'react';

export interface AsyncData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Loads again (after a change the server should reflect). */
  reload: () => void;
}

interface LoadState<T> {
  data?: T;
  error?: unknown;
  loading: boolean;
}

/**
 * Data a component loads when it mounts. `load` must be stable (useCallback), since a new
 * function means new data. Failures are kept, not thrown: the HTTP client has already told the
 * user, and the component decides what to show instead.
 */
export function useAsyncData<T>(load: () => Promise<T>): AsyncData<T> {
  const [state, setState] = useState<LoadState<T>>({ loading: true });
  const [round, setRound] = useState(0);
  useEffect(() => {
    // An answer for an unmounted component or an outdated request is dropped.
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    load().then(
      (data) => current && setState({ data, loading: false }),
      (error: unknown) => current && setState({ error, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [load, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
