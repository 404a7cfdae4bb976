import type { Kysely, Migration } from 'kysely';

/**
 * 0018_must_change_password: a login made with a password that must be changed first (past its
 * validity days, or a reset asked for) is marked on its token row, so every request knows it
 * without asking the user and the settings; logins from before count as free.
 */
export const mustChangePasswordMigration: Migration = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('oauth_token').addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('oauth_token').dropColumn('must_change_password').execute();
  },
};
