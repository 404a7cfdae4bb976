import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoSeed, migrateToLatest } from '../../app/ServerSchema.ts';
import { openDatabase, type DatabaseHandle } from '../../db/Database.ts';
import { PasswordHasher } from '../../security/PasswordHasher.ts';
import { DEMO_PASSWORD } from './OrgDemoRows.ts';

describe('the demo seed on SQLite', () => {
  let handle: DatabaseHandle;

  beforeEach(async () => {
    handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    await migrateToLatest(handle);
  });
  afterEach(() => handle.close());

  it('inserts everything once and nothing the second time', async () => {
    const first = await demoSeed(handle).run();
    expect(first.inserted.sys_user).toBe(15);
    const second = await demoSeed(handle).run();
    expect(Object.entries(second.inserted).filter(([, n]) => n > 0)).toEqual([]);
  });

  it('keeps what users changed since', async () => {
    await demoSeed(handle).run();
    await handle.db.updateTable('message').set({ read_status: 1 }).where('id', '=', 1).execute();
    await handle.db.deleteFrom('todo').where('id', '=', 1).execute();
    await demoSeed(handle).run();
    expect((await handle.db.selectFrom('message').select('read_status').where('id', '=', 1).executeTakeFirstOrThrow()).read_status).toBe(1);
    // Seeded once (issue 22): a deleted row stays deleted at the next start.
    expect(await handle.db.selectFrom('todo').select('id').where('id', '=', 1).executeTakeFirst()).toBeUndefined();
  });

  it('stores the demo password only as an scrypt hash', async () => {
    await demoSeed(handle).run();
    const users = await handle.db.selectFrom('sys_user').select(['username', 'password_hash']).execute();
    expect(users.every((u) => u.password_hash.startsWith('scrypt$') && !u.password_hash.includes(DEMO_PASSWORD))).toBe(true);
    const admin = users.find((u) => u.username === 'admin')!;
    expect(await new PasswordHasher().verify(DEMO_PASSWORD, admin.password_hash)).toBe(true);
  });

  it('has the people the spec’s journeys need', async () => {
    await demoSeed(handle).run();
    const db = handle.db;
    const admin = await db.selectFrom('sys_user').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ username: 'admin', chinese_name: '系统管理员', status: '0' });
    const adminRoles = await db.selectFrom('user_role').select('role_id').where('user_id', '=', 1).execute();
    expect(adminRoles.map((r) => r.role_id)).toContain(3);
    const names = (await db.selectFrom('sys_user').select(['username', 'chinese_name']).execute()).map((u) => `${u.username}:${u.chinese_name}`);
    expect(names).toEqual(expect.arrayContaining(['zhangsan:张三', 'lisi:李四', 'wangwu:王五', 'zhaoliu:赵六', 'sunqi:孙七']));
    const sunqi = await db.selectFrom('user_company').select('company_id').where('user_id', '=', 6).execute();
    expect(sunqi.map((m) => m.company_id).sort()).toEqual([1, 2]);
    expect((await db.selectFrom('sys_user').select('status').where('username', '=', 'zhouba').executeTakeFirstOrThrow()).status).toBe('1');
  });

  it('builds both companies with departments three levels deep', async () => {
    await demoSeed(handle).run();
    const companies = await handle.db.selectFrom('company').select('name').orderBy('id').execute();
    expect(companies.map((c) => c.name)).toEqual(['融合科技有限公司', '融合教育集团']);
    for (const companyId of [1, 2]) {
      const deepest = await handle.db.selectFrom('dept').select((eb) => eb.fn.max('depth').as('d')).where('company_id', '=', companyId).executeTakeFirstOrThrow();
      expect(deepest.d, `company ${companyId}`).toBeGreaterThanOrEqual(2);
    }
    const tech = await handle.db.selectFrom('dept').select((eb) => eb.fn.max('depth').as('d')).where('company_id', '=', 1).executeTakeFirstOrThrow();
    expect(tech.d).toBe(3);
  });
});
