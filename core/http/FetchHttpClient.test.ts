import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HttpClientId,
  NavigatorId,
  NotifierId,
  type Navigator,
  type Notifier,
} from '../../contracts/workbench/Http.ts';
import { SessionStoreId, type TokenGrant, type UserInfo, coreSessionRef } from '../../contracts/workbench/Session.ts';
import { bootPlugins, type PluginHost } from '../lifecycle/index.ts';
import { coreSessionPlugin } from '../session/coreSessionPlugin.ts';
import { coreHttpPlugin, type CoreHttpOptions } from './coreHttpPlugin.ts';
import { HttpError } from './HttpError.ts';

interface Sent {
  method: string;
  /** The full URL as the client builds it, query included. */
  url: string;
  init: RequestInit;
}

/** An answer; 'no-answer' fails as fetch does when nothing answers; 'hang' never answers until aborted. */
type Reply = { status: number; body?: unknown } | 'no-answer' | 'hang';

const grant: TokenGrant = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  expires_in: 43199,
  token_type: 'bearer',
  user_info: { username: 'zhangsan', permissions: ['sys_dept_add'] },
};

const userInfo: UserInfo = {
  sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status: '0' },
  companyId: 12,
  roles: [2],
  ifTeamAdmin: false,
  permissions: [],
};

const hosts: PluginHost[] = [];

/** Boots core-session and core-http against a fake server that answers with `reply`. */
async function boot(reply: (sent: Sent) => Reply = () => ({ status: 200, body: { code: 0, msg: null, data: null } }), options: CoreHttpOptions = {}) {
  const sent: Sent[] = [];
  const fake: typeof fetch = async (input, init = {}) => {
    const record = { method: init.method ?? 'GET', url: String(input), init };
    sent.push(record);
    const answer = reply(record);
    if (answer === 'no-answer') throw new TypeError('Failed to fetch');
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    const body = answer.body instanceof Blob ? answer.body : answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(body, { status: answer.status });
  };
  const notices: string[] = [];
  const trips: Array<{ path: string; query?: Record<string, string> }> = [];
  const notifier: Notifier = {
    error: (text) => void notices.push(text),
    success: () => undefined,
    warning: () => undefined,
    info: () => undefined,
    notify: () => undefined,
  };
  const navigator: Navigator = { go: (path, opts) => void trips.push({ path, query: opts?.query }), reload: () => undefined };
  const host = await bootPlugins(
    [coreSessionPlugin({ channel: 'http-test' }), coreHttpPlugin({ fetch: fake, ...options })],
    {
      provide(bind) {
        bind.value(NotifierId, notifier);
        bind.value(NavigatorId, navigator);
      },
    },
  );
  hosts.push(host);
  return { http: host.get(HttpClientId), session: host.get(SessionStoreId), sent, notices, trips };
}

function header(sent: Sent, name: string): string | undefined {
  return new Headers(sent.init.headers).get(name) ?? undefined;
}

beforeEach(() => localStorage.clear());

afterEach(async () => {
  vi.useRealTimers();
  for (const host of hosts.splice(0)) await host.stop();
});

