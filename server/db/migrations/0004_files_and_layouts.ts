import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../Database.ts';
import { DialectColumns } from './DialectColumns.ts';

const TIME = 'varchar(19)';

/**
 * Uploaded files (the rows beside the bytes on disk) and users' saved table layouts. Schema
 * builder only, so SQLite and PostgreSQL get the same tables.
 */
export function filesAndLayoutsMigration(dialect: DatabaseDialect): Migration {
  const columns = new DialectColumns(dialect);
  return {
    // Migrations see the database untyped: the schema at this point in history, not today's.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('sys_file')
        .addColumn('id', 'integer', columns.id)
        .addColumn('bucket', 'varchar(20)', (c) => c.notNull())
        .addColumn('file_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('type', 'varchar(128)', (c) => c.notNull())
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('create_time', TIME, (c) => c.notNull())
        .addUniqueConstraint('sys_file_name_uq', ['bucket', 'file_name'])
        .execute();

      await db.schema
        .createTable('table_layout')
        .addColumn('id', 'integer', columns.id)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
        .addColumn('md5', 'varchar(255)', (c) => c.notNull())
        .addColumn('table_key', 'varchar(255)', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('update_time', TIME, (c) => c.notNull())
        .addUniqueConstraint('table_layout_user_md5_uq', ['user_id', 'md5'])
        .execute();
    },

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>): Promise<void> {
      for (const table of ['table_layout', 'sys_file']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
