import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type RongheServer } from '../../server/app/Server.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/Database.ts';
import { DEMO_PASSWORD } from '../../server/modules/org/OrgDemoRows.ts';
import { PostgresServer } from '../setup/PostgresServer.ts';
import { ContractAssert } from './ContractAssert.ts';
import { encryptPassword, testConfig } from './TestServer.ts';
import { demoSeed, migrateToLatest, schemaMigrations } from '../../server/app/ServerSchema.ts';

const contract = new ContractAssert();

const TABLES = ['company', 'dept', 'sys_user', 'user_company', 'role', 'user_role', 'menu', 'dict_item', 'message', 'todo', 'website_news'] as const;

async function rowCounts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await handle.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    counts[table] = row.n;
  }
  return counts;
}

describe('on PostgreSQL', () => {
  let postgres: PostgresServer;

  beforeAll(async () => {
    postgres = await PostgresServer.start();
  });
  afterAll(async () => {
    await postgres?.stop();
  });

  it('runs the same migrations and an idempotent seed, twice', async () => {
    const handle = openDatabase({ databaseUrl: await postgres.createDatabase(), dataDir: '' });
    try {
      expect(handle.dialect).toBe('postgres');
      expect((await migrateToLatest(handle)).applied).toEqual(Object.keys(schemaMigrations('postgres')));
      const first = await demoSeed(handle).run();
      expect(first.inserted.sys_user).toBeGreaterThanOrEqual(12);
      const counts = await rowCounts(handle);

      expect((await migrateToLatest(handle)).applied).toEqual([]);
      const second = await demoSeed(handle).run();
      expect(Object.values(second.inserted).every((n) => n === 0)).toBe(true);
      expect(await rowCounts(handle)).toEqual(counts);

      // The identity sequences moved past the seed's fixed ids: new rows get fresh ones.
      const inserted = await handle.db
        .insertInto('message')
        .values({ user_id: 2, company_id: 1, msg_title: '新消息', msg_type: 1, open_mode: 1, read_status: 0, create_time: '2026-02-01 10:00:00', deleted: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(inserted.id).toBeGreaterThan(counts.message);
      // bigint columns come back as numbers, as on SQLite.
      const flags = await handle.db.selectFrom('todo').select(['todo_complete', 'id']).where('id', '=', 4).executeTakeFirstOrThrow();
      expect(flags).toEqual({ todo_complete: 1, id: 4 });
    } finally {
      await handle.close();
    }
  });

  it('never sets an id sequence back when a seed runs again beside a running instance (a restart in a cluster)', async () => {
    const handle = openDatabase({ databaseUrl: await postgres.createDatabase(), dataDir: '' });
    const message = { user_id: 2, company_id: 1, msg_title: '新消息', msg_type: 1, open_mode: 1, read_status: 0, create_time: '2026-02-01 10:00:00', deleted: 0 };
    try {
      await migrateToLatest(handle);
      await demoSeed(handle).run();
      // Another instance's insert holds the next id, not yet committed, while this one starts and seeds.
      let commit!: () => void;
      const held = new Promise<void>((resolve) => (commit = resolve));
      let taken!: () => void;
      const inserting = new Promise<void>((resolve) => (taken = resolve));
      const running = handle.db.transaction().execute(async (tx) => {
        await tx.insertInto('message').values(message).execute();
        taken();
        await held;
      });
      await inserting;
      await demoSeed(handle).run();
      commit();
      await running;
      await expect(handle.db.insertInto('message').values(message).execute()).resolves.toBeDefined();
    } finally {
      await handle.close();
    }
  });

  describe('a server using it', () => {
    let server: RongheServer;
    let base: string;

    /** Real HTTP, with every answer checked against its contract like the in-process tests. */
    const http = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(`${base}${url}`, init);
      const body = await response.json();
      contract.check(init.method ?? 'GET', url, { status: response.status, body });
      return { status: response.status, data: body.data };
    };

    beforeAll(async () => {
      server = await buildServer(testConfig({ DATABASE_URL: await postgres.createDatabase(), PORT: '0', HOST: '127.0.0.1' }));
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const address = server.app.server.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    afterAll(async () => {
      await server?.close();
    });

    it('logs in over HTTP and serves the user info and counters', async () => {
      const login = await http('/auth/oauth/token?grant_type=password&scope=server', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'zhangsan', password: encryptPassword(DEMO_PASSWORD) }),
      });
      expect(login.status).toBe(200);
      const grant = login.data;
      expect(grant.expires_in).toBe(43200);

      const headers = { authorization: `Bearer ${grant.access_token}` };
      const info = await http('/admin/user/info', { headers });
      expect(info.data).toMatchObject({ companyId: 1, sysUser: { username: 'zhangsan', chineseName: '张三' } });
      const count = await http('/admin/home/front/count', { headers });
      // 张三 started two demo contracts and one demo reimbursement.
      expect(count.data).toEqual({ msg: 3, todo: 3, complete: 0, create: 3, copy: 0 });
      const found = await http(`/admin/addressBook/user/fullList?keyword=${encodeURIComponent('张')}`, { headers });
      expect(found.data.records.map((r: { username: string }) => r.username)).toEqual(['zhangsan']);
      const literal = await http('/admin/addressBook/user/fullList?keyword=%25', { headers });
      expect(literal.data.total).toBe(0);

      const wrong = await http('/auth/oauth/token?grant_type=password', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'zhangsan', password: encryptPassword('nope') }),
      });
      expect(wrong.status).toBe(426);
    });

    it('adds departments and sends a member message on PostgreSQL: parallel same-name additions under one parent make one department', async () => {
      const login = await http('/auth/oauth/token?grant_type=password', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'lisi', password: encryptPassword(DEMO_PASSWORD) }),
      });
      const headers = { authorization: `Bearer ${login.data.access_token}`, 'content-type': 'application/json' };
      // The demo rows carry fixed ids: a new department must get a fresh one from the sequence.
      const added = await Promise.all(
        [1, 2, 3].map(() => http('/admin/addressBook/dept', { method: 'POST', headers, body: JSON.stringify({ name: '架构组', parentId: 13 }) })),
      );
      expect(added.map((a) => a.status).sort()).toEqual([200, 400, 400]);
      expect(added.find((a) => a.status === 200)!.data.id).toBeGreaterThan(27);
      const sent = await http('/admin/ocp/msg/send', { method: 'POST', headers, body: JSON.stringify({ userId: 2, content: '你好' }) });
      expect(sent.status).toBe(200);
    });

    it('keeps the audit log on PostgreSQL: the one department added above, the logins, searched literally and paged', async () => {
      const login = await http('/auth/oauth/token?grant_type=password', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'admin', password: encryptPassword(DEMO_PASSWORD) }),
      });
      const headers = { authorization: `Bearer ${login.data.access_token}` };
      const added = await http(`/admin/audit/page?subject=dept&keyword=${encodeURIComponent('架构组')}`, { headers });
      expect(added.data.records.map((e: { username: string; action: string }) => [e.username, e.action])).toEqual([['lisi', 'create']]);
      expect((await http('/admin/audit/page?keyword=%25', { headers })).data.total).toBe(0);
      const logins = await http('/admin/audit/page?subject=login&size=1&current=2', { headers });
      expect(logins.data).toMatchObject({ current: 2, size: 1 });
      expect(logins.data.total).toBeGreaterThanOrEqual(3);
      expect(logins.data.records).toHaveLength(1);
    });

    it('serves the workbench on PostgreSQL: the demo applications and centre, a user’s order and marks', async () => {
      const login = await http('/auth/oauth/token?grant_type=password', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'lisi', password: encryptPassword(DEMO_PASSWORD) }),
      });
      const headers = { authorization: `Bearer ${login.data.access_token}`, 'content-type': 'application/json' };
      const apps = await http('/application/appIns/list', { headers });
      const ids = apps.data.map((app: { id: number }) => app.id);
      expect(ids).toHaveLength(8);
      // The upserts of the order and the mark (on conflict … do update) on PostgreSQL.
      for (let round = 0; round < 2; round++) {
        expect((await http('/application/appIns/changeSort', { method: 'POST', headers, body: JSON.stringify({ ids: [...ids].reverse() }) })).data).toBe(true);
      }
      expect((await http('/application/appCommonUse', { method: 'POST', headers, body: JSON.stringify({ appinsId: ids[0], commonUse: true }) })).data).toBe(true);
      const after = await http('/application/appIns/list', { headers });
      expect(after.data.map((app: { id: number }) => app.id)).toEqual([...ids].reverse());
      expect(after.data.find((app: { id: number }) => app.id === ids[0]).commonUse).toBe(true);
      const centre = await http('/application/submodule/centerList', { headers });
      expect(centre.data.map((s: { name: string }) => s.name)).toEqual(['合同审批', '我的待办', '我发起的', '我的已办', '费用报销审批']);
    });

    it('keeps a 网盘 on PostgreSQL: sizes (bigint) as numbers, search (strpos), a clash, a recursive delete', async () => {
      const login = await http('/auth/oauth/token?grant_type=password', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'wangwu', password: encryptPassword(DEMO_PASSWORD) }),
      });
      const token = { authorization: `Bearer ${login.data.access_token}` };
      const json = { ...token, 'content-type': 'application/json' };
      const folder = await http('/admin/disk/folder', { method: 'POST', headers: json, body: JSON.stringify({ name: '报表_100%' }) });
      expect(folder.status).toBe(200);
      expect((await http('/admin/disk/folder', { method: 'POST', headers: json, body: JSON.stringify({ name: '报表_100%' }) })).status).toBe(409);
      const body = new FormData();
      body.append('file', new Blob(['一二三']), '季度.txt');
      const sent = await http(`/admin/disk/upload?parentId=${folder.data.id}&path=${encodeURIComponent('子/季度.txt')}`, { method: 'POST', headers: token, body });
      expect(sent.data).toMatchObject({ name: '季度.txt', size: 9 });
      const root = await http(`/admin/disk/items?name=${encodeURIComponent('_100%')}`, { headers: token });
      expect(root.data.records.map((r: { name: string }) => r.name)).toEqual(['报表_100%']);
      expect(root.data.usage.used).toBe(9);
      expect((await http('/admin/disk/delete', { method: 'POST', headers: json, body: JSON.stringify({ id: folder.data.id, recursive: true }) })).status).toBe(200);
      expect((await http('/admin/disk/items', { headers: token })).data).toMatchObject({ total: 0, usage: { used: 0 } });
    });

    it('rotates the refresh token on PostgreSQL too', async () => {
      const login = await http('/auth/oauth/token?grant_type=password', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'sunqi', password: encryptPassword(DEMO_PASSWORD) }),
      });
      const grant = login.data;
      const refresh = (token: string) => http(`/auth/oauth/token?grant_type=refresh_token&refresh_token=${token}`, { method: 'POST' });
      const rotated = await refresh(grant.refresh_token);
      expect(rotated.status).toBe(200);
      const companies = await http('/admin/addressBook/dept/companysAndTodo', { headers: { authorization: `Bearer ${rotated.data.access_token}` } });
      expect(companies.data.map((c: { todoCount: number }) => c.todoCount)).toEqual([1, 2]);
      // A replayed refresh token revokes the login's whole family (0007's columns on PostgreSQL).
      expect((await refresh(grant.refresh_token)).status).toBe(401);
      const after = await http('/admin/user/info', { headers: { authorization: `Bearer ${rotated.data.access_token}` } });
      expect(after.status).toBe(401);
    });

    it('serves the public site on PostgreSQL: channel pages, a search across channels (% taken literally), a browser’s history', async () => {
      const news = await http('/website/newsinformation/page?current=2&size=10');
      expect(news.data.total).toBe(14);
      const found = await http(`/website/searchIndex?keyWord=${encodeURIComponent('出版')}&size=50`);
      expect(new Set(found.data.records.map((h: { channel: string }) => h.channel))).toEqual(new Set(['news', 'partyBuild', 'digitalPub']));
      expect((await http('/website/searchIndex?keyWord=%25')).data.total).toBe(0);
      const first = await fetch(`${base}/website/searchIndex?keyWord=${encodeURIComponent('教材')}`);
      const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0];
      for (const word of ['党建', '教材']) await http(`/website/searchIndex?keyWord=${encodeURIComponent(word)}`, { headers: { cookie } });
      const history = await http('/website/searchhistory/list', { headers: { cookie } });
      expect(history.data.records.map((r: { content: string }) => r.content)).toEqual(['教材', '党建']);
      const section = await http('/website/digitalPublishSection/getByFileId/website/section-7-2.svg');
      expect(section.data.sectionName).toBe('第二章 数字出版产业链');
    });
  });
});
