import type { Kysely, Migration } from 'kysely';
import { EDUCATION_CARDS, OFFICE_CARDS } from './DoorDemoRows.ts';

/**
 * 0065_door_cards (issue 26): a shared portal's own cards, shown to whoever has not chosen
 * theirs (null: every card), so 办公门户 and 教育门户 no longer look like 默认门户. An existing
 * install's two seeded portals get theirs when still named as seeded.
 */
export const doorCardsMigration: Migration = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('door').addColumn('card_ids', 'varchar(200)').execute();
    for (const [id, name, cards] of [
      [2, '办公门户', OFFICE_CARDS],
      [3, '教育门户', EDUCATION_CARDS],
    ] as const) {
      await db.updateTable('door').set({ card_ids: cards }).where('id', '=', id).where('door_name', '=', name).where('owner_id', 'is', null).execute();
    }
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('door').dropColumn('card_ids').execute();
  },
};
