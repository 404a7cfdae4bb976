import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../../db/Database.ts';
import { DialectColumns } from '../../db/migrations/DialectColumns.ts';

/**
 * 0017_accounts: the tables of sign-up, phone login, forgotten password and social login
 * (AuthTables.ts): SMS codes (hashed), social accounts bound to users, and the social logins
 * under way (state, nonce and PKCE verifier between the redirect and the callback).
 */
export function accountsMigration(dialect: DatabaseDialect): Migration {
  const columns = new DialectColumns(dialect);
  return {
    // Migrations see the database untyped: the schema at this point in history, not today's.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('sms_code')
        .addColumn('id', 'integer', columns.id)
        .addColumn('phone', 'varchar(20)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('salt', 'varchar(32)', (c) => c.notNull())
        .addColumn('client_address', 'varchar(64)', (c) => c.notNull())
        .addColumn('sent_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('sms_code_phone_idx').on('sms_code').columns(['phone', 'sent_at']).execute();
      await db.schema.createIndex('sms_code_address_idx').on('sms_code').columns(['client_address', 'sent_at']).execute();

      await db.schema
        .createTable('social_binding')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
        .addColumn('provider', 'varchar(32)', (c) => c.notNull())
        .addColumn('subject', 'varchar(255)', (c) => c.notNull())
        .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
        .addPrimaryKeyConstraint('social_binding_pk', ['user_id', 'provider'])
        .addUniqueConstraint('social_binding_subject_uq', ['provider', 'subject'])
        .execute();

      await db.schema
        .createTable('social_login')
        .addColumn('state', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('provider', 'varchar(32)', (c) => c.notNull())
        .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
        .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
    },

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('social_login').ifExists().execute();
      await db.schema.dropTable('social_binding').ifExists().execute();
      await db.schema.dropTable('sms_code').ifExists().execute();
    },
  };
}
