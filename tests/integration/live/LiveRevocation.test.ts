import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, testConfig } from '../TestServer.ts';
import { RawStompSocket } from './RawStompSocket.ts';

/** Demo org user ids (server/modules/org/OrgDemoRows.ts). */
const USER = { zhangsan: 2, lisi: 3, wangwu: 4, zhaoliu: 5 };
const ACCESS_TOKEN_MS = 12 * 3600 * 1000;

/**
 * Logout, revocation, expiry and disabling a user reach open live connections: the server
 * re-checks every connection's token (here every 50 ms) and ends those whose token no longer
 * authenticates with an ERROR frame and a close.
 */
describe('a token that stops authenticating closes its live connections', () => {
  let api: TestServer;
  let baseUrl: string;
  let now = Date.parse('2026-03-02T09:00:00+08:00');
  const sockets: RawStompSocket[] = [];

  async function connect(token: string, userId: number): Promise<RawStompSocket> {
    const { raw, answer } = await RawStompSocket.connect(baseUrl, token);
    sockets.push(raw);
    expect(answer.command).toBe('CONNECTED');
    raw.send(`SUBSCRIBE\nid:msg\ndestination:/admin/${userId}/msg\nreceipt:subscribed\n\n\0`);
    await raw.next('RECEIPT');
    return raw;
  }

  /** The connection still answers: a ping with a receipt comes back. */
  async function stillOpen(raw: RawStompSocket): Promise<void> {
    raw.send('SEND\ndestination:/test\nreceipt:alive\n\n\0');
    expect((await raw.next('RECEIPT')).header('receipt-id')).toBe('alive');
  }

  beforeAll(async () => {
    api = await TestServer.start({ config: testConfig({ LIVE_TOKEN_CHECK_MS: '50' }), clock: { now: () => now } });
    baseUrl = await api.server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await api.close();
  });

  it('logout closes every tab of that login, and only those', async () => {
    const token = (await api.login('zhangsan')).access_token;
    const tabs = [await connect(token, USER.zhangsan), await connect(token, USER.zhangsan)];
    const otherLogin = await connect((await api.login('zhangsan')).access_token, USER.zhangsan);
    const logout = await api.post('/auth/token/logout', { token });
    expect(logout.status).toBe(200);
    for (const tab of tabs) expect(await tab.refusal()).toEqual({ message: '登录已失效', code: 1008 });
    await stillOpen(otherLogin);
  });

  it('disabling the user (sys_user.status 1) closes the user’s connections', async () => {
    const lisi = await connect((await api.login('lisi')).access_token, USER.lisi);
    const wangwu = await connect((await api.login('wangwu')).access_token, USER.wangwu);
    await api.server.database.db.updateTable('sys_user').set({ status: '1' }).where('id', '=', USER.lisi).execute();
    expect(await lisi.refusal()).toEqual({ message: '登录已失效', code: 1008 });
    await stillOpen(wangwu);
  });

  it('an access token past its expiry closes its connection', async () => {
    const zhaoliu = await connect((await api.login('zhaoliu')).access_token, USER.zhaoliu);
    await stillOpen(zhaoliu);
    now += ACCESS_TOKEN_MS + 1000;
    expect(await zhaoliu.refusal()).toEqual({ message: '登录已失效', code: 1008 });
    // A fresh login at the new time connects and stays: only the expired token was let go.
    const fresh = await connect((await api.login('zhaoliu')).access_token, USER.zhaoliu);
    await stillOpen(fresh);
  });
});
