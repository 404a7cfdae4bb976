import type { Kysely, Migration } from 'kysely';

/**
 * 0028_dict_system: items the code relies on are marked system (1) and administrators may not
 * change or delete them. Every item that exists when this runs came from the seed, so all are.
 */
export const dictSystemMigration: Migration = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('dict_item').addColumn('system', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.updateTable('dict_item').set({ system: 1 }).execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('dict_item').dropColumn('system').execute();
  },
};
