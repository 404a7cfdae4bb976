import type { components } from '../../../contracts/generated/schedule.ts';
import type { Selectable } from 'kysely';
import { ApiError } from '../../http/ApiError.ts';
import type { Clock, Principal } from '../../contracts/host.ts';
import type { MessagePost } from '../../contracts/messages.ts';
import type { UserDirectory } from '../../contracts/org.ts';
import type { Db } from '../../db/Database.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import { AnnouncingTransaction } from '../../db/AnnouncingTransaction.ts';
import { CalendarMessages, type CalendarMessageKind } from './CalendarMessages.ts';
import { ScheduleEventRules, type CheckedEvent, type ScheduleEventInput } from './ScheduleEventRules.ts';
import type { ScheduleDb, ScheduleEventTable } from './ScheduleTables.ts';
import { zhCN } from './zhCN.ts';

/** A calendar shows six weeks at most; a longer range is refused so a list stays bounded. */
export const MAX_RANGE_DAYS = 62;
/** Even a crowded range answers at most this many events. */
const MAX_LISTED = 500;

type EventRow = Selectable<ScheduleEventTable>;

export type SchedulePerson = components['schemas']['SchedulePerson'];

export type ScheduleEventView = components['schemas']['ScheduleEvent'];

/**
 * The caller's calendar in the current company: events they organise or are invited to.
 * Only the organiser changes an event (403 for an invitee); anyone else is told it does not
 * exist (404), as is everyone for another company's event. Invitees hear of every change
 * through a calendar message written in the change's own transaction.
 */
export class ScheduleCalendar {
  constructor(
    private readonly db: ScheduleDb,
    private readonly directory: UserDirectory,
    private readonly messages: MessagePost,
    private readonly clock: Clock,
    private readonly report: (error: unknown) => void,
  ) {}

  async list(user: Principal, start: string, end: string): Promise<ScheduleEventView[]> {
    ScheduleEventRules.range(start, end, MAX_RANGE_DAYS);
    const rows = await this.db
      .selectFrom('schedule_event as e')
      .selectAll('e')
      .where('e.company_id', '=', user.companyId)
      .where((eb) => eb.or([eb('e.organizer_id', '=', user.userId), eb('e.id', 'in', eb.selectFrom('schedule_invitee').select('event_id').where('user_id', '=', user.userId))]))
      // Overlapping [start, end): an event from yesterday into today shows today too.
      .where('e.start_time', '<', end)
      .where('e.end_time', '>', start)
      .orderBy('e.start_time')
      .orderBy('e.id')
      .limit(MAX_LISTED)
      .execute();
    return this.#views(this.db, rows, user.userId);
  }

  async get(user: Principal, id: number): Promise<ScheduleEventView> {
    const row = await this.#visible(this.db, user, id);
    const [view] = await this.#views(this.db, [row], user.userId);
    return view;
  }

