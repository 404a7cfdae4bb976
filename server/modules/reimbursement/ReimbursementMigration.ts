import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../../db/Database.ts';
import { DialectColumns } from '../../db/migrations/DialectColumns.ts';

const TIME = 'varchar(19)';

/** 0015_reimbursement: the reimbursement form and its lines (ReimbursementTables.ts). Schema builder only, so SQLite and PostgreSQL get the same tables. */
export function reimbursementMigration(dialect: DatabaseDialect): Migration {
  const columns = new DialectColumns(dialect);
  return {
    // Migrations see the database untyped: the schema at this point in history, not today's.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('reimbursement_form')
        .addColumn('id', 'integer', columns.id)
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('applicant_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('dept_name', 'varchar(100)')
        .addColumn('reimburse_type', 'varchar(1)', (c) => c.notNull())
        .addColumn('total_cents', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('file_name', 'varchar(255)')
        .addColumn('bucket_name', 'varchar(100)')
        .addColumn('original_name', 'varchar(255)')
        .addColumn('create_time', TIME, (c) => c.notNull())
        .addColumn('update_time', TIME, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('reimbursement_form_company_idx').on('reimbursement_form').column('company_id').execute();

      await db.schema
        .createTable('reimbursement_line')
        .addColumn('id', 'integer', columns.id)
        .addColumn('form_id', 'integer', (c) => c.notNull().references('reimbursement_form.id').onDelete('cascade'))
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('expense_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('item', 'varchar(50)', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('invoice_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('reimbursement_line_form_idx').on('reimbursement_line').columns(['form_id', 'sort']).execute();
    },

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>): Promise<void> {
      for (const table of ['reimbursement_line', 'reimbursement_form']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
