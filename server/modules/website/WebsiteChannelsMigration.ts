import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../../db/Database.ts';
import { DialectColumns } from '../../db/migrations/DialectColumns.ts';

const TIME = 'varchar(19)';

/**
 * 0019_website_channels: the public site's channels (党建, 教育出版, 数字出版 and its resources,
 * carousels) and search history; news and books learn to be unpublished, and books get an
 * introduction. Schema builder only, so SQLite and PostgreSQL get the same tables.
 */
export function websiteChannelsMigration(dialect: DatabaseDialect): Migration {
  const columns = new DialectColumns(dialect);
  return {
    // Migrations see the database untyped: the schema at this point in history, not today's.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('website_news').addColumn('published', 'integer', (c) => c.notNull().defaultTo(1)).execute();
      await db.schema.alterTable('website_book').addColumn('published', 'integer', (c) => c.notNull().defaultTo(1)).execute();
      await db.schema.alterTable('website_book').addColumn('introduction', 'text').execute();
      await db.schema.createIndex('website_news_published_idx').on('website_news').columns(['published', 'publish_time']).execute();

      await db.schema
        .createTable('party_article')
        .addColumn('id', 'integer', columns.id)
        .addColumn('category', 'varchar(16)', (c) => c.notNull())
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('summary', 'varchar(300)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('cover', 'varchar(200)')
        .addColumn('source', 'varchar(50)', (c) => c.notNull())
        .addColumn('author', 'varchar(50)', (c) => c.notNull())
        .addColumn('publish_time', TIME, (c) => c.notNull())
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      // A category's page, newest first.
      await db.schema.createIndex('party_article_list_idx').on('party_article').columns(['category', 'published', 'publish_time']).execute();

      await db.schema
        .createTable('publication')
        .addColumn('id', 'integer', columns.id)
        .addColumn('channel', 'varchar(16)', (c) => c.notNull())
        .addColumn('category_name', 'varchar(20)', (c) => c.notNull())
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('author', 'varchar(50)', (c) => c.notNull())
        .addColumn('publisher', 'varchar(50)', (c) => c.notNull())
        .addColumn('isbn', 'varchar(20)')
        .addColumn('cover', 'varchar(200)')
        .addColumn('summary', 'varchar(300)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('publish_time', TIME, (c) => c.notNull())
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('publication_list_idx').on('publication').columns(['channel', 'published', 'publish_time']).execute();

      await db.schema
        .createTable('publication_section')
        .addColumn('id', 'integer', columns.id)
        .addColumn('publication_id', 'integer', (c) => c.notNull().references('publication.id').onDelete('cascade'))
        .addColumn('section_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('bucket_name', 'varchar(20)', (c) => c.notNull())
        .addColumn('file_name', 'varchar(80)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', TIME, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('publication_section_file_idx').on('publication_section').columns(['bucket_name', 'file_name']).unique().execute();
      await db.schema.createIndex('publication_section_owner_idx').on('publication_section').columns(['publication_id', 'sort']).execute();

      await db.schema
        .createTable('website_carousel')
        .addColumn('id', 'integer', columns.id)
        .addColumn('carousel_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'varchar(100)')
        .addColumn('image', 'varchar(200)', (c) => c.notNull())
        .addColumn('link', 'varchar(200)')
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('website_carousel_idx').on('website_carousel').columns(['carousel_id', 'sort']).execute();

      await db.schema
        .createTable('website_search_history')
        .addColumn('id', 'integer', columns.id)
        .addColumn('owner', 'varchar(60)', (c) => c.notNull())
        .addColumn('content', 'varchar(50)', (c) => c.notNull())
        .addColumn('create_time', TIME, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('website_search_history_owner_idx').on('website_search_history').columns(['owner', 'id']).execute();
    },

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>): Promise<void> {
      for (const table of ['website_search_history', 'website_carousel', 'publication_section', 'publication', 'party_article']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
      await db.schema.dropIndex('website_news_published_idx').ifExists().execute();
      await db.schema.alterTable('website_book').dropColumn('introduction').execute();
      await db.schema.alterTable('website_book').dropColumn('published').execute();
      await db.schema.alterTable('website_news').dropColumn('published').execute();
    },
  };
}
