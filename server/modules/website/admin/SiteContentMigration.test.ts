import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/Database.ts';
import { demoSeed, migrateDownTo, migrateToLatest } from '../../../app/ServerSchema.ts';

describe('0031_site_content', () => {
  it('gives every channel table a body and release time, counts the published rows released at their date and leaves drafts unreleased; and comes off again', async () => {
    const handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    try {
      await migrateToLatest(handle);
      await demoSeed(handle, 10).run();
      await migrateDownTo(handle, '0028_dict_custom');
      const columnsOf = async (table: string) => (await handle.db.introspection.getTables()).find((t) => t.name === table)!.columns.map((c) => c.name);
      for (const table of ['website_news', 'website_book', 'party_article', 'publication']) expect(await columnsOf(table)).not.toContain('release_time');

      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const db = handle.db as any;
      await db
        .insertInto('website_news')
        .values({ title: '草稿', summary: '', content: '', source: '', author: '', publish_time: '2026-01-09 08:00:00', recommend: 0, sort: 0, published: 0 })
        .execute();
      await migrateToLatest(handle);
      for (const table of ['website_news', 'website_book', 'party_article', 'publication']) expect(await columnsOf(table)).toEqual(expect.arrayContaining(['body', 'release_time', 'update_time']));
      const after = await db.selectFrom('website_news').select(['id', 'published', 'publish_time', 'release_time']).execute();
      expect(after.length).toBeGreaterThan(1);
      for (const row of after) expect(row.release_time).toBe(row.published === 1 ? row.publish_time : null);
      const book = await db.selectFrom('website_book').select(['publish_date', 'release_time']).where('id', '=', 1).executeTakeFirst();
      expect(book.release_time).toBe(book.publish_date);
    } finally {
      await handle.close();
    }
  });
});
