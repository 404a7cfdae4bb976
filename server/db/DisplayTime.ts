/**
 * The stored form of display times: `yyyy-MM-dd HH:mm:ss` in the server's local time zone,
 * the format the spec shows. Text sorts in time order and reads the same from both dialects.
 */
export class DisplayTime {
  static format(ms: number): string {
    const d = new Date(ms);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
  }

  /** Milliseconds of a stored display time; NaN when the text is not one. */
  static parse(text: string): number {
    const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text);
    if (!m) return Number.NaN;
    const [, y, mo, d, h, mi, s] = m.map(Number);
    return new Date(y, mo - 1, d, h, mi, s).getTime();
  }
}
