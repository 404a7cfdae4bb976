import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches a CSS media query, following it as it changes (a window turned or
 * resized, a system preference switched). A server render, and the hydration of its HTML, answer
 * false: the browser's own answer follows at once after.
 */
export function useMediaQuery(media: string): boolean {
  // One subscription per query, not one per render.
  const subscribe = useCallback(
    (listener: () => void) => {
      const query = window.matchMedia(media);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    [media],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(media).matches,
    () => false,
  );
}
