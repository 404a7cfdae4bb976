import { afterEach, describe, expect, it } from 'vitest';
import { TestServer, testConfig, type Grant } from './TestServer.ts';

const WRONG = 'Wrong@2026';
const ACCOUNT_LOCKED_1_MIN = '密码错误次数过多，账号已被临时锁定，请 1 分钟后再试';

/** A server with its own lock counters, on a clock the test moves. */
async function serverAt(clock: { now: number }, env: NodeJS.ProcessEnv = {}): Promise<TestServer> {
  return TestServer.start({ config: testConfig(env), clock: { now: () => clock.now } });
}

// Every wrong password costs a real scrypt (about 0.15 s, far more on a loaded machine).
describe('login throttling (brute-force detection)', () => {
  let api: TestServer | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('locks an account after 5 wrong passwords in a row, with a message that says how long', async () => {
    const clock = { now: Date.now() };
    api = await serverAt(clock);
    for (let i = 1; i <= 4; i++) expect((await api.passwordGrant('zhangsan', WRONG)).status).toBe(426);
    const fifth = await api.passwordGrant('zhangsan', WRONG);
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual({ code: 429, msg: ACCOUNT_LOCKED_1_MIN, data: null });

    // The right password is refused too while the lock lasts, and the time left counts down.
    clock.now += 30_000;
    const right = await api.passwordGrant('zhangsan');
    expect(right.status).toBe(429);
    expect(right.body.msg).toBe('密码错误次数过多，账号已被临时锁定，请 30 秒后再试');

    // Other accounts are not affected.
    expect((await api.passwordGrant('lisi')).status).toBe(200);
  });

  it('lets the lock expire, then doubles the next one', async () => {
    const clock = { now: Date.now() };
    api = await serverAt(clock, { LOGIN_MAX_FAILURES: '2' });
    for (let i = 0; i < 2; i++) await api.passwordGrant('zhangsan', WRONG);
    clock.now += 60_000;
    expect((await api.passwordGrant('zhangsan', WRONG)).status).toBe(426);
    const second = await api.passwordGrant('zhangsan', WRONG);
    expect(second.body.msg).toBe('密码错误次数过多，账号已被临时锁定，请 2 分钟后再试');
    clock.now += 120_000;
    expect((await api.passwordGrant('zhangsan')).status).toBe(200);
  });

  it('caps the doubling at the configured ceiling', async () => {
    const clock = { now: Date.now() };
    api = await serverAt(clock, { LOGIN_MAX_FAILURES: '2', LOGIN_LOCK_SECONDS: '60', LOGIN_MAX_LOCK_SECONDS: '180' });
    const locks: (string | null)[] = [];
    for (let lock = 0; lock < 4; lock++) {
      await api.passwordGrant('lisi', WRONG);
      locks.push((await api.passwordGrant('lisi', WRONG)).body.msg);
      clock.now += 15 * 60_000;
    }
    expect(locks.map((msg) => msg?.match(/请 (.*)后再试/)?.[1])).toEqual(['1 分钟', '2 分钟', '3 分钟', '3 分钟']);
  });

  it('lets through only as many of 50 parallel wrong logins as the limit allows', async () => {
    const clock = { now: Date.now() };
    api = await serverAt(clock);
    const answers = await Promise.all(Array.from({ length: 50 }, () => api!.passwordGrant('wangwu', WRONG)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 426)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(46);
    expect((await api.passwordGrant('wangwu')).status).toBe(429);
  });

  it('locks a client address that tries many accounts, for every account, while other addresses log in', async () => {
    const clock = { now: Date.now() };
    api = await serverAt(clock, { LOGIN_ADDRESS_MAX_FAILURES: '6' });
    const attacker = '203.0.113.7';
    const users = ['lisi', 'wangwu', 'nobody'];
    const statuses: number[] = [];
    // Two wrong passwords per account: no account reaches its own limit of 5.
    for (const user of [...users, ...users]) statuses.push((await api.passwordGrant(user, WRONG, attacker)).status);
    expect(statuses).toEqual([426, 426, 426, 426, 426, 429]);

    const right = await api.passwordGrant('zhouba', undefined, attacker);
    expect(right.status).toBe(429);
    expect(right.body.msg).toBe('登录失败次数过多，当前网络地址已被临时锁定，请 1 分钟后再试');
    expect((await api.passwordGrant('zhangsan', undefined, '198.51.100.2')).status).toBe(200);
  });

  it('forgets the failures of an account after a successful login', async () => {
    const clock = { now: Date.now() };
    api = await serverAt(clock);
    for (let i = 0; i < 4; i++) await api.passwordGrant('zhaoliu', WRONG);
    expect((await api.passwordGrant('zhaoliu')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await api.passwordGrant('zhaoliu', WRONG)).status).toBe(426);
  });
});

describe('disabled accounts and token revocation', () => {
  let api: TestServer | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  const refresh = (server: TestServer, token: string) => server.post<Grant>(`/auth/oauth/token?grant_type=refresh_token&scope=server&refresh_token=${token}`);

  it('gives a disabled account no token, but tells only whoever knows the password', async () => {
    api = await serverAt({ now: Date.now() });
    expect((await api.passwordGrant('zhouba', WRONG)).status).toBe(426);
    const right = await api.passwordGrant('zhouba');
    expect(right.status).toBe(403);
    expect(right.body).toEqual({ code: 403, msg: '您的账号已被禁用', data: null });
  });

  it('refuses to refresh the session of an account disabled since its login, and ends that session', async () => {
    api = await serverAt({ now: Date.now() });
    const grant = await api.login('lisi');
    await api.server.database.db.updateTable('sys_user').set({ status: '1' }).where('username', '=', 'lisi').execute();
    const refused = await refresh(api, grant.refresh_token);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('您的账号已被禁用');
    await api.server.database.db.updateTable('sys_user').set({ status: '0' }).where('username', '=', 'lisi').execute();
    expect((await api.get('/admin/user/info', { token: grant.access_token })).status).toBe(401);
  });

  it('revokes the whole token family when a rotated refresh token is used again', async () => {
    api = await serverAt({ now: Date.now() });
    const first = await api.login('zhangsan');
    const second = (await refresh(api, first.refresh_token)).body.data;
    const third = (await refresh(api, second.refresh_token)).body.data;
    expect((await api.get('/admin/user/info', { token: third.access_token })).status).toBe(200);

    // A stolen copy of the first refresh token is replayed.
    expect((await refresh(api, first.refresh_token)).status).toBe(401);
    expect((await api.get('/admin/user/info', { token: third.access_token })).status).toBe(401);
    expect((await refresh(api, third.refresh_token)).status).toBe(401);
    // Another login of the same user is a family of its own and lives on.
    const other = await api.login('zhangsan');
    expect((await api.get('/admin/user/info', { token: other.access_token })).status).toBe(200);
  });

  it('recognises a replay even after the rotated access token has expired', async () => {
    const clock = { now: Date.now() };
    api = await serverAt(clock);
    const first = await api.login('wangwu');
    const second = (await refresh(api, first.refresh_token)).body.data;
    clock.now += 10 * 60_000;
    // A login in between cleans expired rows; the rotated refresh token must survive it.
    await api.login('lisi');
    expect((await refresh(api, first.refresh_token)).status).toBe(401);
    expect((await api.get('/admin/user/info', { token: second.access_token })).status).toBe(401);
  });

  it('makes every access token of the login invalid at once on logout, also one rotated away a moment ago', async () => {
    api = await serverAt({ now: Date.now() });
    const first = await api.login('zhaoliu');
    const second = (await refresh(api, first.refresh_token)).body.data;
    // Within the rotation grace the old access token still works, for requests in flight.
    expect((await api.get('/admin/user/info', { token: first.access_token })).status).toBe(200);
    expect((await api.post('/auth/token/logout', { token: second.access_token })).status).toBe(200);
    expect((await api.get('/admin/user/info', { token: second.access_token })).status).toBe(401);
    expect((await api.get('/admin/user/info', { token: first.access_token })).status).toBe(401);
  });
});
