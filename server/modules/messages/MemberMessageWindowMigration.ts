import type { Kysely, Migration } from 'kysely';

/**
 * 0034_member_message_window: the address book's 发消息 rate limit counted in the database
 * instead of one process's memory, so a sender gets the same allowance whichever server instance
 * takes the request. Plain column types only, the same on SQLite and PostgreSQL.
 */
export const memberMessageWindowMigration: Migration = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('member_message_window')
      .addColumn('sender_id', 'integer', (c) => c.primaryKey())
      .addColumn('sent', 'text', (c) => c.notNull())
      .addColumn('active_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('member_message_window_active_idx').on('member_message_window').column('active_at').execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('member_message_window').ifExists().execute();
  },
};
