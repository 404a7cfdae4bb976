/**
 * The stored form of display times: `yyyy-MM-dd HH:mm:ss` in the server's local time zone,
 * the format the spec shows. Text sorts in time order and reads the same from both dialects.
 */
export class DisplayTime {
  /** The stored form's shape; whether it names a real time is for `parse` to say. */
  static readonly PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

  static format(ms: number): string {
    const d = new Date(ms);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
  }

  /**
   * Milliseconds of a stored display time; NaN when the text is not one. `Date` rolls
   * 2026-13-45 99:99:99 over into a later real time, so a time whose fields do not come back
   * unchanged is no calendar time and is refused.
   */
  static parse(text: string): number {
    const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text);
    if (!m) return Number.NaN;
    const [, y, mo, d, h, mi, s] = m.map(Number);
    const date = new Date(y, mo - 1, d, h, mi, s);
    const same =
      date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d && date.getHours() === h && date.getMinutes() === mi && date.getSeconds() === s;
    return same ? date.getTime() : Number.NaN;
  }
}
