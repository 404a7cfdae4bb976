import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../Database.ts';
import { demoSeed, migrateDownTo, migrateToLatest, schemaMigrations } from '../../app/ServerSchema.ts';

describe('0011_disk on a database seeded before it', () => {
  it('makes the disk table and points the made-up outside 网盘 of the old demo seed at the internal page', async () => {
    const handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    try {
      await migrateToLatest(handle);
      await demoSeed(handle, 10).run();
      // As an earlier version left it: no disk table, the demo item on the made-up address.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const db = handle.db as any;
      // 0011 and every later migration unrun, as on that database.
      await migrateDownTo(handle, '0010_schedule');
      expect(await sql`select name from sqlite_master where name = 'disk_item'`.execute(handle.db)).toMatchObject({ rows: [] });
      await db.updateTable('menu').set({ path: 'https://pan.ronghe.example/', link_type: '1' }).where('name', '=', 'eipdisk').execute();

      expect((await migrateToLatest(handle)).applied).toEqual(Object.keys(schemaMigrations('sqlite')).filter((name) => name >= '0011_disk'));
      expect(await db.selectFrom('menu').select(['path', 'link_type']).where('name', '=', 'eipdisk').executeTakeFirst()).toEqual({ path: '/microdisk/index', link_type: '0' });
      expect(await db.selectFrom('disk_item').selectAll().execute()).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
