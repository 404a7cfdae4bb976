import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, encryptPassword, type Grant } from './TestServer.ts';

describe('signing in and out', () => {
  let api: TestServer;
  let now = Date.now();

  beforeAll(async () => {
    api = await TestServer.start({ clock: { now: () => now } });
  });
  afterAll(() => api.close());

  it('grants tokens for the demo password, encrypted as the web client does', async () => {
    const answer = await api.passwordGrant('zhangsan');
    expect(answer.status).toBe(200);
    const grant = answer.body.data;
    expect(grant.token_type).toBe('bearer');
    expect(grant.expires_in).toBe(12 * 3600);
    expect(grant.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(grant.refresh_token).not.toBe(grant.access_token);
    expect(grant.user_info.username).toBe('zhangsan');
  });

  it('gives the administrator the authorities of role 3', async () => {
    const grant = await api.login('admin');
    expect(grant.user_info.permissions).toContain('sys_dept_add');
    const info = await api.get<{ roles: number[]; sysUser: { chineseName: string; userId: number } }>('/admin/user/info', { token: grant.access_token });
    expect(info.body.data.sysUser).toMatchObject({ userId: 1, chineseName: '系统管理员' });
    expect(info.body.data.roles).toContain(3);
  });

  it('answers 426 for a wrong password and for an unknown account alike', async () => {
    for (const [user, password] of [['zhangsan', 'wrong-password'], ['nobody', 'Ronghe@2026']]) {
      const answer = await api.passwordGrant(user, password);
      expect(answer.status).toBe(426);
      expect(answer.body).toEqual({ code: 426, msg: '账号不存在或密码错误', data: null });
    }
  });

  it('answers 426 when the password was not encrypted with the login key', async () => {
    const answer = await api.post('/auth/oauth/token?grant_type=password', { form: { username: 'zhangsan', password: 'Ronghe@2026' } });
    expect(answer.status).toBe(426);
  });

  it('answers 400 when the grant type is missing or unknown', async () => {
    const missing = await api.post('/auth/oauth/token', { form: { username: 'zhangsan', password: encryptPassword('Ronghe@2026') } });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('grant_type');
    const unknown = await api.post('/auth/oauth/token?grant_type=magic', { form: { username: 'zhangsan', password: encryptPassword('x') } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toMatch(/^请求参数错误：grant_type/);
  });

  it('rotates tokens on refresh and refuses the old refresh token afterwards', async () => {
    const first = await api.login('lisi');
    const refreshed = await api.post<Grant>(`/auth/oauth/token?grant_type=refresh_token&scope=server&refresh_token=${first.refresh_token}`);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.refresh_token).not.toBe(first.refresh_token);
    expect(refreshed.body.data.access_token).not.toBe(first.access_token);
    const info = await api.get('/admin/user/info', { token: refreshed.body.data.access_token });
    expect(info.status).toBe(200);

    const replay = await api.post(`/auth/oauth/token?grant_type=refresh_token&scope=server&refresh_token=${first.refresh_token}`);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe(401);
  });

  it('revokes both tokens on logout', async () => {
    const grant = await api.login('wangwu');
    const logout = await api.post<boolean>('/auth/token/logout', { token: grant.access_token });
    expect(logout.status).toBe(200);
    expect(logout.body.data).toBe(true);
    expect((await api.get('/admin/user/info', { token: grant.access_token })).status).toBe(401);
    const refresh = await api.post(`/auth/oauth/token?grant_type=refresh_token&refresh_token=${grant.refresh_token}`);
    expect(refresh.status).toBe(401);
  });

  it('answers 401 with a clear message for a made-up token or none at all', async () => {
    const bad = await api.get('/admin/user/info', { token: 'not-a-token' });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ code: 401, msg: '登录已过期，请重新登录', data: null });
    const none = await api.get('/admin/home/front/count');
    expect(none.status).toBe(401);
  });

  it('lets the access token expire after 12 hours while the refresh token still works', async () => {
    const grant = await api.login('zhaoliu');
    now += 12 * 3600 * 1000 + 1000;
    try {
      expect((await api.get('/admin/user/info', { token: grant.access_token })).status).toBe(401);
      const refreshed = await api.post<Grant>(`/auth/oauth/token?grant_type=refresh_token&refresh_token=${grant.refresh_token}`);
      expect(refreshed.status).toBe(200);
      expect((await api.get('/admin/user/info', { token: refreshed.body.data.access_token })).status).toBe(200);
    } finally {
      now = Date.now();
    }
  });

  it('refuses a refresh token older than 7 days', async () => {
    const grant = await api.login('wujiu');
    now += 7 * 24 * 3600 * 1000 + 1000;
    try {
      expect((await api.post(`/auth/oauth/token?grant_type=refresh_token&refresh_token=${grant.refresh_token}`)).status).toBe(401);
    } finally {
      now = Date.now();
    }
  });

  describe('a user disabled while signed in', () => {
    let grant: Grant;
    beforeAll(async () => {
      grant = await api.login('sunqi');
      await api.server.database.db.updateTable('sys_user').set({ status: '1' }).where('username', '=', 'sunqi').execute();
    });
    afterAll(async () => {
      await api.server.database.db.updateTable('sys_user').set({ status: '0' }).where('username', '=', 'sunqi').execute();
    });

    it('still reads the user info, which says status 1', async () => {
      const info = await api.get<{ sysUser: { status: string; chineseName: string } }>('/admin/user/info', { token: grant.access_token });
      expect(info.status).toBe(200);
      expect(info.body.data.sysUser).toMatchObject({ status: '1', chineseName: '孙七' });
    });

    it('is refused everything else with 您的账号已被禁用', async () => {
      for (const url of ['/admin/home/front/count', '/admin/menu/front/getUserMenu', '/admin/addressBook/dept/companysAndTodo']) {
        const answer = await api.get(url, { token: grant.access_token });
        expect(answer.status, url).toBe(403);
        expect(answer.body).toEqual({ code: 403, msg: '您的账号已被禁用', data: null });
      }
    });

    it('can still log out, as the web app does 1.2 s after it sees the status', async () => {
      expect((await api.post('/auth/token/logout', { token: grant.access_token })).status).toBe(200);
    });
  });
});
