import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CLIENT, startDevOidcProvider } from '../../e2e/social/DevOidcProvider.mjs';
import { TestServer, testConfig, type Grant } from '../TestServer.ts';

const REDIRECT = 'http://portal.test/authredirect';

/**
 * Follows the provider's pages as a browser would, with a cookie jar: the development sign-in
 * (any password) as `login`, then the consent; returns the address it sends the browser back to.
 */
async function signInAtProvider(authorizeUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizeUrl;
  let body: string | undefined;
  for (let step = 0; step < 20; step++) {
    const answer = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      body,
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
    });
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = answer.headers.get('location');
    if (location) {
      const next = new URL(location, url).href;
      if (next.startsWith(REDIRECT)) return next;
      url = next;
      body = undefined;
      continue;
    }
    const page = await answer.text();
    const action = /action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page ${answer.status}: ${page.slice(0, 300)}`);
    url = new URL(action, url).href;
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt }).toString();
  }
  throw new Error('the provider never sent the browser back');
}

describe('social login through a real OpenID Connect provider', () => {
  let provider: Awaited<ReturnType<typeof startDevOidcProvider>>;
  let api: TestServer;
  beforeAll(async () => {
    provider = await startDevOidcProvider({ port: 0, redirectUri: REDIRECT });
    api = await TestServer.start({
      config: testConfig({
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: DEV_CLIENT.clientId,
        OIDC_CLIENT_SECRET: DEV_CLIENT.clientSecret,
        OIDC_REDIRECT_URL: REDIRECT,
      }),
    });
  });
  afterAll(async () => {
    await api?.close();
    await provider?.close();
  });

  async function callback(login: string, token?: string): Promise<{ code: string; landing: string }> {
    const authorize = await api.get<string>(`/admin/social/authorize/OIDC${token ? '?action=bind' : ''}`, { token });
    expect(authorize.status).toBe(200);
    const landing = await signInAtProvider(authorize.body.data, login);
    return { code: new URL(landing).searchParams.get('code')!, landing };
  }

  const socialGrant = (code: string, landing: string) =>
    api.post<Grant>(`/auth/mobile/token/social?mobile=OIDC@${encodeURIComponent(code)}&grant_type=mobile&redirect_url=${encodeURIComponent(landing)}`);

  it('offers the configured provider, and answers 417 for an account bound to nobody', async () => {
    expect((await api.get('/admin/social/providers')).body.data).toEqual([{ type: 'OIDC', name: '统一身份认证' }]);
    expect((await api.get('/admin/social/authorize/WX')).body).toEqual({ code: 404, msg: '未配置该第三方登录', data: null });
    const { code, landing } = await callback('alice');
    expect((await socialGrant(code, landing)).body).toEqual({ code: 417, msg: '未绑定登录账号，请使用密码登录后绑定', data: null });
  });

  it('binds the account in the personal centre, then logs its owner in with it; unbinding ends that', async () => {
    const zhangsan = await api.login('zhangsan');
    expect((await api.get('/admin/social/authorize/OIDC?action=bind')).status).toBe(401);
    const bound = await callback('alice', zhangsan.access_token);
    // Only the user who started the binding finishes it.
    const lisi = await api.login('lisi');
    expect((await api.post('/admin/social/bind/OIDC', { token: lisi.access_token, json: { code: bound.code, redirectUrl: bound.landing } })).status).toBe(400);
    const again = await callback('alice', zhangsan.access_token);
    expect((await api.post('/admin/social/bind/OIDC', { token: zhangsan.access_token, json: { code: again.code, redirectUrl: again.landing } })).body.data).toBe(true);
    // A callback is good once.
    expect((await api.post('/admin/social/bind/OIDC', { token: zhangsan.access_token, json: { code: again.code, redirectUrl: again.landing } })).status).toBe(400);
    expect((await api.get<{ socialBindings: string[] }>('/admin/user/personalInfo', { token: zhangsan.access_token })).body.data.socialBindings).toEqual(['OIDC']);

    const login = await callback('alice');
    const grant = await socialGrant(login.code, login.landing);
    expect(grant.status).toBe(200);
    expect(grant.body.data.user_info.username).toBe('zhangsan');
    // A binding's callback is no login.
    const binding = await callback('alice', zhangsan.access_token);
    expect((await socialGrant(binding.code, binding.landing)).status).toBe(400);

    // Someone else's account cannot be bound a second time.
    const taken = await callback('alice', lisi.access_token);
    expect((await api.post('/admin/social/bind/OIDC', { token: lisi.access_token, json: { code: taken.code, redirectUrl: taken.landing } })).body.msg).toBe('该第三方账号已绑定其他用户');

    expect((await api.post('/admin/social/unbind/OIDC', { token: zhangsan.access_token })).body.data).toBe(true);
    const after = await callback('alice');
    expect((await socialGrant(after.code, after.landing)).status).toBe(417);

    // The audit log has the social login under its user, and the refusal under the provider's type.
    const admin = await api.login('admin');
    const logged = (await api.get<{ records: { username: string; action: string; summary: string }[] }>('/admin/audit/page?subject=login&size=100', { token: admin.access_token })).body.data.records;
    expect(logged).toContainEqual(expect.objectContaining({ username: 'zhangsan', action: 'login', summary: '第三方账号登录成功' }));
    expect(logged).toContainEqual(expect.objectContaining({ username: 'OIDC', action: 'loginFailed', summary: '第三方账号登录失败：未绑定登录账号，请使用密码登录后绑定' }));
  });

  it('bounds the social logins under way per address: one address’s flood never stops another’s social login', async () => {
    const flooder = '203.0.113.9';
    const starts = [];
    for (let i = 0; i < 31; i++) starts.push((await api.get('/admin/social/authorize/OIDC', { remoteAddress: flooder })).status);
    expect(starts.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(starts[30]).toBe(429);
    const { code, landing } = await callback('alice');
    expect((await socialGrant(code, landing)).status).not.toBe(429);
  });
});
