import type { Kysely } from 'kysely';
import type { Db } from './Database.ts';
import type { FollowUpWrites } from '../contracts/host.ts';

/**
 * One transaction whose follow-up writes (another module's rows, the messages module's say)
 * commit with it, and whose announcements (the live push) run only once it has committed. A
 * failing announcement is reported, not thrown: the change is done, and the lists show it.
 */
export class AnnouncingTransaction {
  static async run<DB, T>(db: Kysely<DB>, work: (tx: Kysely<DB>, writes: FollowUpWrites) => Promise<T>, report: (error: unknown) => void): Promise<T> {
    const announcements: (() => Promise<void>)[] = [];
    const result = await db.transaction().execute((tx) =>
      // The other module sees the same transaction through its own tables' type.
      work(tx, { db: tx as unknown as Db, afterCommit: (announce) => announcements.push(announce) }),
    );
    for (const announce of announcements) await announce().catch(report);
    return result;
  }
}
