import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/Database.ts';
import { demoSeed, migrateDownTo, migrateToLatest } from '../../app/ServerSchema.ts';

describe('0028_dict_custom', () => {
  it('makes every item there is, and every item the seed writes later, a system item; and comes off again', async () => {
    const handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    try {
      await migrateToLatest(handle);
      await demoSeed(handle, 10).run();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const db = handle.db as any;
      const items = await db.selectFrom('dict_item').select(['dict_type', 'custom']).execute();
      expect(items.length).toBeGreaterThan(0);
      expect(items.filter((item: { custom: number }) => item.custom !== 0)).toEqual([]);

      await migrateDownTo(handle, '0027_audit_log');
      const columns = (await handle.db.introspection.getTables()).find((table) => table.name === 'dict_item')!.columns.map((column) => column.name);
      expect(columns).not.toContain('custom');
      // Later migrations come off and back with it.
      expect((await migrateToLatest(handle)).applied).toContain('0028_dict_custom');
    } finally {
      await handle.close();
    }
  });
});
