import { describe, expect, it } from 'vitest';
import { DisplayTime } from './DisplayTime.ts';

describe('DisplayTime.parse', () => {
  it('reads a stored time back to the time it was formatted from', () => {
    const ms = new Date(2026, 10, 23, 9, 5, 7).getTime();
    expect(DisplayTime.parse(DisplayTime.format(ms))).toBe(ms);
  });

  it.each(['2026-13-45 99:99:99', '2026-02-29 00:00:00', '2026-04-31 08:00:00', '2026-01-01 24:00:00', '2026-01-01 23:60:00', '2026-00-10 00:00:00'])(
    'refuses %s, which the calendar does not have, instead of rolling it over',
    (text) => {
      expect(DisplayTime.parse(text)).toBeNaN();
    },
  );

  it('takes 29 February of a leap year', () => {
    expect(DisplayTime.parse('2028-02-29 12:00:00')).toBe(new Date(2028, 1, 29, 12).getTime());
  });
});
