import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/Database.ts';
import { demoSeed, migrateDownTo, migrateToLatest, schemaMigrations } from '../../app/ServerSchema.ts';

const NAME = '0047_role_data_scope';

describe(NAME, () => {
  it('gives an existing install’s roles the whole company, 部门经理 its department and below and 普通用户 oneself, and comes off again', async () => {
    const handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    try {
      await migrateToLatest(handle);
      await demoSeed(handle, 10).run();
      const names = Object.keys(schemaMigrations(handle.dialect));
      await migrateDownTo(handle, names[names.indexOf(NAME) - 1]);
      const columns = (await handle.db.introspection.getTables()).find((table) => table.name === 'role')!.columns.map((column) => column.name);
      expect(columns).not.toContain('data_scope');
      const db = handle.db.withTables<{ role: { id: number; role_name: string; role_code: string; company_id: number | null; create_time: string; data_scope?: string } }>();
      await db.insertInto('role').values({ id: 60, role_name: '行政专员', role_code: 'ROLE_CLERK', company_id: 1, create_time: '2026-01-05 09:00:00' }).execute();

      expect((await migrateToLatest(handle)).applied).toContain(NAME);
      const scopes = await db.selectFrom('role').select(['role_code', 'data_scope']).orderBy('id').execute();
      expect(scopes).toEqual([
        { role_code: 'ROLE_USER', data_scope: '5' },
        { role_code: 'ROLE_MANAGER', data_scope: '4' },
        { role_code: 'ROLE_ADMIN', data_scope: '1' },
        { role_code: 'ROLE_FINANCE', data_scope: '1' },
        { role_code: 'ROLE_LEGAL', data_scope: '1' },
        { role_code: 'ROLE_CLERK', data_scope: '1' },
      ]);
    } finally {
      await handle.close();
    }
  });
});
