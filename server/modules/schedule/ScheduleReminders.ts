import type { Clock } from '../../contracts/host.ts';
import type { MessagePost } from '../../contracts/messages.ts';
import type { UserDirectory } from '../../contracts/org.ts';
import type { ClusterLock } from '../../db/ClusterLock.ts';
import type { Db } from '../../db/Database.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import { AnnouncingTransaction } from '../../db/AnnouncingTransaction.ts';
import { CalendarMessages } from './CalendarMessages.ts';
import type { ScheduleDb } from './ScheduleTables.ts';

/** How often the job looks for due reminders: a reminder arrives at most this late. */
export const REMINDER_INTERVAL_MS = 30_000;
/** Reminders sent per tick at most, so one tick never holds the database long; the rest wait for the next. */
export const REMINDERS_PER_TICK = 20;

/**
 * The reminder push: every tick sends the organiser and invitees of each event whose reminder
 * is due a calendar 站内信. Each event is marked sent in the transaction that writes its
 * messages, by a conditional update (reminded 0 → 1): of two ticks that see the same event,
 * only the one whose update changed the row writes messages, so nobody is reminded twice.
 *
 * Every server instance on one PostgreSQL runs this job; a tick first takes the job's advisory
 * lock (ClusterLock, pg_try_advisory_lock) and is skipped while another instance's tick holds
 * it, so the cluster runs one tick at a time. The conditional update stays the guarantee should
 * two ticks ever overlap. On SQLite (one process) a tick simply runs.
 */
export class ScheduleReminders {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | undefined;

  constructor(
    private readonly db: ScheduleDb,
    private readonly cluster: ClusterLock,
    private readonly directory: UserDirectory,
    private readonly messages: MessagePost,
    private readonly clock: Clock,
    private readonly report: (error: unknown) => void,
  ) {}

  start(intervalMs = REMINDER_INTERVAL_MS): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      // A slow tick is not overtaken by the next one.
      if (this.#running) return;
      this.#running = this.tick()
        .catch((error: unknown) => {
          this.report(error);
          return 0;
        })
        .finally(() => (this.#running = undefined));
    }, intervalMs);
    // The job alone never keeps the process alive.
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  /**
   * Sends the reminders due by now, at most REMINDERS_PER_TICK events; answers how many events it
   * reminded (0 when another instance's tick is running).
   */
  async tick(): Promise<number> {
    return (await this.cluster.ifFree('scheduleReminders', () => this.sendDue())) ?? 0;
  }

  /** The tick's work, without the cluster's turn (a test overlaps two of them). */
  async sendDue(): Promise<number> {
    const now = this.clock.now();
    const due = await this.db
      .selectFrom('schedule_event')
      .select(['id'])
      .where('reminded', '=', 0)
      .where('remind_at', 'is not', null)
      .where('remind_at', '<=', now)
      .orderBy('remind_at')
      .limit(REMINDERS_PER_TICK)
      .execute();
    let sent = 0;
    for (const { id } of due) if (await this.#remind(id, now)) sent += 1;
    return sent;
  }

  async #remind(id: number, now: number): Promise<boolean> {
    return AnnouncingTransaction.run(
      this.db,
      async (tx, writes) => {
        const marked = await tx.updateTable('schedule_event').set({ reminded: 1 }).where('id', '=', id).where('reminded', '=', 0).executeTakeFirst();
        // Another tick (or another process) took it first.
        if (Number(marked.numUpdatedRows) === 0) return false;
        const event = await tx.selectFrom('schedule_event').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        // A reminder for an event already over (the server was down at its time) is dropped, not sent late.
        if (DisplayTime.parse(event.end_time) < now) return false;
        const invitees = (await tx.selectFrom('schedule_invitee').select('user_id').where('event_id', '=', id).orderBy('user_id').execute()).map((row) => row.user_id);
        const names = await this.directory.names([event.organizer_id, ...invitees], tx as unknown as Db);
        const nameOf = (userId: number) => names.get(userId)?.chineseName || names.get(userId)?.username || '';
        const summary = { ...event, organizerName: nameOf(event.organizer_id), inviteeNames: invitees.map(nameOf) };
        await this.messages.post(writes, CalendarMessages.drafts('reminder', summary, event.company_id, [event.organizer_id, ...invitees]));
        return true;
      },
      this.report,
    );
  }
}
