import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Stands in for the browser's `window.matchMedia`: each query answers from `answers` (false for a
 * query not named), and `change` answers one anew and tells its listeners, as a turned window or a
 * changed system setting would. Calling it again answers afresh; `vi.restoreAllMocks()` ends it.
 */
export function standInMediaQueries(answers: Record<string, boolean> = {}): { change(media: string, matches: boolean): void } {
  const current = new Map(Object.entries(answers));
  const listeners = new Map<string, Set<() => void>>();
  const of = (media: string) => listeners.get(media) ?? listeners.set(media, new Set()).get(media)!;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media: string) =>
      ({
        media,
        get matches() {
          return current.get(media) ?? false;
        },
        addEventListener: (_type: string, listener: () => void) => of(media).add(listener),
        removeEventListener: (_type: string, listener: () => void) => of(media).delete(listener),
        addListener: (listener: () => void) => of(media).add(listener),
        removeListener: (listener: () => void) => of(media).delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    change(media, matches) {
      current.set(media, matches);
      act(() => of(media).forEach((listener) => listener()));
    },
  };
}
