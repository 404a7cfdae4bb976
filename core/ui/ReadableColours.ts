/**
 * The two colours pages write by hand outside antd's components, chosen to read at WCAG AA's
 * 4.5:1 (issue 25): the brand blue (5.3 on white; antd's #1677ff is 4.1) and the grey of
 * descriptions, dates and footers (5.7 on white, 5.3 on the layout grey; antd's .45 black is
 * 3.4). The shell's antd theme seeds its primary and description tokens from them, so a page's
 * own text and antd's agree.
 */
export const BRAND_COLOUR = '#1265e0';
export const DESCRIPTION_TEXT = 'rgba(0, 0, 0, 0.6)';
