import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/Database.ts';
import { demoSeed, migrateDownTo, migrateToLatest } from '../../app/ServerSchema.ts';

describe('0029_company_roles', () => {
  it('leaves every existing and seeded role built-in (no company), and comes off again', async () => {
    const handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    try {
      await migrateToLatest(handle);
      await demoSeed(handle, 10).run();
      const roles = await handle.db.selectFrom('role').select(['role_code', 'company_id']).execute();
      expect(roles.map((r) => r.role_code)).toContain('ROLE_ADMIN');
      expect(roles.filter((r) => r.company_id !== null)).toEqual([]);

      await migrateDownTo(handle, '0028_dict_custom');
      const columns = (await handle.db.introspection.getTables()).find((table) => table.name === 'role')!.columns.map((column) => column.name);
      expect(columns).not.toContain('company_id');
      expect((await migrateToLatest(handle)).applied).toContain('0029_company_roles');
    } finally {
      await handle.close();
    }
  });
});
