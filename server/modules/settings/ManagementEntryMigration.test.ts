import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/Database.ts';
import { demoSeed, migrateDownTo, migrateToLatest, schemaMigrations } from '../../app/ServerSchema.ts';

async function backendAfterMigrating(before: string): Promise<string> {
  const handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
  try {
    await migrateToLatest(handle);
    await demoSeed(handle, 10).run();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = handle.db as any;
    // 0014 and every later migration unrun, as on a database of that time.
    await migrateDownTo(handle, '0012_home');
    await db.updateTable('platform_setting').set({ backend_url: before }).execute();
    expect((await migrateToLatest(handle)).applied).toEqual(Object.keys(schemaMigrations('sqlite')).filter((name) => name >= '0014_management_entry'));
    return (await db.selectFrom('platform_setting').select('backend_url').executeTakeFirst()).backend_url;
  } finally {
    await handle.close();
  }
}

describe('0014_management_entry', () => {
  it('points the old seed’s unserved 管理后台 address at the management area', async () => {
    expect(await backendAfterMigrating('/admin-console/')).toBe('/management/index');
  });

  it('keeps a back end an operator configured', async () => {
    expect(await backendAfterMigrating('https://admin.example.com/')).toBe('https://admin.example.com/');
  });
});
