import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Refresh-token families (OAuth 2.1 rotation): every pair issued by one login shares a
 * `family`, and a rotated pair stays in the table marked `rotated` until its refresh token
 * would have expired, so a second use of it is recognised as a replay and revokes the family.
 * Plain column types only, the same on SQLite and PostgreSQL.
 */
export const tokenFamilyMigration: Migration = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('oauth_token').addColumn('family', 'varchar(43)').execute();
    await db.schema.alterTable('oauth_token').addColumn('rotated', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    // Sessions opened before families existed are each a family of their own.
    await db.updateTable('oauth_token').set({ family: sql`'session-' || id` }).execute();
    await db.schema.createIndex('oauth_token_family_idx').on('oauth_token').column('family').execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropIndex('oauth_token_family_idx').ifExists().execute();
    await db.schema.alterTable('oauth_token').dropColumn('rotated').execute();
    await db.schema.alterTable('oauth_token').dropColumn('family').execute();
  },
};