  async create(user: Principal, input: ScheduleEventInput): Promise<ScheduleEventView> {
    const checked = ScheduleEventRules.check(input, user.userId);
    await this.#assertInvitable(checked.inviteeIds, user.companyId);
    const now = DisplayTime.format(this.clock.now());
    return AnnouncingTransaction.run(
      this.db,
      async (tx, writes) => {
        const row = await tx
          .insertInto('schedule_event')
          .values({ ...this.#columns(checked), company_id: user.companyId, organizer_id: user.userId, reminded: 0, create_time: now, update_time: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        await this.#invite(tx, row.id, checked.inviteeIds);
        const [view] = await this.#views(tx, [row], user.userId);
        await this.messages.post(writes, this.#drafts('invited', view, user.companyId, checked.inviteeIds));
        return view;
      },
      this.report,
    );
  }

  async update(user: Principal, id: number, input: ScheduleEventInput): Promise<ScheduleEventView> {
    // Who may change it is answered before what they sent: a stranger learns nothing from a 400.
    await this.#organised(this.db, user, id);
    const checked = ScheduleEventRules.check(input, user.userId);
    // The directory reads outside the transaction: on SQLite the transaction holds the only connection.
    await this.#assertInvitable(checked.inviteeIds, user.companyId);
    const now = DisplayTime.format(this.clock.now());
    return AnnouncingTransaction.run(
      this.db,
      async (tx, writes) => {
        const before = await this.#organised(tx, user, id);
        const invitedBefore = await this.#inviteeIds(tx, id);
        // A reminder that moved goes out again at its new time; one that stayed keeps its sent mark.
        const reminded = before.remind_at === checked.remind_at ? before.reminded : 0;
        const row = await tx
          .updateTable('schedule_event')
          .set({ ...this.#columns(checked), reminded, update_time: now })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await tx.deleteFrom('schedule_invitee').where('event_id', '=', id).execute();
        await this.#invite(tx, id, checked.inviteeIds);
        const [view] = await this.#views(tx, [row], user.userId);
        const [beforeView] = await this.#views(tx, [before], user.userId);
        const stillInvited = new Set(checked.inviteeIds);
        const kept = checked.inviteeIds.filter((userId) => invitedBefore.includes(userId));
        const added = checked.inviteeIds.filter((userId) => !invitedBefore.includes(userId));
        const removed = invitedBefore.filter((userId) => !stillInvited.has(userId));
        await this.messages.post(writes, [
          ...this.#drafts('changed', view, user.companyId, kept),
          ...this.#drafts('invited', view, user.companyId, added),
          // Those no longer invited hear the event as they knew it is off for them.
          ...this.#drafts('cancelled', beforeView, user.companyId, removed),
        ]);
        return view;
      },
      this.report,
    );
  }

  async remove(user: Principal, id: number): Promise<boolean> {
    return AnnouncingTransaction.run(
      this.db,
      async (tx, writes) => {
        const row = await this.#organised(tx, user, id);
        const [view] = await this.#views(tx, [row], user.userId);
        const invitees = await this.#inviteeIds(tx, id);
        await tx.deleteFrom('schedule_invitee').where('event_id', '=', id).execute();
        await tx.deleteFrom('schedule_event').where('id', '=', id).execute();
        await this.messages.post(writes, this.#drafts('cancelled', view, user.companyId, invitees));
        return true;
      },
      this.report,
    );
  }

  /** The event if the caller organises it or is invited to it, in the current company; else 404. */
  async #visible(db: ScheduleDb, user: Principal, id: number): Promise<EventRow> {
    const row = await db.selectFrom('schedule_event').selectAll().where('id', '=', id).where('company_id', '=', user.companyId).executeTakeFirst();
    if (!row) throw new ApiError(404, zhCN.refused.notFound);
    if (row.organizer_id === user.userId) return row;
    const invited = await db.selectFrom('schedule_invitee').select('user_id').where('event_id', '=', id).where('user_id', '=', user.userId).executeTakeFirst();
    if (!invited) throw new ApiError(404, zhCN.refused.notFound);
    return row;
  }

  /** The event if the caller organises it: 403 for an invitee, 404 for anyone else. */
  async #organised(db: ScheduleDb, user: Principal, id: number): Promise<EventRow> {
    const row = await this.#visible(db, user, id);
    if (row.organizer_id !== user.userId) throw new ApiError(403, zhCN.refused.notOrganizer);
    return row;
  }

  /** Invitees must be active members of the company the event is in. */
  async #assertInvitable(userIds: readonly number[], companyId: number): Promise<void> {
    const answers = await Promise.all(
      userIds.map(async (userId) => {
        const account = await this.directory.account(userId);
        return account !== undefined && account.status === '0' && (await this.directory.isMember(userId, companyId));
      }),
    );
    if (answers.includes(false)) throw new ApiError(400, zhCN.refused.badInvitee);
  }

  #columns(checked: CheckedEvent) {
    const { inviteeIds: _ignored, ...columns } = checked;
    return columns;
  }

  async #invite(db: ScheduleDb, eventId: number, userIds: readonly number[]): Promise<void> {
    if (userIds.length === 0) return;
    await db
      .insertInto('schedule_invitee')
      .values(userIds.map((userId) => ({ event_id: eventId, user_id: userId })))
      .execute();
  }

  async #inviteeIds(db: ScheduleDb, eventId: number): Promise<number[]> {
    const rows = await db.selectFrom('schedule_invitee').select('user_id').where('event_id', '=', eventId).orderBy('user_id').execute();
    return rows.map((row) => row.user_id);
  }

  async #views(db: ScheduleDb, rows: readonly EventRow[], callerId: number): Promise<ScheduleEventView[]> {
    if (rows.length === 0) return [];
    const invitees = await db
      .selectFrom('schedule_invitee')
      .select(['event_id', 'user_id'])
      .where(
        'event_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('event_id')
      .orderBy('user_id')
      .execute();
    const people = new Set<number>([...rows.map((row) => row.organizer_id), ...invitees.map((row) => row.user_id)]);
    const names = await this.directory.names([...people], db as unknown as Db);
    const person = (userId: number): SchedulePerson => ({ userId, chineseName: names.get(userId)?.chineseName || names.get(userId)?.username || '' });
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      startTime: row.start_time,
      endTime: row.end_time,
      allDay: row.all_day === 1,
      location: row.location,
      description: row.description,
      remindMinutes: row.remind_minutes,
      organizer: person(row.organizer_id),
      invitees: invitees.filter((invitee) => invitee.event_id === row.id).map((invitee) => person(invitee.user_id)),
      editable: row.organizer_id === callerId,
    }));
  }

  #drafts(kind: CalendarMessageKind, view: ScheduleEventView, companyId: number, userIds: readonly number[]) {
    return CalendarMessages.drafts(
      kind,
      {
        title: view.title,
        start_time: view.startTime,
        end_time: view.endTime,
        all_day: view.allDay ? 1 : 0,
        location: view.location,
        description: view.description,
        organizerName: view.organizer.chineseName,
        inviteeNames: view.invitees.map((invitee) => invitee.chineseName),
      },
      companyId,
      userIds,
    );
  }
}
