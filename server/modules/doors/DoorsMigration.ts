import type { Kysely, Migration } from 'kysely';

/**
 * 0012_home (issue 11): personal portals per user. A portal a user made is theirs (owner_id;
 * the seeded ones have none and are everyone's); which cards each user shows on a portal, in
 * which order (door_setting); and each user's current portal (door_current). Schema builder
 * only, so SQLite and PostgreSQL get the same tables.
 */
export const doorsMigration: Migration = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('door').addColumn('owner_id', 'integer').execute();
    await db.schema
      .createTable('door_setting')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('door_id', 'integer', (c) => c.notNull())
      // Card ids in display order, comma-separated: a handful at most, always read whole.
      .addColumn('card_ids', 'varchar(200)', (c) => c.notNull())
      .addPrimaryKeyConstraint('door_setting_pk', ['user_id', 'door_id'])
      .execute();
    await db.schema
      .createTable('door_current')
      .addColumn('user_id', 'integer', (c) => c.primaryKey())
      .addColumn('door_id', 'integer', (c) => c.notNull())
      .execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('door_current').ifExists().execute();
    await db.schema.dropTable('door_setting').ifExists().execute();
    await db.schema.alterTable('door').dropColumn('owner_id').execute();
  },
};
