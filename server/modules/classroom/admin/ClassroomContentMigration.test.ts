import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/Database.ts';
import { migrateDownTo, migrateToLatest } from '../../../app/ServerSchema.ts';

describe('0032_classroom_content', () => {
  it('gives classroom items a body and release time, counts the published ones released at their date and leaves drafts unreleased; and comes off again', async () => {
    const handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    try {
      await migrateToLatest(handle);
      await migrateDownTo(handle, '0031_site_content');
      const columns = async () => (await handle.db.introspection.getTables()).find((t) => t.name === 'classroom_item')!.columns.map((c) => c.name);
      expect(await columns()).not.toContain('release_time');

      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const db = handle.db as any;
      const row = { summary: '', content: '正文', category: '', publish_time: '2026-01-09 08:00:00' };
      await db
        .insertInto('classroom_item')
        .values([
          { ...row, id: 1, section: 'stuTraVideo', title: '已发布', published: 1 },
          { ...row, id: 2, section: 'studentTraining', title: '草稿', published: 0 },
        ])
        .execute();
      await migrateToLatest(handle);
      expect(await columns()).toEqual(expect.arrayContaining(['body', 'release_time', 'update_time']));
      const after = await db.selectFrom('classroom_item').select(['id', 'release_time', 'body']).orderBy('id').execute();
      expect(after).toEqual([
        { id: 1, release_time: '2026-01-09 08:00:00', body: null },
        { id: 2, release_time: null, body: null },
      ]);
    } finally {
      await handle.close();
    }
  });
});
