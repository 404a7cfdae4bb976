import type { ThemeConfig } from 'antd';
import { useMediaQuery } from './useMediaQuery.ts';

/** The system's ask for less motion: antd's animations and anything that moves by itself stop for it. */
export const REDUCED_MOTION_MEDIA = '(prefers-reduced-motion: reduce)';

/** antd without its open, close and move animations: menus, drop-downs and dialogs appear at once. */
const STILL: ThemeConfig = { token: { motion: false } };

/**
 * The antd theme for the user's motion preference: none of antd's animations for someone whose
 * system asks for reduced motion (and for the journeys' browser, which asks the same), antd's
 * own theme otherwise. Follows the preference when it changes while the page is open.
 */
export function useMotionTheme(): ThemeConfig | undefined {
  // Read at once, in the hydration too: antd's motion changes its styles and animations, not the
  // markup, so the server's HTML still matches; read after it, the change made antd wrap the page
  // in its motion provider and React mounted the whole page afresh (the server's HTML thrown away).
  return useMediaQuery(REDUCED_MOTION_MEDIA, { inMarkup: false }) ? STILL : undefined;
}
