import { backupTexts } from './zh-CN.ts';

interface Field {
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly names?: readonly string[];
}

const MINUTE: Field = { name: 'minute', min: 0, max: 59 };
const HOUR: Field = { name: 'hour', min: 0, max: 23 };
const DAY: Field = { name: 'day of month', min: 1, max: 31 };
const MONTH: Field = { name: 'month', min: 1, max: 12, names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] };
// 7 is Sunday too, as in Vixie cron; folded onto 0 after parsing.
const WEEKDAY: Field = { name: 'day of week', min: 0, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] };

/** A search that finds nothing within this many years has an impossible date (30 February). */
const SEARCH_YEARS = 8;

/**
 * A standard five-field cron expression (minute hour day-of-month month day-of-week), read as
 * Vixie cron reads it: `*`, numbers, ranges `a-b`, steps `*\/n` and `a-b/n`, lists `a,b`, month
 * and weekday names (JAN, MON), 0 or 7 for Sunday; and when both day fields are restricted, a day
 * matching either one fires. Times are the server's local time, as the operator's crontab.
 */
export class CronSchedule {
  private constructor(
    readonly expression: string,
    private readonly minutes: ReadonlySet<number>,
    private readonly hours: ReadonlySet<number>,
    private readonly days: ReadonlySet<number>,
    private readonly months: ReadonlySet<number>,
    private readonly weekdays: ReadonlySet<number>,
    private readonly anyDay: boolean,
    private readonly anyWeekday: boolean,
  ) {}

  /** Reads `expression`; throws an Error saying which field is wrong. */
  static parse(expression: string): CronSchedule {
    const parts = expression.trim().split(/\s+/);
    if (parts.length !== 5) throw new Error(backupTexts.cron.fieldCount(expression));
    const [minute, hour, day, month, weekday] = parts as [string, string, string, string, string];
    const weekdays = CronSchedule.field(weekday, WEEKDAY, expression);
    if (weekdays.delete(7)) weekdays.add(0);
    return new CronSchedule(
      expression.trim(),
      CronSchedule.field(minute, MINUTE, expression),
      CronSchedule.field(hour, HOUR, expression),
      CronSchedule.field(day, DAY, expression),
      CronSchedule.field(month, MONTH, expression),
      weekdays,
      day === '*' || day === '?',
      weekday === '*' || weekday === '?',
    );
  }

  private static field(text: string, field: Field, expression: string): Set<number> {
    const values = new Set<number>();
    const bad = () => new Error(backupTexts.cron.badField(field.name, text, expression));
    const value = (raw: string): number => {
      const named = field.names?.indexOf(raw.toUpperCase()) ?? -1;
      if (named >= 0) return field === MONTH ? named + 1 : named;
      if (!/^\d+$/.test(raw)) throw bad();
      const number = Number(raw);
      if (number < field.min || number > field.max) throw bad();
      return number;
    };
    for (const item of text.split(',')) {
      const [range, stepText, extra] = item.split('/');
      if (extra !== undefined || range === undefined || range === '') throw bad();
      let step = 1;
      if (stepText !== undefined) {
        if (!/^\d+$/.test(stepText) || Number(stepText) === 0) throw bad();
        step = Number(stepText);
      }
      let from: number;
      let to: number;
      if (range === '*' || range === '?') {
        from = field.min;
        to = field === WEEKDAY ? 6 : field.max;
      } else if (range.includes('-')) {
        const [start, end, more] = range.split('-');
        if (more !== undefined || start === undefined || end === undefined) throw bad();
        from = value(start);
        to = value(end);
        if (from > to) throw bad();
      } else {
        from = value(range);
        // `5/15` means from 5 to the end by 15, as Vixie cron reads it.
        to = stepText === undefined ? from : field.max;
      }
      for (let n = from; n <= to; n += step) values.add(n);
    }
    return values;
  }

  /** Whether the schedule fires in the minute of `at` (local time). */
  matches(at: Date): boolean {
    return this.minutes.has(at.getMinutes()) && this.hours.has(at.getHours()) && this.months.has(at.getMonth() + 1) && this.dayMatches(at);
  }

  private dayMatches(at: Date): boolean {
    const day = this.days.has(at.getDate());
    const weekday = this.weekdays.has(at.getDay());
    if (this.anyDay && this.anyWeekday) return true;
    if (this.anyDay) return weekday;
    if (this.anyWeekday) return day;
    return day || weekday;
  }

  /**
   * The first minute strictly after `after` at which the schedule fires, or null when no date
   * ever matches (`0 0 30 2 *`). Walks days, then hours, then minutes, so a yearly schedule costs
   * a few hundred steps, not half a million.
   */
  next(after: Date): Date | null {
    const at = new Date(after.getTime());
    at.setSeconds(0, 0);
    at.setMinutes(at.getMinutes() + 1);
    const limit = after.getFullYear() + SEARCH_YEARS;
    while (at.getFullYear() <= limit) {
      if (!this.months.has(at.getMonth() + 1) || !this.dayMatches(at)) {
        at.setDate(at.getDate() + 1);
        at.setHours(0, 0, 0, 0);
        continue;
      }
      if (!this.hours.has(at.getHours())) {
        at.setHours(at.getHours() + 1, 0, 0, 0);
        continue;
      }
      if (!this.minutes.has(at.getMinutes())) {
        at.setMinutes(at.getMinutes() + 1, 0, 0);
        continue;
      }
      return at;
    }
    return null;
  }
}
