import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledCli } from '../../../cli/testing/CompiledCli.ts';
import { openDatabase } from '../../../server/db/Database.ts';
import { DEMO_PASSWORD } from '../../../server/modules/org/OrgDemoRows.ts';
import { PostgresServer } from '../../setup/PostgresServer.ts';
import { encryptPassword, TestServer, testConfig } from '../TestServer.ts';

interface DeptNode {
  id: number;
  name: string;
  children: DeptNode[];
}

const PASSWORD = 'Anzhuang#2026';

/**
 * Issue 22: a production install from an empty database to the first login — the server with
 * DEMO_DATA=off has no demo accounts, `ronghe setup` (the built CLI, as a process) makes the first
 * company and platform administrator, who logs in through the login endpoint and administers.
 */
describe('a production install: DEMO_DATA=off and ronghe setup', () => {
  let dataDir: string;
  // The CLI's environment: this data dir, a cheap scrypt, no DATABASE_URL of the test run's own.
  const cliEnv = (extra: Record<string, string | undefined> = {}) => ({ DATABASE_URL: undefined, RONGHE_ADMIN_PASSWORD: undefined, PASSWORD_HASH_COST: '10', DEMO_DATA: undefined, ...extra });
  /** The server on the data dir's SQLite file, as `ronghe serve` would open it; one process at a time owns the file. */
  const serve = async (env: Record<string, string> = {}) => {
    const config = testConfig({ DATA_DIR: dataDir, ...env });
    return TestServer.start({ config, database: openDatabase({ databaseUrl: null, dataDir }) });
  };
  const closeServer = async (api: TestServer) => {
    await api.close();
    await api.server.database.close();
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ronghe-install-'));
    await CompiledCli.ensureBuilt();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts without the demo: no demo account can log in, yet the built-in roles, menus and dictionaries are there', async () => {
    const api = await serve({ DEMO_DATA: 'off' });
    try {
      expect(api.server.startup.demo).toBe(false);
      expect((await api.passwordGrant('admin', DEMO_PASSWORD)).status).toBeGreaterThanOrEqual(400);
      const db = api.server.database.db;
      expect(await db.selectFrom('sys_user').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('company').select('id').execute()).toEqual([]);
      expect((await db.selectFrom('role').select('role_code').orderBy('id').execute()).map((r) => r.role_code)).toEqual(['ROLE_USER', 'ROLE_MANAGER', 'ROLE_ADMIN', 'ROLE_FINANCE', 'ROLE_LEGAL']);
      expect((await db.selectFrom('menu').select('id').execute()).length).toBeGreaterThan(10);
      expect((await db.selectFrom('dict_item').select('id').where('dict_type', '=', 'workflow_deploy_err_code').execute()).length).toBeGreaterThan(5);
      // Nor the modules' own demo: no process deployed, no lessons, no calendar.
      expect(await db.withTables<{ wf_definition: { id: string } }>().selectFrom('wf_definition').select('id').execute()).toEqual([]);
      expect(await db.withTables<{ classroom_item: { id: number } }>().selectFrom('classroom_item').select('id').execute()).toEqual([]);
    } finally {
      await closeServer(api);
    }
  });

  it('refuses a weak password, a missing one and a missing company, changing nothing', async () => {
    const weak = await CompiledCli.run(['setup', '--data-dir', dataDir, '--company', '安装测试有限公司'], { env: cliEnv({ RONGHE_ADMIN_PASSWORD: 'password' }), timeoutMs: 120_000 });
    expect(weak.status, weak.stderr).toBe(2);
    expect(weak.stderr).toContain('该密码为弱密码');
    const missing = await CompiledCli.run(['setup', '--data-dir', dataDir, '--company', '安装测试有限公司'], { env: cliEnv(), input: '', timeoutMs: 120_000 });
    expect(missing.status, missing.stderr).toBe(2);
    expect(missing.stderr).toContain('没有读到密码');
    const noCompany = await CompiledCli.run(['setup', '--data-dir', dataDir], { env: cliEnv({ RONGHE_ADMIN_PASSWORD: PASSWORD }) });
    expect(noCompany.status).toBe(2);
    expect(noCompany.stderr).toContain('--company');
  });

  it('creates the first company and platform administrator from a password on standard input', async () => {
    const run = await CompiledCli.run(['setup', '--data-dir', dataDir, '--company', '安装测试有限公司', '--username', 'root', '--name', '王管理'], {
      env: cliEnv(),
      input: `${PASSWORD}\n`,
      timeoutMs: 120_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('✔ 已创建单位 安装测试有限公司');
    expect(run.stdout).not.toContain(PASSWORD);
  });

  it('lets the administrator log in and administer, and keeps the demo out even when DEMO_DATA asks for it', async () => {
    const api = await serve({ DEMO_DATA: 'on' });
    try {
      expect(api.server.startup).toMatchObject({ demo: false, demoRefused: true });
      expect((await api.passwordGrant('admin', DEMO_PASSWORD)).status).toBeGreaterThanOrEqual(400);
      const grant = await api.login('root', PASSWORD);
      const token = grant.access_token;
      const info = await api.get<{ roles: number[]; companyId: number; companyAdmin: number | null }>('/admin/user/info', { token });
      expect(info.body.data.roles).toEqual(expect.arrayContaining([1, 3]));
      expect(info.body.data.companyAdmin).toBe(info.body.data.companyId);
      // 管理后台: the organisation tree of the new company, a department and a user in it.
      const tree = await api.get<DeptNode[]>('/admin/addressBook/dept/treeSelectAdmin/', { token });
      expect(tree.status).toBe(200);
      expect(tree.body.data.map((node) => node.name)).toEqual(['安装测试有限公司']);
      const dept = await api.post<DeptNode>('/admin/addressBook/dept', { token, json: { name: '综合部', parentId: tree.body.data[0].id } });
      expect(dept.status, dept.raw).toBe(200);
      const user = await api.post<{ userId: number }>('/admin/orgUser', {
        token,
        json: { username: 'xiaoli', chineseName: '小李', phone: '13900000201', deptId: dept.body.data.id, password: encryptPassword('Xiaoli@2026') },
      });
      expect(user.status, user.raw).toBe(200);
      await api.login('xiaoli', 'Xiaoli@2026');
      // The audit log, which only administrators may read.
      expect((await api.get('/admin/audit/page?current=1&size=10', { token })).status).toBe(200);
    } finally {
      await closeServer(api);
    }
  });

  it('refuses a second setup with its own exit code, before asking for a password', async () => {
    const again = await CompiledCli.run(['setup', '--data-dir', dataDir, '--company', '另一家公司'], { env: cliEnv(), input: '', timeoutMs: 120_000 });
    expect(again.status, again.stderr).toBe(8);
    expect(again.stderr).toContain('已有平台管理员，未做任何修改');
  });
});

describe('ronghe setup on PostgreSQL (DATABASE_URL)', () => {
  let postgres: PostgresServer;
  let databaseUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    [postgres] = await Promise.all([PostgresServer.start(), CompiledCli.ensureBuilt()]);
    databaseUrl = await postgres.createDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'ronghe-install-pg-'));
  });
  afterAll(async () => {
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates an empty database, creates the administrator, who logs in, and refuses a second setup', async () => {
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PASSWORD_HASH_COST: '10', RONGHE_ADMIN_PASSWORD: PASSWORD, DEMO_DATA: undefined };
    const run = await CompiledCli.run(['setup', '--company', '云端有限公司'], { env, timeoutMs: 120_000 });
    expect(run.status, run.stderr).toBe(0);
    const database = openDatabase({ databaseUrl, dataDir: '' });
    const api = await TestServer.start({ config: testConfig({ DATA_DIR: dataDir }), database });
    try {
      expect(api.server.startup.demo).toBe(false);
      const token = (await api.login('admin', PASSWORD)).access_token;
      const tree = await api.get<DeptNode[]>('/admin/addressBook/dept/treeSelectAdmin/', { token });
      expect(tree.body.data.map((node) => node.name)).toEqual(['云端有限公司']);
    } finally {
      await api.close();
      await database.close();
    }
    const again = await CompiledCli.run(['setup', '--company', '云端有限公司'], { env, timeoutMs: 120_000 });
    expect(again.status, again.stderr).toBe(8);
  });
});
