import { useMediaQuery } from './useMediaQuery.ts';

/**
 * Issue 25: the one breakpoint of the phone layout, antd's md less a pixel: below 768 px the
 * workbench and the public site lay out for a phone (one column, menus in a drawer, lists as
 * cards), from 768 px on as on a desktop.
 */
export const PHONE_MEDIA = '(max-width: 767.98px)';

/**
 * Whether the window is phone-narrow, following it when it turns or resizes. A server render
 * (and its hydration) takes the desktop layout; the phone's follows at once after.
 */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_MEDIA);
}
