import { PHONE_MEDIA } from '../../../core/react/usePhone.ts';
import { StyleSheet } from '../../../core/ui/StyleSheet.tsx';

/**
 * The public frame's phone layout (issue 25) as media queries rather than a script's switch: the
 * server's HTML reaches a phone already laid out for it, and the hydration changes nothing. When
 * the switch was a script's, a phone showed the desktop frame until the page's code had run, then
 * rearranged it — and the news further down, newly in view, became the page's largest paint
 * seconds after its content was there.
 */
const CSS = `
.rh-public-header { padding: 8px 24px; }
.rh-public-main { padding: 24px; }
.rh-public-phone { display: none; }
.rh-public-desktop { flex: 1 1 320px; min-width: 0; }
.rh-public-search { flex: 0 1 260px; }
@media ${PHONE_MEDIA} {
  .rh-public-header { padding: 8px 12px; }
  .rh-public-main { padding: 12px; }
  .rh-public-phone { display: block; }
  .rh-public-desktop { display: none; }
  .rh-public-spacer { flex: 1; }
  .rh-public-navigation-button { order: -1; }
  .rh-public-search { order: 1; flex: 1 1 100%; }
}
`;

/** Class names of the public frame's parts, as the stylesheet lays them out. */
export const PUBLIC_LAYOUT = {
  header: 'rh-public-header',
  main: 'rh-public-main',
  /** Shown on a phone only. */
  phone: 'rh-public-phone',
  /** The horizontal navigation, shown from 768 px on. */
  desktopNavigation: 'rh-public-desktop',
  /** On a phone, the navigation's button goes before the logo. */
  navigationButton: 'rh-public-phone rh-public-navigation-button',
  /** On a phone, pushes the way in to the row's end. */
  spacer: 'rh-public-phone rh-public-spacer',
  /** Beside the navigation from 768 px on; on a phone, a row of its own under the rest. */
  search: 'rh-public-search',
} as const;

export function PublicLayoutStyle() {
  return <StyleSheet name="public-layout" css={CSS} />;
}
