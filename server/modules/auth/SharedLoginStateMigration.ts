import type { Kysely, Migration } from 'kysely';

/**
 * 0033_shared_login_state: the login's brute-force counters and its captcha texts, kept in the
 * database instead of one process's memory, so that every server instance on one database
 * counts the same failures, holds the same locks and checks a captcha another instance drew.
 * Plain column types only, the same on SQLite and PostgreSQL.
 */
export const sharedLoginStateMigration: Migration = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('login_throttle')
      // 'account:{username}' or 'address:{client address}' (usernames are at most 20 characters, addresses 45).
      .addColumn('counter_key', 'varchar(96)', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('locks', 'integer', (c) => c.notNull())
      .addColumn('locked_until', 'bigint', (c) => c.notNull())
      .addColumn('last_failure_at', 'bigint', (c) => c.notNull())
      .addColumn('touched', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('login_throttle_touched_idx').on('login_throttle').column('touched').execute();

    await db.schema
      .createTable('login_captcha')
      .addColumn('random_str', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('text', 'varchar(16)', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('login_captcha_expires_idx').on('login_captcha').column('expires_at').execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('login_captcha').ifExists().execute();
    await db.schema.dropTable('login_throttle').ifExists().execute();
  },
};
