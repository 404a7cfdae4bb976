import type { Kysely, Migration } from 'kysely';

/**
 * 0026_upload_limit: the administrators' upload limit in KB (管理后台 › 系统设置). Null keeps the
 * deployment's own (UPLOAD_MAX_MB); a value only lowers it, never raises it past the deployment's.
 */
export const uploadLimitMigration: Migration = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('platform_setting').addColumn('upload_max_kb', 'integer').execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('platform_setting').dropColumn('upload_max_kb').execute();
  },
};
