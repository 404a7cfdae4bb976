import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { PreloadedDataContext } from './PreloadedData.ts';

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
 *
 * `key` names the load for a server render (the public site): it must say everything the load
 * depends on (page, id, query) and only what an anonymous visitor may see, since the server loads
 * without the visitor's session. The server collects keyed loads, awaits them and renders again
 * with their answers; the browser's first render starts from the answer the page carried instead
 * of loading it again.
 */
export function useAsyncData<T>(load: () => Promise<T>, key?: string): AsyncData<T> {
  const preloaded = useContext(PreloadedDataContext);
  const [state, setState] = useState<LoadState<T>>(() =>
    key !== undefined && preloaded?.has(key) ? { data: preloaded.get(key) as T, loading: false } : { loading: true },
  );
  if (key !== undefined) preloaded?.collect(key, load);
  const [round, setRound] = useState(0);
  // The load whose answer came with the page: its first effect has nothing to fetch.
  const seeded = useRef(state.loading ? null : load);
  useEffect(() => {
    if (seeded.current === load && round === 0) return;
    seeded.current = null;
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
