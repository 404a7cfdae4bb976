import type { Kysely, Migration } from 'kysely';

/**
 * 0028_dict_custom: which dictionary items an administrator added (1). The others — every item
 * there is when this runs, and whatever the seed writes later — are the system's, which the code
 * relies on and administrators cannot change or delete. Marking the added ones, not the seeded
 * ones, keeps the seed unaware of the column.
 */
export const dictCustomMigration: Migration = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('dict_item').addColumn('custom', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('dict_item').dropColumn('custom').execute();
  },
};
