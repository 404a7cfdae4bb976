import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders and while the browser hydrates its HTML, true after: a part that
 * depends on the browser (the visitor's session) shows the server's version first, so hydration
 * matches, and its own right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
