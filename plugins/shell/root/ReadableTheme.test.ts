import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { READABLE_THEME } from './ReadableTheme.ts';

/** An sRGB colour as 0–255 channels and alpha, from antd's #rrggbb or rgba() tokens. */
function parse(colour: string): [number, number, number, number] {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour);
  if (short) return parse(`#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`);
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((at) => parseInt(hex[1].slice(at, at + 2), 16)).concat(1) as [number, number, number, number];
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour);
  if (!rgba) throw new Error(`not a colour: ${colour}`);
  const [r, g, b, a = '1'] = rgba[1].split(',').map((part) => part.trim());
  return [Number(r), Number(g), Number(b), Number(a)];
}

/** WCAG 2's contrast ratio of a (possibly translucent) text colour drawn on an opaque background. */
function contrast(text: string, background: string): number {
  const [br, bg, bb] = parse(background);
  const [tr, tg, tb, ta] = parse(text);
  const drawn = [tr * ta + br * (1 - ta), tg * ta + bg * (1 - ta), tb * ta + bb * (1 - ta)];
  const luminance = ([r, g, b]: number[]) => {
    const [lr, lg, lb] = [r, g, b].map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  };
  const [light, dark] = [luminance(drawn), luminance([br, bg, bb])].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('the readable theme', () => {
  const token = theme.getDesignToken(READABLE_THEME);
  // A tag's colours: the global tokens with the theme's overrides for tags on top, as antd merges them.
  const tag = theme.getDesignToken({ ...READABLE_THEME, token: { ...READABLE_THEME.token, ...READABLE_THEME.components?.Tag } });
  const AA = 4.5;

  it.each([
    ['links and the primary colour on white', token.colorLink, token.colorBgContainer],
    ['the primary colour on its own tint (a selected menu item)', token.colorPrimary, token.colorPrimaryBg],
    ['white text on a primary button', token.colorTextLightSolid, token.colorPrimary],
    ['secondary text on white', token.colorTextSecondary, token.colorBgContainer],
    ['descriptions and tertiary text on white', token.colorTextDescription, token.colorBgContainer],
    ['descriptions on the layout grey', token.colorTextTertiary, token.colorBgLayout],
    ['placeholders on white', token.colorTextPlaceholder, token.colorBgContainer],
    ['an empty list’s words on white', token.colorTextDisabled, token.colorBgContainer],
    ['error text and danger links on white', token.colorError, token.colorBgContainer],
    ['a green tag’s words on its tint', tag.green7, token.green1],
    ['an orange tag’s words on its tint', tag.orange7, token.orange1],
    ['a blue tag’s words on its tint', tag.blue7, token.blue1],
    ['a red tag’s words on its tint', tag.red7, token.red1],
    ['a purple tag’s words on its tint', tag.purple7, token.purple1],
    ['a success tag’s words on its tint', tag.colorSuccess, token.colorSuccessBg],
    ['a warning tag’s words on its tint', tag.colorWarning, token.colorWarningBg],
    ['an error tag’s words on its tint', tag.colorError, token.colorErrorBg],
    ['a processing tag’s words on its tint', tag.colorInfo, token.colorInfoBg],
  ])('reads at WCAG AA: %s', (_, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(AA);
  });

  it('is needed: antd’s own link blue and description grey fall short on white', () => {
    const plain = theme.getDesignToken();
    expect(contrast(plain.colorLink, plain.colorBgContainer)).toBeLessThan(AA);
    expect(contrast(plain.colorTextDescription, plain.colorBgContainer)).toBeLessThan(AA);
  });
});
