import type { components } from '../../../contracts/generated/schedule.ts';
import { ApiError } from '../../http/ApiError.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import { zhCN } from './zhCN.ts';

export type ScheduleEventInput = components['schemas']['ScheduleEventInput'];

/** The event's own columns as the rules leave them. */
export interface CheckedEvent {
  title: string;
  start_time: string;
  end_time: string;
  all_day: number;
  location: string | null;
  description: string | null;
  remind_minutes: number | null;
  remind_at: number | null;
  /** Who is invited (unique, without the organiser); membership is checked against the directory separately. */
  inviteeIds: number[];
}

const MINUTE_MS = 60_000;

/**
 * The rules the contract's schema cannot say: real times, end after start, an all-day event
 * spanning whole days, a title that is more than blanks, and when the reminder falls.
 */
export class ScheduleEventRules {
  /** Refuses (400) what breaks a rule; answers the columns to store. */
  static check(input: ScheduleEventInput, organizerId: number): CheckedEvent {
    const title = input.title.trim();
    if (title === '') throw new ApiError(400, zhCN.refused.emptyTitle);
    let start = input.startTime;
    let end = input.endTime;
    // An all-day event covers its days whole, whatever hours the form sent.
    if (input.allDay) {
      start = `${start.slice(0, 10)} 00:00:00`;
      end = `${end.slice(0, 10)} 23:59:59`;
    }
    const startMs = DisplayTime.parse(start);
    const endMs = DisplayTime.parse(end);
    if (Number.isNaN(startMs) || Number.isNaN(endMs)) throw new ApiError(400, zhCN.refused.badTime);
    if (endMs <= startMs) throw new ApiError(400, zhCN.refused.endBeforeStart);
    const blankToNull = (text: string | null | undefined) => (text && text.trim() !== '' ? text.trim() : null);
    return {
      title,
      start_time: start,
      end_time: end,
      all_day: input.allDay ? 1 : 0,
      location: blankToNull(input.location),
      description: blankToNull(input.description),
      remind_minutes: input.remindMinutes,
      remind_at: input.remindMinutes === null ? null : startMs - input.remindMinutes * MINUTE_MS,
      inviteeIds: [...new Set(input.inviteeIds)].filter((id) => id !== organizerId),
    };
  }

  /** A list's range: real times, end after start, at most `maxDays` long (a calendar shows six weeks at most). */
  static range(start: string, end: string, maxDays: number): void {
    const startMs = DisplayTime.parse(start);
    const endMs = DisplayTime.parse(end);
    if (Number.isNaN(startMs) || Number.isNaN(endMs)) throw new ApiError(400, zhCN.refused.badTime);
    if (endMs <= startMs) throw new ApiError(400, zhCN.refused.endBeforeStart);
    if (endMs - startMs > maxDays * 24 * 60 * MINUTE_MS) throw new ApiError(400, zhCN.refused.rangeTooLong(maxDays));
  }
}
