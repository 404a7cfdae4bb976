import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../Database.ts';
import { DemoSeed } from '../DemoSeed.ts';
import { migrateToLatest } from '../Migrations.ts';
import { doorsMigration } from '../../modules/doors/DoorsMigration.ts';
import { guideMigration } from '../../modules/guide/GuideMigration.ts';
import { accountsMigration } from '../../modules/auth/AccountsMigration.ts';
import { mustChangePasswordMigration } from '../../modules/auth/MustChangePasswordMigration.ts';

describe('0011_disk on a database seeded before it', () => {
  it('makes the disk table and points the made-up outside 网盘 of the old demo seed at the internal page', async () => {
    const handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    try {
      await migrateToLatest(handle);
      await new DemoSeed(handle, 10).run();
      // As an earlier version left it: no disk table, the demo item on the made-up address.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const db = handle.db as any;
      await db.schema.dropTable('disk_item').execute();
      // 0011 and every later migration unrun, as on that database (0012_home's, 0016_user_guide's and 0017_accounts' tables and 0018's column gone too).
      await mustChangePasswordMigration.down!(db);
      await accountsMigration('sqlite').down!(db);
      await guideMigration.down!(db);
      await doorsMigration.down!(db);
      await sql`delete from kysely_migration where name >= '0011_disk'`.execute(handle.db);
      await db.updateTable('menu').set({ path: 'https://pan.ronghe.example/', link_type: '1' }).where('name', '=', 'eipdisk').execute();

      expect((await migrateToLatest(handle)).applied).toEqual(['0011_disk', '0012_home', '0014_management_entry', '0016_user_guide', '0017_accounts', '0018_must_change_password']);
      expect(await db.selectFrom('menu').select(['path', 'link_type']).where('name', '=', 'eipdisk').executeTakeFirst()).toEqual({ path: '/microdisk/index', link_type: '0' });
      expect(await db.selectFrom('disk_item').selectAll().execute()).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
