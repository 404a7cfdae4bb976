import type { Kysely, Migration } from 'kysely';

/**
 * 0032_classroom_content: 智慧课堂's items join 内容管理 (issue 13) as the site's other channels
 * did in 0031: a rich text body (the editor's JSON; `content` stays its plain text for the
 * public page and the search), the time it was last published and last changed. The status
 * follows from those (SiteContentRules): the demo rows that are published stay published,
 * released at their own date.
 */
export const classroomContentMigration: Migration = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('classroom_item').addColumn('body', 'text').execute();
    await db.schema.alterTable('classroom_item').addColumn('release_time', 'varchar(19)').execute();
    await db.schema.alterTable('classroom_item').addColumn('update_time', 'varchar(19)').execute();
    await db
      .updateTable('classroom_item')
      .set((eb) => ({ release_time: eb.ref('publish_time') }))
      .where('published', '=', 1)
      .execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('classroom_item').dropColumn('update_time').execute();
    await db.schema.alterTable('classroom_item').dropColumn('release_time').execute();
    await db.schema.alterTable('classroom_item').dropColumn('body').execute();
  },
};
