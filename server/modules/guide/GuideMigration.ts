import type { Kysely, Migration } from 'kysely';

/**
 * 0016_user_guide: who has seen the first-login guide (GuideTables.ts). A row per user who
 * finished or closed it, so a user made later starts without one, that is unseen. Schema
 * builder only, so SQLite and PostgreSQL get the same table.
 */
export const guideMigration: Migration = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('user_guide')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('sys_user.id').onDelete('cascade'))
      .addColumn('seen_time', 'varchar(19)', (c) => c.notNull())
      .execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('user_guide').ifExists().execute();
  },
};