describe('request settings (part 1 §7)', () => {
  it('sends credentials (the session cookies) with every call', async () => {
    const { http, sent } = await boot();
    await http.get('/admin/home/front/count');
    expect(sent[0].init.credentials).toBe('include');
  });

  it('gives up after 30000 ms without an answer, saying the server cannot be reached', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { http, notices } = await boot(() => 'hang');
    let outcome: unknown = 'pending';
    const call = http.get('/admin/home/front/count').catch((error: unknown) => (outcome = error));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(outcome).toMatchObject({ status: 0, msg: '无法连接服务器，请检查网络后重试' });
    expect(notices).toEqual(['无法连接服务器，请检查网络后重试']);
  });

  it('lets every status reach our own rules, 501 included', async () => {
    const { http, notices } = await boot(() => ({ status: 501, body: { code: 501, msg: null, data: null } }));
    await expect(http.get('/admin/home/front/count')).rejects.toMatchObject({ status: 501, msg: '系统未知错误,请反馈给管理员' });
    expect(notices).toEqual(['系统未知错误,请反馈给管理员']);
  });

  it('sends an object body as JSON', async () => {
    const { http, sent } = await boot();
    await http.post('/admin/door/insert', { doorName: '综合' });
    expect(header(sent[0], 'Content-Type')).toBe('application/json');
    expect(sent[0].init.body).toBe('{"doorName":"综合"}');
  });

  it('sends the access token as a bearer token', async () => {
    const { http, session, sent } = await boot();
    session.saveGrant(grant);
    await http.get('/admin/user/personalInfo');
    expect(header(sent[0], 'Authorization')).toBe('Bearer access-1');
  });

  it.each([
    '/admin/user/register',
    '/admin/check/username?username=li',
    '/admin/check/phone?phone=13800000002',
    '/admin/mobile/13800000000',
    '/auth/oauth/token',
    '/auth/mobile/token/sms',
  ])('sends no bearer token to %s', async (path) => {
    const { http, session, sent } = await boot();
    session.saveGrant(grant);
    await http.post(path);
    expect(header(sent[0], 'Authorization')).toBeUndefined();
  });

  it('sends the bearer token to /admin/check/phoneOtherUser, which asks about the caller', async () => {
    const { http, session, sent } = await boot();
    session.saveGrant(grant);
    await http.get('/admin/check/phoneOtherUser?phone=13800000003');
    expect(header(sent[0], 'Authorization')).toBe('Bearer access-1');
  });

  it("sends TENANT-ID '1' and the session's current company as companyId", async () => {
    const { http, session, sent } = await boot();
    session.setCompany(12);
    await http.get('/admin/home/front/count');
    expect(header(sent[0], 'TENANT-ID')).toBe('1');
    expect(header(sent[0], 'companyId')).toBe('12');
  });

  it('leaves companyId out while no company is known', async () => {
    const { http, sent } = await boot();
    await http.get('/admin/enterpriseSetting/select');
    expect(header(sent[0], 'companyId')).toBeUndefined();
  });

  it('takes the tenant from configuration', async () => {
    const { http, sent } = await boot(undefined, { tenantId: '9' });
    await http.get('/admin/enterpriseSetting/select');
    expect(header(sent[0], 'TENANT-ID')).toBe('9');
  });

  it('repeats the key for array parameters of a GET, without brackets', async () => {
    const { http, sent } = await boot();
    await http.get('/admin/ocp/msg/page', { params: { readStatus: 'false', msgType: [1, 2] } });
    expect(sent[0].url).toBe('/admin/ocp/msg/page?readStatus=false&msgType=1&msgType=2');
  });

  it('sends a form: true body as x-www-form-urlencoded', async () => {
    const { http, sent } = await boot();
    await http.post('/auth/oauth/token', { username: 'zhangsan', password: 'c2VjcmV0+/=' }, { form: true, params: { grant_type: 'password' } });
    expect(String(header(sent[0], 'Content-Type'))).toMatch(/^application\/x-www-form-urlencoded/);
    expect(String(sent[0].init.body)).toBe('username=zhangsan&password=c2VjcmV0%2B%2F%3D');
    expect(sent[0].url).toBe('/auth/oauth/token?grant_type=password');
  });
});

describe('the envelope (part 1 §7–8)', () => {
  it.each([0, '0', 200, '200', 108, '108'])('accepts body code %j as success', async (code) => {
    const { http, notices } = await boot(() => ({ status: 200, body: { code, msg: null, data: { n: 1 } } }));
    await expect(http.get('/admin/home/front/count')).resolves.toEqual({ code, msg: null, data: { n: 1 } });
    expect(notices).toEqual([]);
  });

  it('shows the msg of a 200 with any other body code and rejects', async () => {
    const { http, notices } = await boot(() => ({ status: 200, body: { code: 1, msg: '门户名称已存在', data: null } }));
    const failure = http.post('/admin/door/insert', { doorName: '综合' });
    await expect(failure).rejects.toMatchObject({ status: 200, code: 1, msg: '门户名称已存在' });
    expect(notices).toEqual(['门户名称已存在']);
  });
});

