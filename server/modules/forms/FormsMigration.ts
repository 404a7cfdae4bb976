import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../../db/Database.ts';
import { DialectColumns } from '../../db/migrations/DialectColumns.ts';

const TIME = 'varchar(19)';

/** 0055_forms: the designed forms' versions, deploy pins and instance values (FormsTables.ts). Schema builder only, so SQLite and PostgreSQL get the same tables. */
export function formsMigration(dialect: DatabaseDialect): Migration {
  const columns = new DialectColumns(dialect);
  return {
    // Migrations see the database untyped: the schema at this point in history, not today's.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('form_version')
        .addColumn('id', 'integer', columns.id)
        .addColumn('form_id', 'integer', (c) => c.notNull())
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('definition', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('create_time', TIME, (c) => c.notNull())
        .addUniqueConstraint('form_version_uq', ['form_id', 'version'])
        .execute();

      await db.schema
        .createTable('form_pin')
        .addColumn('proc_def_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('form_key', 'varchar(100)', (c) => c.notNull())
        .addColumn('form_id', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('proc_def_key', 'varchar(255)', (c) => c.notNull())
        .addColumn('process_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('create_time', TIME, (c) => c.notNull())
        .addPrimaryKeyConstraint('form_pin_pk', ['proc_def_id', 'form_key'])
        .execute();
      // Deleting a form asks whether any definition pins it.
      await db.schema.createIndex('form_pin_form_idx').on('form_pin').column('form_id').execute();

      await db.schema
        .createTable('form_values')
        .addColumn('id', 'integer', columns.id)
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('business_key', 'varchar(64)')
        .addColumn('form_id', 'integer', (c) => c.notNull())
        .addColumn('form_key', 'varchar(100)', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('form_values', 'text', (c) => c.notNull())
        .addColumn('title', 'varchar(200)')
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('create_time', TIME, (c) => c.notNull())
        .addColumn('update_time', TIME, (c) => c.notNull())
        .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      // The lists join the company's titles on the business key.
      await db.schema.createIndex('form_values_key_idx').on('form_values').columns(['business_key', 'company_id']).execute();
    },

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>): Promise<void> {
      for (const table of ['form_values', 'form_pin', 'form_version']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
