import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../Database.ts';
import { DialectColumns } from './DialectColumns.ts';

const FLAG = 'varchar(8)';
const TIME = 'varchar(19)';

/**
 * What the workflow API keeps beside the engine's tables (0002): which company an instance
 * belongs to, the form definitions processes bind, and the sample contract form's rows.
 * Schema builder only, so SQLite and PostgreSQL get the same tables.
 */
export function workflowMigration(dialect: DatabaseDialect): Migration {
  const columns = new DialectColumns(dialect);
  return {
    // Migrations see the database untyped: the schema at this point in history, not today's.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('wf_instance_scope')
        // Numbered in start order: the engine's times have whole seconds, this breaks their ties.
        .addColumn('id', 'integer', columns.id)
        .addColumn('proc_inst_id', 'varchar(64)', (c) => c.notNull().unique().references('wf_instance.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('initiator_id', 'integer', (c) => c.notNull())
        .addColumn('create_time', TIME, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('wf_instance_scope_company_idx').on('wf_instance_scope').columns(['company_id', 'initiator_id']).execute();

      await db.schema
        .createTable('wf_form_def')
        .addColumn('id', 'integer', columns.id)
        .addColumn('form_key', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('form_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('form_router', 'varchar(200)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', TIME, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('wf_form_item')
        .addColumn('id', 'integer', columns.id)
        .addColumn('form_id', 'integer', (c) => c.notNull().references('wf_form_def.id').onDelete('cascade'))
        .addColumn('item_type', 'varchar(1)', (c) => c.notNull())
        .addColumn('field_key', 'varchar(100)', (c) => c.notNull())
        .addColumn('field_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('operable', FLAG, (c) => c.notNull().defaultTo('default'))
        .addColumn('read_only', FLAG, (c) => c.notNull().defaultTo('default'))
        .addColumn('hidden', FLAG, (c) => c.notNull().defaultTo('default'))
        .addColumn('required', FLAG, (c) => c.notNull().defaultTo('default'))
        .addColumn('value', 'varchar(500)')
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('wf_form_item_key_uq', ['form_id', 'item_type', 'field_key'])
        .execute();

      await db.schema
        .createTable('agreement_form')
        .addColumn('id', 'integer', columns.id)
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('agreement_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('agreement_type', 'varchar(1)', (c) => c.notNull())
        .addColumn('start_time', TIME, (c) => c.notNull())
        .addColumn('end_time', TIME, (c) => c.notNull())
        .addColumn('agreement_money', 'numeric(12, 2)', (c) => c.notNull())
        .addColumn('first_party_name', 'varchar(200)')
        .addColumn('first_party_agreement', 'varchar(100)')
        .addColumn('first_party_phone', 'varchar(11)')
        .addColumn('technical_service_require', 'text', (c) => c.notNull())
        .addColumn('violation_duty', 'text', (c) => c.notNull())
        .addColumn('file_name', 'varchar(255)')
        .addColumn('bucket_name', 'varchar(100)')
        .addColumn('original_name', 'varchar(255)')
        .addColumn('create_time', TIME, (c) => c.notNull())
        .addColumn('update_time', TIME, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('agreement_form_company_idx').on('agreement_form').column('company_id').execute();
    },

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>): Promise<void> {
      for (const table of ['agreement_form', 'wf_form_item', 'wf_form_def', 'wf_instance_scope']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