describe('the error catalogue (part 1 §8)', () => {
  it.each([
    [401, '当前操作没有权限'],
    [403, '当前操作没有权限'],
    [404, '资源不存在'],
    [417, '未绑定登录账号，请使用密码登录后绑定'],
    [423, '演示环境不能操作，如需了解联系管理员'],
    [426, '账号不存在或密码错误'],
    [428, '验证码错误或已失效，请重新获取'],
    [429, '请求过频繁'],
    [479, '演示环境，没有权限操作'],
    [500, '系统未知错误,请反馈给管理员'],
    [502, '系统未知错误,请反馈给管理员'],
  ])('shows status %i without a server msg as %s', async (status, message) => {
    const { http, notices } = await boot(() => ({ status, body: { code: status, msg: null, data: null } }));
    await expect(http.get('/admin/ocp/notice/1')).rejects.toMatchObject({ status, msg: message });
    expect(notices).toEqual([message]);
  });

  it('says the server cannot be reached when no answer comes at all, not the duplicate-request text of status 000', async () => {
    const { http, notices } = await boot(() => 'no-answer');
    await expect(http.get('/admin/ocp/notice/1')).rejects.toMatchObject({ status: 0, code: null, msg: '无法连接服务器，请检查网络后重试' });
    expect(notices).toEqual(['无法连接服务器，请检查网络后重试']);
  });

  it('names the configured contact in the 423 message', async () => {
    const { http, notices } = await boot(() => ({ status: 423, body: {} }), { demoContact: '王经理' });
    await expect(http.post('/admin/door/update')).rejects.toBeInstanceOf(HttpError);
    expect(notices).toEqual(['演示环境不能操作，如需了解联系王经理']);
  });

  it("prefers the server's msg over the catalogue", async () => {
    const { http, notices } = await boot(() => ({ status: 404, body: { code: 404, msg: '公告已删除', data: null } }));
    await expect(http.get('/admin/ocp/notice/9')).rejects.toMatchObject({ msg: '公告已删除' });
    expect(notices).toEqual(['公告已删除']);
  });

  it('rejects a non-200 with a typed HttpError carrying status, code and msg', async () => {
    const { http } = await boot(() => ({ status: 426, body: { code: 426, msg: '用户名或密码错误', data: null } }));
    const error = await http.post('/auth/oauth/token').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ name: 'HttpError', status: 426, code: 426, msg: '用户名或密码错误', message: '用户名或密码错误' });
  });

  it("carries a refusal's data, so a form can put each field's message on its field", async () => {
    const fieldErrors = [{ key: 'reason', message: '请填写事由' }];
    const { http } = await boot(() => ({ status: 400, body: { code: 400, msg: '表单校验未通过', data: { fieldErrors } } }));
    const error = await http.post('/form/designed/operate/startProcessInst').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, msg: '表单校验未通过', data: { fieldErrors } });
  });

  it('rejects a silent call without showing anything', async () => {
    const { http, notices } = await boot(() => ({ status: 500, body: { code: 500, msg: '数据库不可用', data: null } }));
    await expect(http.get('/admin/home/front/count', { silent: true })).rejects.toMatchObject({ status: 500 });
    expect(notices).toEqual([]);
  });

  it('rejects a cancelled call as cancelled, without a notice', async () => {
    const { http, notices } = await boot();
    const controller = new AbortController();
    controller.abort();
    const error = await http.get('/admin/home/front/count', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(notices).toEqual([]);
  });
});

describe('downloads', () => {
  it('answers a Blob without judging an envelope', async () => {
    const { http } = await boot(() => ({ status: 200, body: new Blob(['%PDF']) }));
    const blob = await http.download('/admin/sys-file/bucket/a.pdf');
    expect(await blob.text()).toBe('%PDF');
  });

  it('shows the msg a failed download carries in its JSON body', async () => {
    const { http, notices } = await boot(() => ({ status: 404, body: new Blob([JSON.stringify({ code: 404, msg: '文件不存在' })]) }));
    await expect(http.download('/admin/sys-file/bucket/gone.pdf')).rejects.toMatchObject({ status: 404, msg: '文件不存在' });
    expect(notices).toEqual(['文件不存在']);
  });
});

