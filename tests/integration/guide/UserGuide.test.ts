import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../TestServer.ts';

const GUIDE = '/admin/user/guide';

describe('the first-login guide: seen or not, per user, on the server', () => {
  let api: TestServer;

  beforeAll(async () => {
    api = await TestServer.start();
  });
  afterAll(() => api.close());

  const seen = async (token: string) => (await api.get<{ seen: boolean }>(GUIDE, { token })).body.data.seen;

  it('has every demo account the journeys use past the guide, and 郑十 not yet', async () => {
    for (const username of ['admin', 'zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'sunqi', 'wujiu']) {
      expect(await seen((await api.login(username)).access_token), username).toBe(true);
    }
    expect(await seen((await api.login('zhengshi')).access_token)).toBe(false);
  });

  it('marks the caller alone seen, for good, in every session of theirs; a second mark changes nothing', async () => {
    const zhengshi = (await api.login('zhengshi')).access_token;
    const marked = await api.post<boolean>(`${GUIDE}/seen`, { token: zhengshi });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toBe(true);
    expect((await api.post(`${GUIDE}/seen`, { token: zhengshi })).status).toBe(200);
    // Another browser is another login.
    expect(await seen((await api.login('zhengshi')).access_token)).toBe(true);
  });

  it('starts a user made later unseen, and another user’s mark leaves them so', async () => {
    const db = api.server.database.db;
    const template = await db.selectFrom('sys_user').selectAll().where('username', '=', 'qianyi').executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('sys_user')
      .values({ ...template, id: undefined, username: 'xinren', chinese_name: '新人', phone: '13800000099', email: 'xinren@ronghe.example' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_company').values({ user_id: id, company_id: 1, dept_id: 11, post: '实习生', team_admin: 0, sort: 99 }).execute();
    const newcomer = (await api.login('xinren')).access_token;
    expect(await seen(newcomer)).toBe(false);

    await api.post(`${GUIDE}/seen`, { token: (await api.login('wangwu')).access_token });
    expect(await seen(newcomer)).toBe(false);
  });

  it('asks for a login (401)', async () => {
    expect((await api.get(GUIDE)).status).toBe(401);
    expect((await api.post(`${GUIDE}/seen`)).status).toBe(401);
  });
});
