import { useSyncExternalStore } from 'react';
import type { ThemeConfig } from 'antd';

const REDUCE = '(prefers-reduced-motion: reduce)';

/** antd without its open, close and move animations: menus, drop-downs and dialogs appear at once. */
const STILL: ThemeConfig = { token: { motion: false } };

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(REDUCE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

const reduced = () => window.matchMedia(REDUCE).matches;

/**
 * The antd theme for the user's motion preference: none of antd's animations for someone whose
 * system asks for reduced motion (and for the journeys' browser, which asks the same), antd's
 * own theme otherwise. Follows the preference when it changes while the page is open.
 */
export function useMotionTheme(): ThemeConfig | undefined {
  return useSyncExternalStore(subscribe, reduced, () => false) ? STILL : undefined;
}
