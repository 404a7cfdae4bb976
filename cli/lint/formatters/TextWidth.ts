/*
 * Code point ranges a terminal draws two columns wide (East Asian Wide and Fullwidth): CJK
 * messages and file names must be padded by what they occupy, not by their length.
 */
const WIDE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f],
  [0x20000, 0x3fffd],
];

/** Terminal column arithmetic for aligned, possibly Chinese, text. */
export class TextWidth {
  /**
   * Columns `text` takes: code point by code point (a surrogate pair is one), control
   * characters none, wide ones two. A loop over char codes, not `for…of` with a range search
   * per character: a lint run measures every row of thousands of findings.
   */
  static of(text: string): number {
    let width = 0;
    for (let i = 0; i < text.length; i++) {
      let code = text.charCodeAt(i);
      if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
        const low = text.charCodeAt(i + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          code = (code - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
          i++;
        }
      }
      if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
      width += code >= WIDE_RANGES[0][0] && TextWidth.isWide(code) ? 2 : 1;
    }
    return width;
  }

  private static isWide(code: number): boolean {
    for (const [low, high] of WIDE_RANGES) if (code >= low && code <= high) return true;
    return false;
  }

  static padEnd(text: string, width: number): string {
    return text + ' '.repeat(Math.max(0, width - TextWidth.of(text)));
  }

  static padStart(text: string, width: number): string {
    return ' '.repeat(Math.max(0, width - TextWidth.of(text))) + text;
  }
}