describe('session invalidation (part 1 §4)', () => {
  it('clears the session on a 401 and goes to /login?source=invalidToken after 0.5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { http, session, trips } = await boot(() => ({ status: 401, body: { code: 401, msg: null, data: null } }));
    session.saveGrant(grant);
    session.saveUserInfo(userInfo);
    document.cookie = 'curCompanyId=12; path=/';
    await expect(http.get('/admin/user/personalInfo')).rejects.toMatchObject({ status: 401 });
    expect(session.snapshot().accessToken).toBeNull();
    expect(document.cookie).not.toContain('curCompanyId=');
    vi.advanceTimersByTime(499);
    expect(trips).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(trips).toEqual([{ path: '/login', query: { source: 'invalidToken' } }]);
  });

  it('goes to /login?source=loggedOut when the 401 follows the user’s own logout (another tab’s): no 登录已失效 (issue 26)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { http, session, trips } = await boot(() => ({ status: 401, body: { code: 401, msg: null, data: null } }));
    session.saveGrant(grant);
    session.saveUserInfo(userInfo);
    await session.logout();
    await expect(http.get('/admin/user/personalInfo')).rejects.toMatchObject({ status: 401 });
    vi.advanceTimersByTime(500);
    expect(trips).toEqual([{ path: '/login', query: { source: 'loggedOut' } }]);
  });

  it('redirects and notifies once when many calls fail with 401 together', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { http, session, trips, notices } = await boot(() => ({ status: 401, body: { code: 401, msg: null, data: null } }));
    session.saveGrant(grant);
    const calls = ['/admin/home/front/count', '/admin/home/front/msgCount', '/admin/ocp/todo/myTodoPage'].map((url) => http.get(url));
    for (const call of calls) await expect(call).rejects.toBeInstanceOf(HttpError);
    vi.advanceTimersByTime(2000);
    expect(trips).toHaveLength(1);
    expect(notices).toEqual(['当前操作没有权限']);
  });

  it('redirects again after a new login has been saved', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { http, session, trips } = await boot(() => ({ status: 401, body: {} }));
    session.saveGrant(grant);
    await http.get('/admin/home/front/count').catch(() => undefined);
    vi.advanceTimersByTime(500);
    session.saveGrant({ ...grant, access_token: 'access-2' });
    await http.get('/admin/home/front/count').catch(() => undefined);
    vi.advanceTimersByTime(500);
    expect(trips).toHaveLength(2);
    expect(session.snapshot().accessToken).toBeNull();
  });

  it("does not send a logging-out user to /login when the logout call's own token is refused", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { session, trips, sent } = await boot(() => ({ status: 401, body: {} }));
    session.saveGrant(grant);
    await session.logout();
    vi.advanceTimersByTime(2000);
    expect(sent.map((s) => s.url)).toEqual(['/auth/token/logout']);
    expect(trips).toEqual([]);
  });
});

describe('hooks', () => {
  it('exposes a frozen hooks object that plugins can tap but not call', async () => {
    const { http } = await boot();
    expect(Object.isFrozen(http.hooks)).toBe(true);
    expect(Object.isFrozen(http.hooks.beforeRequest)).toBe(true);
    expect('promise' in http.hooks.beforeRequest).toBe(false);
    expect('call' in http.hooks.error).toBe(false);
  });

  it('lets beforeRequest taps change a request after the session headers are set', async () => {
    const { http, session, sent } = await boot();
    session.saveGrant(grant);
    let seenAuthorization: string | undefined;
    http.hooks.beforeRequest.tap('test:trace', (request) => {
      seenAuthorization = request.headers.Authorization;
      return { ...request, headers: { ...request.headers, 'X-Trace': 'trace-1' } };
    });
    await http.get('/admin/home/front/count');
    expect(seenAuthorization).toBe('Bearer access-1');
    expect(header(sent[0], 'X-Trace')).toBe('trace-1');
  });

  it('calls the error hook with each message it shows, and not for silent calls', async () => {
    const { http } = await boot(() => ({ status: 404, body: {} }));
    const seen: Array<[string, number]> = [];
    http.hooks.error.tap('test:record', (message, status) => void seen.push([message, status]));
    await http.get('/admin/ocp/notice/1').catch(() => undefined);
    await http.get('/admin/ocp/notice/2', { silent: true }).catch(() => undefined);
    expect(seen).toEqual([['资源不存在', 404]]);
  });
});

describe('coreHttpPlugin', () => {
  it("is 'core-http' and cannot boot without core-session", () => {
    expect(coreHttpPlugin()).toMatchObject({ id: 'core-http', requires: [coreSessionRef] });
    return expect(bootPlugins([coreHttpPlugin()])).rejects.toThrow('插件 core-http 依赖的插件 core-session 未加载');
  });
});
