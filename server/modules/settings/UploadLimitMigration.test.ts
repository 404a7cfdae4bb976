import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/Database.ts';
import { demoSeed, migrateDownTo, migrateToLatest, schemaMigrations } from '../../app/ServerSchema.ts';

describe('0026_upload_limit', () => {
  it('leaves the deployment’s limit in force (null) and comes off again', async () => {
    const handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    try {
      await migrateToLatest(handle);
      await demoSeed(handle, 10).run();
      expect(await handle.db.selectFrom('platform_setting').select('upload_max_kb').executeTakeFirst()).toEqual({ upload_max_kb: null });

      await migrateDownTo(handle, '0021_classroom');
      const columns = (await handle.db.introspection.getTables()).find((table) => table.name === 'platform_setting')!.columns.map((column) => column.name);
      expect(columns).not.toContain('upload_max_kb');
      expect(columns).toContain('pass_valid_day');
      expect((await migrateToLatest(handle)).applied).toEqual(Object.keys(schemaMigrations('sqlite')).filter((name) => name >= '0026_upload_limit'));
    } finally {
      await handle.close();
    }
  });
});
