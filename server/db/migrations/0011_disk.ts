import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../Database.ts';
import { DialectColumns } from './DialectColumns.ts';

/**
 * 网盘 (issue 11): each user's folders and files per company (server/modules/disk). Schema
 * builder only, so SQLite and PostgreSQL get the same table. The demo 网盘 menu item pointed
 * at a made-up outside address; a database seeded before gets the internal page too.
 */
export function diskMigration(dialect: DatabaseDialect): Migration {
  const columns = new DialectColumns(dialect);
  return {
    // Migrations see the database untyped: the schema at this point in history, not today's.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('disk_item')
        .addColumn('id', 'integer', columns.id)
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        .addColumn('parent_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(6)', (c) => c.notNull())
        .addColumn('name', 'varchar(255)', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('stored_name', 'varchar(64)')
        .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
        .addColumn('update_time', 'varchar(19)', (c) => c.notNull())
        // One name per folder, also when two requests make it at once (answered 409).
        .addUniqueConstraint('disk_item_name_uq', ['owner_id', 'company_id', 'parent_id', 'name'])
        .execute();
      // The quota sums a user's sizes in every company.
      await db.schema.createIndex('disk_item_owner_idx').on('disk_item').column('owner_id').execute();
      await db
        .updateTable('menu')
        .set({ path: '/microdisk/index', link_type: '0' })
        .where('name', '=', 'eipdisk')
        .where('path', '=', 'https://pan.ronghe.example/')
        .execute();
    },

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('disk_item').ifExists().execute();
    },
  };
}
