import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../../db/Database.ts';
import { DialectColumns } from '../../db/migrations/DialectColumns.ts';

/**
 * 0064_notice (issue 26): 通知公告 (NoticeTables.ts), a company's notices to its staff, listed
 * newest first. Schema builder only, so SQLite and PostgreSQL get the same table.
 */
export function noticesMigration(dialect: DatabaseDialect): Migration {
  const columns = new DialectColumns(dialect);
  return {
    // Migrations see the database untyped: the schema at this point in history, not today's.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('notice')
        .addColumn('id', 'integer', columns.id)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('title', 'varchar(50)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('notice_type', 'varchar(20)')
        .addColumn('create_by', 'varchar(64)')
        .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notice_company_time').on('notice').columns(['company_id', 'create_time']).execute();
    },

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('notice').ifExists().execute();
    },
  };
}
