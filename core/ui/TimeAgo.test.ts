import { describe, expect, it } from 'vitest';
import { timeAgo } from './TimeAgo.ts';

const now = new Date(2026, 10, 26, 12, 0, 0);

describe('the time-ago helper', () => {
  it.each([
    ['2026-11-26 11:59:40', '刚刚'],
    ['2026-11-26 11:59:20', '1分钟前'],
    ['2026-11-26 11:15:00', '45分钟前'],
    ['2026-11-26 09:30:00', '3小时前'],
    ['2026-11-25 08:00:00', '1天前'],
    ['2026-11-23 08:00:00', '2026-11-23 08:00:00'],
  ])('shows %s as %s at noon on 26 November', (time, shown) => {
    expect(timeAgo(time, now)).toBe(shown);
  });

  it('shows a time it cannot read as given, and a future one in full', () => {
    expect(timeAgo('昨天', now)).toBe('昨天');
    expect(timeAgo('2026-11-27 08:00:00', now)).toBe('2026-11-27 08:00:00');
  });
});
