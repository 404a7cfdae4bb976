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
  static of(text: string): number {
    let width = 0;
    for (const char of text) {
      const code = char.codePointAt(0)!;
      if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
      width += WIDE_RANGES.some(([low, high]) => code >= low && code <= high) ? 2 : 1;
    }
    return width;
  }

  static padEnd(text: string, width: number): string {
    return text + ' '.repeat(Math.max(0, width - TextWidth.of(text)));
  }

  static padStart(text: string, width: number): string {
    return ' '.repeat(Math.max(0, width - TextWidth.of(text))) + text;
  }
}
