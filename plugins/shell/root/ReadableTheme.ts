import type { ThemeConfig } from 'antd';
import { BRAND_COLOUR, DESCRIPTION_TEXT } from '../../../core/ui/ReadableColours.ts';

/**
 * antd's theme with text that reads at WCAG AA's 4.5:1 (issue 25: axe-core finds no serious
 * violation on any page a journey visits). antd's defaults fall short on white: the primary blue
 * #1677ff 4.1 (links, tabs, white text on primary buttons), the tertiary and description grey
 * rgba(0,0,0,.45) 3.4, the error red #ff4d4f 3.0, the placeholder grey 1.8, and a tag's words
 * on its tint (green 3.4, orange 3.3, a success tag 2.2, a warning tag 1.9). The seeds below are
 * the nearest darker shades that pass on white and on the light tints antd derives from them (the
 * primary 5.3 on white, 4.7 on its own tint); a tag's words take a darker shade of its colour
 * while its tint stays (tags only: the same tokens colour icons and buttons elsewhere).
 * ReadableTheme.test checks every pair.
 */
export const READABLE_THEME: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOUR,
    colorInfo: BRAND_COLOUR,
    colorLink: BRAND_COLOUR,
    colorError: '#cf1322',
    colorTextTertiary: DESCRIPTION_TEXT,
    colorTextDescription: DESCRIPTION_TEXT,
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // antd writes an empty list's or table's words (暂无数据, a list's own emptyText) in the
    // disabled grey: 4.7:1 keeps them readable, still lighter than the description grey.
    colorTextDisabled: 'rgba(0, 0, 0, 0.55)',
  },
  components: {
    Tag: {
      colorSuccess: '#237804',
      colorWarning: '#874d00',
      green7: '#237804',
      orange7: '#ad4e00',
    },
  },
};
