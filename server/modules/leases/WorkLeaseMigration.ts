import type { Kysely, Migration } from 'kysely';

/**
 * 0035_work_lease: leases on work one server instance at a time may do (a user's upload, an
 * administrator's import), so the guarantee holds across every instance on one database.
 * Plain column types only, the same on SQLite and PostgreSQL.
 */
export const workLeaseMigration: Migration = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('work_lease')
      .addColumn('lease_key', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('holder', 'varchar(36)', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('work_lease_expires_idx').on('work_lease').column('expires_at').execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('work_lease').ifExists().execute();
  },
};
