import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../../db/Database.ts';
import { DialectColumns } from '../../db/migrations/DialectColumns.ts';

const TIME = 'varchar(19)';

/**
 * The workbench's tables (ApplicationTables.ts). Schema builder only, so SQLite and
 * PostgreSQL get the same tables.
 */
export function applicationsMigration(dialect: DatabaseDialect): Migration {
  const columns = new DialectColumns(dialect);
  return {
    // Migrations see the database untyped: the schema at this point in history, not today's.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('app_instance')
        .addColumn('id', 'integer', columns.id)
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('application_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('application_type', 'varchar(2)', (c) => c.notNull())
        .addColumn('group_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('icon', 'varchar(64)')
        .addColumn('url', 'varchar(500)', (c) => c.notNull())
        .addColumn('link_type', 'varchar(1)', (c) => c.notNull())
        .addColumn('description', 'varchar(200)')
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('create_time', TIME, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('app_instance_company_idx').on('app_instance').column('company_id').execute();

      await db.schema
        .createTable('app_menu')
        .addColumn('id', 'integer', columns.id)
        .addColumn('appins_id', 'integer', (c) => c.notNull().references('app_instance.id').onDelete('cascade'))
        .addColumn('parent_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('label', 'varchar(100)')
        .addColumn('path', 'varchar(500)', (c) => c.notNull())
        .addColumn('icon', 'varchar(64)')
        .addColumn('if_show', 'varchar(1)', (c) => c.notNull())
        .addColumn('link_type', 'varchar(1)', (c) => c.notNull())
        .addColumn('permission', 'varchar(100)')
        .addColumn('keep_alive', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('app_menu_appins_idx').on('app_menu').column('appins_id').execute();

      await db.schema
        .createTable('app_submodule')
        .addColumn('id', 'integer', columns.id)
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('group_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('icon', 'varchar(64)')
        .addColumn('url', 'varchar(500)')
        .addColumn('proc_def_key', 'varchar(255)')
        .addColumn('appins_id', 'integer')
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('create_time', TIME, (c) => c.notNull())
        // One row per process and company, also when two servers list a new process at once.
        .addUniqueConstraint('app_submodule_process_uq', ['company_id', 'proc_def_key'])
        .execute();

      await db.schema
        .createTable('app_user_item')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer')
        .addColumn('common_use', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('app_user_item_pk', ['user_id', 'kind', 'item_id'])
        .execute();
    },

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>): Promise<void> {
      for (const table of ['app_user_item', 'app_submodule', 'app_menu', 'app_instance']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
