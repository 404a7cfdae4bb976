import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, testConfig } from './TestServer.ts';

const TOO_FREQUENT = { code: 429, msg: '请求过于频繁，请稍后再试', data: null };

/**
 * The per-address limits operations name in their contracts (x-ronghe-rate), with small
 * allowances: beyond them one address is answered 429, and every other address keeps its own.
 */
describe('per-address request limits', () => {
  let api: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    api = await TestServer.start({
      config: testConfig({
        RATE_ACCOUNT_CHECK_PER_MINUTE: '3',
        RATE_CAPTCHA_PER_MINUTE: '3',
        RATE_SITE_SEARCH_PER_MINUTE: '3',
        RATE_SOCIAL_START_PER_MINUTE: '3',
        RATE_USER_EXPORT_PER_MINUTE: '3',
      }),
    });
    adminToken = (await api.login('admin')).access_token;
  });
  afterAll(() => api?.close());

  async function statuses(url: string, address: string, times: number): Promise<number[]> {
    const answers: number[] = [];
    for (let i = 0; i < times; i++) answers.push((await api.get(url, { remoteAddress: address })).status);
    return answers;
  }

  it('shares one allowance among the public checks that tell whether an account or a phone exists', async () => {
    const prober = '203.0.113.10';
    expect(await statuses('/admin/check/username?username=zhangsan', prober, 2)).toEqual([200, 200]);
    expect(await statuses('/admin/check/phone?phone=13800000002', prober, 1)).toEqual([200]);
    const refused = await api.get('/admin/mobile/13800000002', { remoteAddress: prober });
    expect(refused.body).toEqual(TOO_FREQUENT);
    expect(await statuses('/admin/mobile/register/13800000099', prober, 1)).toEqual([429]);
    expect(await statuses('/admin/check/username?username=lisi', '198.51.100.10', 1)).toEqual([200]);
  });

  it('limits captcha images per address', async () => {
    expect(await statuses('/auth/code?randomStr=abcd1234', '203.0.113.11', 4)).toEqual([200, 200, 200, 429]);
    expect(await statuses('/auth/code?randomStr=efgh5678', '198.51.100.11', 1)).toEqual([200]);
  });

  it('limits site search per address', async () => {
    expect(await statuses(`/website/searchIndex?keyWord=${encodeURIComponent('通知')}`, '203.0.113.12', 4)).toEqual([200, 200, 200, 429]);
    expect(await statuses(`/website/searchIndex?keyWord=${encodeURIComponent('通知')}`, '198.51.100.12', 1)).toEqual([200]);
  });

  it('limits social login starts per address, before anything else is done for them', async () => {
    // No provider is configured here (404): each start still counts.
    expect(await statuses('/admin/social/authorize/OIDC', '203.0.113.13', 4)).toEqual([404, 404, 404, 429]);
    expect(await statuses('/admin/social/authorize/OIDC', '198.51.100.13', 1)).toEqual([404]);
  });

  it('limits user exports per address, an administrator’s too', async () => {
    // The export is a file, not JSON: asked for directly.
    const exports = async (address: string, times: number) => {
      const answers: number[] = [];
      for (let i = 0; i < times; i++) {
        answers.push((await api.server.app.inject({ method: 'GET', url: '/admin/orgUser/export', headers: { authorization: `Bearer ${adminToken}` }, remoteAddress: address })).statusCode);
      }
      return answers;
    };
    expect(await exports('203.0.113.14', 4)).toEqual([200, 200, 200, 429]);
    expect(await exports('198.51.100.14', 1)).toEqual([200]);
  });
});
