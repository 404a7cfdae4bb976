import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/Database.ts';
import { DemoSeed } from '../../db/DemoSeed.ts';
import { migrateToLatest } from '../../db/Migrations.ts';
import { guideMigration } from '../guide/GuideMigration.ts';
import { reimbursementMigration } from '../reimbursement/ReimbursementMigration.ts';

async function backendAfterMigrating(before: string): Promise<string> {
  const handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
  try {
    await migrateToLatest(handle);
    await new DemoSeed(handle, 10).run();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = handle.db as any;
    await db.updateTable('platform_setting').set({ backend_url: before }).execute();
    // 0014 and every later migration unrun, as on a database of that time.
    await guideMigration.down!(db);
    await reimbursementMigration('sqlite').down!(db);
    await sql`delete from kysely_migration where name >= '0014_management_entry'`.execute(handle.db);
    expect((await migrateToLatest(handle)).applied).toEqual(['0014_management_entry', '0015_reimbursement', '0016_user_guide']);
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
