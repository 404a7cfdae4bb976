import { describe, expect, it } from 'vitest';
import { CronSchedule } from './CronSchedule.ts';

/** A local time, as cron reads the schedule in the server's time zone. */
const local = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(y, mo - 1, d, h, mi);

describe('CronSchedule', () => {
  it('fires every day at the given hour and minute', () => {
    const nightly = CronSchedule.parse('30 2 * * *');
    expect(nightly.next(local(2026, 3, 10, 1, 0))).toEqual(local(2026, 3, 10, 2, 30));
    expect(nightly.next(local(2026, 3, 10, 2, 30))).toEqual(local(2026, 3, 11, 2, 30));
    expect(nightly.next(local(2026, 12, 31, 23, 59))).toEqual(local(2027, 1, 1, 2, 30));
  });

  it('reads steps, ranges, lists and names', () => {
    expect(CronSchedule.parse('*/15 * * * *').next(local(2026, 3, 10, 9, 7))).toEqual(local(2026, 3, 10, 9, 15));
    expect(CronSchedule.parse('0 9-17/4 * * *').next(local(2026, 3, 10, 13, 0))).toEqual(local(2026, 3, 10, 17, 0));
    expect(CronSchedule.parse('0 0 1,15 * *').next(local(2026, 3, 2))).toEqual(local(2026, 3, 15));
    expect(CronSchedule.parse('0 3 * jan,Jul *').next(local(2026, 3, 2))).toEqual(local(2026, 7, 1, 3, 0));
    // 2026-03-10 is a Tuesday: the next Saturday is the 14th.
    expect(CronSchedule.parse('0 4 * * SAT').next(local(2026, 3, 10))).toEqual(local(2026, 3, 14, 4, 0));
    expect(CronSchedule.parse('5/20 * * * *').next(local(2026, 3, 10, 9, 26))).toEqual(local(2026, 3, 10, 9, 45));
  });

  it('takes 0 and 7 both for Sunday', () => {
    const sunday = local(2026, 3, 15, 1, 0);
    expect(CronSchedule.parse('0 1 * * 0').matches(sunday)).toBe(true);
    expect(CronSchedule.parse('0 1 * * 7').matches(sunday)).toBe(true);
    expect(CronSchedule.parse('0 1 * * 1-5').matches(sunday)).toBe(false);
  });

  it('fires on a day matching either day field when both are restricted, as Vixie cron', () => {
    const schedule = CronSchedule.parse('0 0 13 * FRI');
    // Friday 2026-03-06, then the 13th (a Friday too), then Friday the 20th.
    expect(schedule.next(local(2026, 3, 1))).toEqual(local(2026, 3, 6));
    expect(schedule.next(local(2026, 3, 7))).toEqual(local(2026, 3, 13));
    expect(schedule.next(local(2026, 4, 10, 1))).toEqual(local(2026, 4, 13));
  });

  it('finds a leap day years ahead and no date for an impossible one', () => {
    expect(CronSchedule.parse('0 0 29 2 *').next(local(2026, 3, 1))).toEqual(local(2028, 2, 29));
    expect(CronSchedule.parse('0 0 30 2 *').next(local(2026, 3, 1))).toBeNull();
  });

  it.each(['* * * *', '* * * * * *', '60 * * * *', '* 24 * * *', '* * 0 * *', '* * * 13 *', '* * * * 8', '*/0 * * * *', '5-1 * * * *', 'a * * * *', '1,,2 * * * *', '1/2/3 * * * *'])(
    'refuses %s, naming it',
    (expression) => {
      expect(() => CronSchedule.parse(expression)).toThrow(expression.trim());
    },
  );
});
