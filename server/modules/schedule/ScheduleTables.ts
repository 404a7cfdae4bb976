import type { Generated, Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/Database.ts';

/*
 * The schedule's tables, owned by this module: no other module reads them (see
 * tests/boundaries). An event belongs to one company and its organiser; invitees see it
 * read-only in their own calendar.
 */

/** One calendar event (日程). */
export interface ScheduleEventTable {
  id: Generated<number>;
  company_id: number;
  organizer_id: number;
  title: string;
  /** Display times `yyyy-MM-dd HH:mm:ss` (server local time): text sorts in time order. */
  start_time: string;
  end_time: string;
  /** 0/1; an all-day event runs from 00:00:00 of its first day to 23:59:59 of its last. */
  all_day: number;
  location: string | null;
  description: string | null;
  /** Minutes before the start to remind at (0 at the start); null for no reminder. */
  remind_minutes: number | null;
  /** The reminder's instant in epoch ms (compared by the reminder job), null for none. */
  remind_at: number | null;
  /** 0/1: the reminder went out (set in the transaction that writes its messages). */
  reminded: number;
  create_time: string;
  update_time: string;
}

/** Who an event invites. */
export interface ScheduleInviteeTable {
  event_id: number;
  user_id: number;
}

// A type alias (not an interface) so Kysely's withTables<…>() accepts it.
export type ScheduleSchema = {
  schedule_event: ScheduleEventTable;
  schedule_invitee: ScheduleInviteeTable;
};

export type ScheduleDb = Kysely<DatabaseSchema & ScheduleSchema>;
