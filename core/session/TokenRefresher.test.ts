import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionStoreId, TokenRefresherId, type TabLocks, type TokenGrant } from '../../contracts/workbench/Session.ts';
import { coreHttpPlugin } from '../http/coreHttpPlugin.ts';
import { bootPlugins, type PluginHost } from '../lifecycle/index.ts';
import { coreSessionPlugin } from './coreSessionPlugin.ts';

const grant = (expiresIn: number): TokenGrant => ({
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  expires_in: expiresIn,
  token_type: 'bearer',
  user_info: { username: 'zhangsan', permissions: [] },
});

const renewed: TokenGrant = { access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 43199, token_type: 'bearer', user_info: { username: 'zhangsan', permissions: [] } };

const hosts: PluginHost[] = [];

/** One lock for every tab, granted in request order, as the browser's Web Locks are. */
class QueuedLocks implements TabLocks {
  #tail: Promise<unknown> = Promise.resolve();
  request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
    const run = this.#tail.then(callback);
    this.#tail = run.catch(() => undefined);
    return run;
  }
}

interface TokenEndpoint {
  calls: string[];
  pending: Array<(grant: TokenGrant) => void>;
}

/** The session and HTTP plugins (one tab) against a token endpoint whose answers the test releases by hand. */
async function boot(endpoint: TokenEndpoint = { calls: [], pending: [] }, locks?: TabLocks) {
  const { calls, pending } = endpoint;
  const fake: typeof fetch = (input, init = {}) => {
    calls.push(`${init.method ?? 'GET'} ${String(input)}`);
    return new Promise((resolve) => pending.push((data) => resolve(new Response(JSON.stringify({ code: 0, msg: null, data }), { status: 200 }))));
  };
  const host = await bootPlugins([coreSessionPlugin({ channel: 'refresher-test', locks }), coreHttpPlugin({ fetch: fake })]);
  hosts.push(host);
  return { session: host.get(SessionStoreId), refresher: host.get(TokenRefresherId), calls, pending };
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(async () => {
  vi.useRealTimers();
  for (const host of hosts.splice(0)) await host.stop();
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

  it('lets one of two tabs refresh when both reach the threshold, and the other takes its grant', async () => {
    const endpoint: TokenEndpoint = { calls: [], pending: [] };
    const locks = new QueuedLocks();
    const first = await boot(endpoint, locks);
    const second = await boot(endpoint, locks);
    first.session.saveGrant(grant(1010));
    second.session.reload();
    first.refresher.start();
    second.refresher.start();
    vi.advanceTimersByTime(10000);
    await vi.waitUntil(() => endpoint.pending.length === 1);
    endpoint.pending[0](renewed);
    await vi.waitUntil(() => second.session.snapshot().refreshToken === 'refresh-2');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A second call would present the rotated refresh-1, and the server would end the login.
    expect(endpoint.calls).toHaveLength(1);
    expect(first.session.snapshot()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('without Web Locks, never presents a refresh token another tab has already replaced', async () => {
    const endpoint: TokenEndpoint = { calls: [], pending: [] };
    const first = await boot(endpoint);
    const second = await boot(endpoint);
    first.session.saveGrant(grant(1010));
    second.session.reload();
    localStorage.setItem('ronghe-refresh_token', 'refresh-from-another-tab');
    second.refresher.start();
    vi.advanceTimersByTime(10000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(endpoint.calls).toEqual([]);
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
