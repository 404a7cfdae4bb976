import type { Kysely, Migration } from 'kysely';

/**
 * 0043_rate_window: per-address request counts of the limits operations name (`x-ronghe-rate`),
 * so an address has one allowance whichever server instance takes its requests. Plain column
 * types only, the same on SQLite and PostgreSQL.
 */
export const rateWindowMigration: Migration = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('rate_window')
      .addColumn('window_key', 'varchar(96)', (c) => c.primaryKey())
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rate_window_started_idx').on('rate_window').column('started_at').execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('rate_window').ifExists().execute();
  },
};
