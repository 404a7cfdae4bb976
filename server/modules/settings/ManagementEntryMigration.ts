import type { Kysely, Migration } from 'kysely';

/** What the demo seed put in backend_url before the management area existed: a page nobody served. */
const UNSERVED_BACKEND = '/admin-console/';
export const MANAGEMENT_AREA_PATH = '/management/index';

/**
 * 管理后台 (the user card's back-end link, /admin/jump/backed) leads to the in-app management
 * area. Only the seed's old placeholder is replaced: an address an operator configured stays.
 */
export const managementEntryMigration: Migration = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.updateTable('platform_setting').set({ backend_url: MANAGEMENT_AREA_PATH }).where('backend_url', '=', UNSERVED_BACKEND).execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.updateTable('platform_setting').set({ backend_url: UNSERVED_BACKEND }).where('backend_url', '=', MANAGEMENT_AREA_PATH).execute();
  },
};
