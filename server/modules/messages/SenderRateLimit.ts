import type { Clock } from '../../contracts/host.ts';
import type { DatabaseDialect, Db } from '../../db/Database.ts';

/**
 * How many messages each sender may send in a sliding window. Counted in the database
 * (member_message_window), so the allowance is one whichever server instance takes a send: each
 * admission reads and writes the sender's row in one transaction holding it (FOR UPDATE on
 * PostgreSQL; SQLite's writer is single). At most `maxSenders` rows are kept, the least recently
 * active forgotten first.
 */
export class SenderRateLimit {
  constructor(
    private readonly db: Db,
    private readonly dialect: DatabaseDialect,
    private readonly clock: Clock,
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxSenders = 10_000,
  ) {}

  /** Counts one send and says whether it is within the limit; a refused send is not counted. */
  async admit(senderId: number): Promise<boolean> {
    const now = this.clock.now();
    const { admitted, added } = await this.db.transaction().execute(async (tx) => {
      // Made first, so FOR UPDATE holds a row even for a sender's first send.
      const inserted = await tx
        .insertInto('member_message_window')
        .values({ sender_id: senderId, sent: '[]', active_at: now })
        .onConflict((oc) => oc.column('sender_id').doNothing())
        .executeTakeFirst();
      const row = await tx
        .selectFrom('member_message_window')
        .select('sent')
        .where('sender_id', '=', senderId)
        .$if(this.dialect === 'postgres', (query) => query.forUpdate())
        .executeTakeFirstOrThrow();
      const recent = (JSON.parse(row.sent) as number[]).filter((at) => now - at < this.windowMs);
      const admitted = recent.length < this.limit;
      if (admitted) recent.push(now);
      await tx.updateTable('member_message_window').set({ sent: JSON.stringify(recent), active_at: now }).where('sender_id', '=', senderId).execute();
      return { admitted, added: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
    });
    if (added) await this.#makeRoom(senderId);
    return admitted;
  }

  async #makeRoom(senderId: number): Promise<void> {
    const { n } = await this.db.selectFrom('member_message_window').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const over = Number(n) - this.maxSenders;
    if (over <= 0) return;
    const oldest = this.db
      .selectFrom('member_message_window')
      .select('sender_id')
      .where('sender_id', '!=', senderId)
      .orderBy('active_at')
      .orderBy('sender_id')
      .limit(over)
      // A row another send holds right now is passed over rather than waited for.
      .$if(this.dialect === 'postgres', (query) => query.forUpdate().skipLocked());
    await this.db.deleteFrom('member_message_window').where('sender_id', 'in', oldest).execute();
  }
}
