import type { Kysely, Migration } from 'kysely';

/**
 * 0044_login_address: the client address beside each captcha and each social login under way, so
 * each is bounded per address (an address's flood replaces its own captchas and fills its own
 * social-login allowance) and never by a count over all addresses that one flood could fill.
 * Rows from before have no address (''): they share one allowance and expire within minutes.
 */
export const loginAddressMigration: Migration = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    for (const table of ['login_captcha', 'social_login']) {
      await db.schema
        .alterTable(table)
        .addColumn('client_address', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex(`${table}_address_idx`).on(table).columns(['client_address', 'expires_at']).execute();
    }
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    for (const table of ['login_captcha', 'social_login']) {
      await db.schema.dropIndex(`${table}_address_idx`).ifExists().execute();
      await db.schema.alterTable(table).dropColumn('client_address').execute();
    }
  },
};
