import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app/Server.ts';
import { openDatabase, type DatabaseHandle } from '../../../server/db/Database.ts';
import { demoRolePermissions } from '../../../server/modules/org/OrgDemoRows.ts';
import { PostgresServer } from '../../setup/PostgresServer.ts';
import { testConfig } from '../TestServer.ts';

/** Demo rows (server/modules/org/OrgDemoRows.ts): 李四 is a 部门经理, who may add departments; news 2 of the public site. */
const LISI = 3;
const ROLE_MANAGER = 2;
const ROLE_ADMIN = 3;

/** Each database the test runs on: a SQLite file (one server after the other), and a throw-away PostgreSQL. */
const DATABASES = [
  {
    name: 'SQLite',
    open: async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ronghe-seed-once-'));
      return { connect: (): DatabaseHandle => openDatabase({ databaseUrl: null, dataDir }), dataDir, close: async () => rmSync(dataDir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'PostgreSQL',
    open: async () => {
      const postgres = await PostgresServer.start();
      const url = await postgres.createDatabase();
      const dataDir = mkdtempSync(join(tmpdir(), 'ronghe-seed-once-'));
      return { connect: (): DatabaseHandle => openDatabase({ databaseUrl: url, dataDir: '' }), dataDir, close: async () => (await postgres.stop(), rmSync(dataDir, { recursive: true, force: true })) };
    },
  },
];

// Issue 22: the seed writes each row once; what an administrator deleted or changed stays so at every restart.
describe.each(DATABASES)('the seed across restarts on $name', ({ open }) => {
  let database: Awaited<ReturnType<(typeof DATABASES)[number]['open']>>;
  /** One server start and stop on the database, as a restart: migrations, the seed and the modules' start. */
  const restart = async () => {
    const handle = database.connect();
    try {
      const server = await buildServer(testConfig({ DATA_DIR: database.dataDir }), { database: handle });
      await server.close();
    } finally {
      await handle.close();
    }
  };
  const read = async <T>(query: (handle: DatabaseHandle) => Promise<T>): Promise<T> => {
    const handle = database.connect();
    try {
      return await query(handle);
    } finally {
      await handle.close();
    }
  };

  beforeAll(async () => {
    database = await open();
    await restart();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keeps a role’s permission removed, a member taken out of a role and a role renamed', async () => {
    await read(async ({ db }) => {
      await db.deleteFrom('role_permission').where('role_id', '=', ROLE_MANAGER).where('permission', '=', 'sys_dept_add').execute();
      await db.deleteFrom('user_role').where('user_id', '=', LISI).where('role_id', '=', ROLE_MANAGER).execute();
      await db.updateTable('role').set({ role_name: '部门负责人' }).where('id', '=', ROLE_MANAGER).execute();
      await db.deleteFrom('website_news').where('id', '=', 2).execute();
    });
    await restart();
    await restart();
    await read(async ({ db }) => {
      expect(await db.selectFrom('role_permission').select('permission').where('role_id', '=', ROLE_MANAGER).orderBy('permission').execute()).toEqual([{ permission: 'sys_user_view' }]);
      expect((await db.selectFrom('user_role').select('role_id').where('user_id', '=', LISI).execute()).map((r) => r.role_id)).toEqual([1]);
      expect((await db.selectFrom('role').select('role_name').where('id', '=', ROLE_MANAGER).executeTakeFirstOrThrow()).role_name).toBe('部门负责人');
      expect(await db.selectFrom('website_news').select('id').where('id', '=', 2).execute()).toEqual([]);
      // What nobody touched is all there, once.
      expect((await db.selectFrom('role_permission').select('permission').where('role_id', '=', ROLE_ADMIN).execute()).length).toBe(demoRolePermissions.filter((row) => row.role_id === ROLE_ADMIN).length);
    });
  });

  it('writes a row a later version adds, on the install that has the rest', async () => {
    // As an earlier version's database: the ledger and the table lack the built-in 法务人员's permission.
    await read(async ({ db }) => {
      await db.deleteFrom('role_permission').where('role_id', '=', 5).execute();
      await db.withTables<{ seed_ledger: { table_name: string; row_key: string } }>().deleteFrom('seed_ledger').where('table_name', '=', 'role_permission').where('row_key', '=', '[5,"legal_audit"]').execute();
    });
    await restart();
    await read(async ({ db }) => {
      expect(await db.selectFrom('role_permission').select('permission').where('role_id', '=', 5).execute()).toEqual([{ permission: 'legal_audit' }]);
      expect(await db.selectFrom('role_permission').select('permission').where('role_id', '=', ROLE_MANAGER).execute()).toEqual([{ permission: 'sys_user_view' }]);
    });
  });
});
