import dayjs, { type Dayjs } from 'dayjs';
import { zhCN } from '../zhCN.ts';

export type CalendarView = 'month' | 'week' | 'day';

/** Six weeks: antd's month panel always shows 42 days, from the Monday on or before the 1st. */
const MONTH_PANEL_DAYS = 42;

/**
 * The days a view shows around an anchor date, how previous/next move it, and its heading.
 * Weeks start on Monday, as the zh-CN calendar does.
 */
export class CalendarRange {
  constructor(
    readonly view: CalendarView,
    readonly anchor: Dayjs,
  ) {}

  /** A server time (`YYYY-MM-DD HH:mm:ss`, local). */
  static parse(text: string): Dayjs {
    return dayjs(text.replace(' ', 'T'));
  }

  /** The next full hour after a time: a new event today does not start in the past. */
  static nextHour(time: Dayjs): Dayjs {
    return time.add(1, 'hour').startOf('hour');
  }

  static mondayOf(date: Dayjs): Dayjs {
    return date.startOf('day').subtract((date.day() + 6) % 7, 'day');
  }

  /** The first day shown (00:00). */
  get start(): Dayjs {
    if (this.view === 'day') return this.anchor.startOf('day');
    if (this.view === 'week') return CalendarRange.mondayOf(this.anchor);
    return CalendarRange.mondayOf(this.anchor.startOf('month'));
  }

  /** The day after the last day shown (00:00): the range is [start, end). */
  get end(): Dayjs {
    const days = this.view === 'day' ? 1 : this.view === 'week' ? 7 : MONTH_PANEL_DAYS;
    return this.start.add(days, 'day');
  }

  get days(): Dayjs[] {
    const count = this.end.diff(this.start, 'day');
    return Array.from({ length: count }, (_, i) => this.start.add(i, 'day'));
  }

  /** The same view one step earlier (-1) or later (1). */
  step(direction: -1 | 1): CalendarRange {
    return new CalendarRange(this.view, this.anchor.add(direction, this.view));
  }

  get title(): string {
    const texts = zhCN.schedule;
    const a = this.anchor;
    if (this.view === 'month') return texts.monthTitle(a.year(), a.month() + 1);
    if (this.view === 'day') return `${texts.dayTitle(a.year(), a.month() + 1, a.date())} ${texts.weekdays[(a.day() + 6) % 7]}`;
    const first = this.start;
    const last = this.end.subtract(1, 'day');
    return `${texts.dayTitle(first.year(), first.month() + 1, first.date())} – ${texts.dayTitle(last.year(), last.month() + 1, last.date())}`;
  }
}
