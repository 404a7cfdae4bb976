import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../../db/Database.ts';
import { DialectColumns } from '../../db/migrations/DialectColumns.ts';

/**
 * 0027_audit_log: the administrators' audit log (AuditTables.ts), with indexes for the two ways
 * it is read: newest first within a company, and one thing's history.
 */
export function auditMigration(dialect: DatabaseDialect): Migration {
  const columns = new DialectColumns(dialect);
  return {
    // Migrations see the database untyped: the schema at this point in history, not today's.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'integer', columns.id)
        .addColumn('happened_at', 'varchar(19)', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('username', 'varchar(64)', (c) => c.notNull())
        .addColumn('company_id', 'integer')
        .addColumn('address', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_agent', 'varchar(255)', (c) => c.notNull())
        .addColumn('subject', 'varchar(32)', (c) => c.notNull())
        .addColumn('subject_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('action', 'varchar(32)', (c) => c.notNull())
        .addColumn('summary', 'varchar(500)', (c) => c.notNull())
        .addColumn('changes', 'text')
        .execute();
      await db.schema.createIndex('audit_log_company_time').on('audit_log').columns(['company_id', 'happened_at']).execute();
      await db.schema.createIndex('audit_log_subject').on('audit_log').columns(['subject', 'subject_id']).execute();
    },

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('audit_log').ifExists().execute();
    },
  };
}
