import type { Kysely, Migration } from 'kysely';

/**
 * The seed's own tables (server/db/DemoSeed.ts): `seed_ledger` names every row the seed has
 * written, by table and key, so a row is written once and an administrator's deletion or change
 * is never undone at a restart; `seed_install` remembers whether the database was installed
 * with the demo, so a production install never receives the demo's accounts later.
 */
export const seedLedgerMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('seed_ledger')
      .addColumn('table_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('row_key', 'varchar(400)', (c) => c.notNull())
      .addPrimaryKeyConstraint('seed_ledger_pk', ['table_name', 'row_key'])
      .execute();
    await db.schema
      .createTable('seed_install')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      // 1: installed with the demo (DEMO_DATA=on, the default); 0: without it.
      .addColumn('demo', 'integer', (c) => c.notNull())
      .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('seed_install').execute();
    await db.schema.dropTable('seed_ledger').execute();
  },
};
