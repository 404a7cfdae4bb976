import axios, { type AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionStoreId, TokenRefresherId, type TokenGrant } from '../../contracts/workbench/Session.ts';
import { coreHttpPlugin } from '../http/coreHttpPlugin.ts';
import { bootPlugins, type PluginHost } from '../lifecycle/index.ts';
import { coreSessionPlugin } from './coreSessionPlugin.ts';

const grant = (expiresIn: number): TokenGrant => ({
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  expires_in: expiresIn,
  user_info: { username: 'zhangsan', permissions: [] },
});

const renewed: TokenGrant = { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 43199 };

let host: PluginHost | undefined;

/** The session and HTTP plugins against a token endpoint whose answers the test releases by hand. */
async function boot() {
  const calls: string[] = [];
  const pending: Array<(grant: TokenGrant) => void> = [];
  const adapter: AxiosAdapter = (config) => {
    calls.push(`${config.method?.toUpperCase()} ${axios.getUri(config)}`);
    return new Promise((resolve) =>
      pending.push((data) => resolve({ status: 200, statusText: 'OK', headers: {}, config, data: { code: 0, msg: null, data } })),
    );
  };
  host = await bootPlugins([coreSessionPlugin({ channel: 'refresher-test' }), coreHttpPlugin({ adapter })]);
  return { session: host.get(SessionStoreId), refresher: host.get(TokenRefresherId), calls, pending };
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(async () => {
  vi.useRealTimers();
  await host?.stop();
  host = undefined;
});

describe('TokenRefresher (part 1 §4, §9)', () => {
  it('takes 10 off the remaining time every 10 s', async () => {
    const { session, refresher } = await boot();
    session.saveGrant(grant(5000));
    refresher.start();
    vi.advanceTimersByTime(9999);
    expect(session.snapshot().expiresIn).toBe(5000);
    vi.advanceTimersByTime(1);
    expect(session.snapshot().expiresIn).toBe(4990);
    vi.advanceTimersByTime(20000);
    expect(session.snapshot().expiresIn).toBe(4970);
  });

  it('refreshes with the refresh token once 1000 or less remains, and saves the new grant', async () => {
    const { session, refresher, calls, pending } = await boot();
    session.saveGrant(grant(1020));
    refresher.start();
    vi.advanceTimersByTime(10000);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(10000);
    await vi.waitUntil(() => pending.length === 1);
    expect(calls).toEqual(['POST /auth/oauth/token?grant_type=refresh_token&scope=server&refresh_token=refresh-1']);
    const saved = new Promise<void>((resolve) => session.subscribe((s) => s.accessToken === 'access-2' && resolve()));
    pending[0](renewed);
    await saved;
    expect(session.snapshot()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 43199 });
  });

  it('starts no second refresh while the first is still out', async () => {
    const { session, refresher, calls, pending } = await boot();
    session.saveGrant(grant(1000));
    refresher.start();
    vi.advanceTimersByTime(10000);
    await vi.waitUntil(() => pending.length === 1);
    vi.advanceTimersByTime(30000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(1);
  });

  it('keeps a logout made while the refresh was out', async () => {
    const { session, refresher, pending } = await boot();
    session.saveGrant(grant(1000));
    refresher.start();
    vi.advanceTimersByTime(10000);
    await vi.waitUntil(() => pending.length === 1);
    session.clear();
    pending[0](renewed);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(session.snapshot().accessToken).toBeNull();
  });

  it('does nothing while there is no session', async () => {
    const { session, refresher, calls } = await boot();
    refresher.start();
    vi.advanceTimersByTime(60000);
    expect(session.snapshot().expiresIn).toBe(0);
    expect(localStorage.getItem('ronghe-expires_in')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('runs one countdown however often it is started, and stop ends it', async () => {
    const { session, refresher } = await boot();
    session.saveGrant(grant(5000));
    refresher.start();
    refresher.start();
    vi.advanceTimersByTime(10000);
    expect(session.snapshot().expiresIn).toBe(4990);
    refresher.stop();
    expect(refresher.running).toBe(false);
    vi.advanceTimersByTime(10000);
    expect(session.snapshot().expiresIn).toBe(4990);
  });
});
