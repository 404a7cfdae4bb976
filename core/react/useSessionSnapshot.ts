import { useEffect, useState } from 'react';
import { SessionStoreId, type SessionSnapshot } from '../../contracts/workbench/Session.ts';
import { useService } from './useService.ts';

/** The session as it is now, re-rendering on login, logout, company switch or another tab's change. */
export function useSessionSnapshot(): SessionSnapshot {
  const store = useService(SessionStoreId);
  const [snapshot, setSnapshot] = useState(() => store.snapshot());
  // Subscribing in an effect (not useSyncExternalStore) because snapshot() may build a new
  // object on every call; the store tells us when something really changed.
  useEffect(() => {
    setSnapshot(store.snapshot());
    return store.subscribe(setSnapshot);
  }, [store]);
  return snapshot;
}
