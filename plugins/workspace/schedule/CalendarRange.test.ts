import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { CalendarRange } from './CalendarRange.ts';

const thursday = dayjs('2026-11-26T15:20:00');

describe('CalendarRange', () => {
  it('shows a week from Monday to Sunday', () => {
    const week = new CalendarRange('week', thursday);
    expect(week.start.format('YYYY-MM-DD HH:mm')).toBe('2026-11-23 00:00');
    expect(week.end.format('YYYY-MM-DD')).toBe('2026-11-30');
    expect(week.days.map((d) => d.date())).toEqual([23, 24, 25, 26, 27, 28, 29]);
    expect(week.title).toBe('2026年11月23日 – 2026年11月29日');
  });

  it('shows the six weeks of antd’s month panel, within the server’s 62 days', () => {
    const month = new CalendarRange('month', thursday);
    expect(month.start.format('YYYY-MM-DD')).toBe('2026-10-26');
    expect(month.days).toHaveLength(42);
    expect(month.title).toBe('2026年11月');
  });

  it('moves by its own unit', () => {
    expect(new CalendarRange('day', thursday).step(1).title).toBe('2026年11月27日 周五');
    expect(new CalendarRange('week', thursday).step(-1).start.format('YYYY-MM-DD')).toBe('2026-11-16');
    expect(new CalendarRange('month', thursday).step(1).title).toBe('2026年12月');
  });

  it('starts a new event at the next full hour', () => {
    expect(CalendarRange.nextHour(thursday).format('HH:mm')).toBe('16:00');
  });
});
