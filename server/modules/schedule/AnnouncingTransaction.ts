import type { FollowUpWrites } from '../../app/ServerContracts.ts';
import type { Db } from '../../db/Database.ts';
import type { ScheduleDb } from './ScheduleTables.ts';

/**
 * One transaction whose follow-up writes (the messages module's rows) commit with it, and
 * whose announcements (the live push) run only once it has committed. A failing announcement
 * is reported, not thrown: the change is done.
 */
export class AnnouncingTransaction {
  static async run<T>(db: ScheduleDb, work: (tx: ScheduleDb, writes: FollowUpWrites) => Promise<T>, report: (error: unknown) => void): Promise<T> {
    const announcements: (() => Promise<void>)[] = [];
    const result = await db.transaction().execute((tx) =>
      // The messages module sees the same transaction through its own tables' type.
      work(tx, { db: tx as unknown as Db, afterCommit: (announce) => announcements.push(announce) }),
    );
    for (const announce of announcements) await announce().catch(report);
    return result;
  }
}
