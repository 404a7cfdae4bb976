import type { Kysely, Migration } from 'kysely';

/** The channel tables 管理后台 › 内容管理 edits (issue 13). */
const TABLES = ['website_news', 'website_book', 'party_article', 'publication'] as const;

/**
 * 0031_site_content: each channel's item gets a rich text body (the editor's JSON document; the
 * plain `content` stays its text for search) and the time it was last published. The status
 * follows from those: published = 1 is 已发布; 0 with a release time is 已撤回; 0 without is 草稿.
 * The demo rows that are published count as released at their own date.
 */
export const siteContentMigration: Migration = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    for (const table of TABLES) {
      await db.schema.alterTable(table).addColumn('body', 'text').execute();
      await db.schema.alterTable(table).addColumn('release_time', 'varchar(19)').execute();
      await db.schema.alterTable(table).addColumn('update_time', 'varchar(19)').execute();
      const dated = table === 'website_book' ? 'publish_date' : 'publish_time';
      await db
        .updateTable(table)
        .set((eb) => ({ release_time: eb.ref(dated) }))
        .where('published', '=', 1)
        .execute();
    }
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    for (const table of TABLES) {
      await db.schema.alterTable(table).dropColumn('update_time').execute();
      await db.schema.alterTable(table).dropColumn('release_time').execute();
      await db.schema.alterTable(table).dropColumn('body').execute();
    }
  },
};
