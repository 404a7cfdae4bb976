import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginCipherId, SessionStoreId, TokenRefresherId } from '../../contracts/workbench/Session.ts';
import { bootPlugins, type PluginHost } from '../lifecycle/index.ts';
import { coreSessionPlugin } from './coreSessionPlugin.ts';

let host: PluginHost | undefined;

beforeEach(() => localStorage.clear());

afterEach(async () => {
  vi.useRealTimers();
  await host?.stop();
  host = undefined;
});

describe('coreSessionPlugin', () => {
  it("is 'core-session', requires nothing, and binds the store, the countdown and the cipher", async () => {
    expect(coreSessionPlugin()).toMatchObject({ id: 'core-session' });
    expect(coreSessionPlugin().requires ?? []).toEqual([]);
    host = await bootPlugins([coreSessionPlugin({ channel: 'plugin-test' })]);
    expect(host.get(SessionStoreId).snapshot().accessToken).toBeNull();
    expect(host.get(TokenRefresherId).running).toBe(false);
    expect(typeof host.get(LoginCipherId).encrypt).toBe('function');
  });

  it('logs out locally even when no HTTP client is loaded, since the client is looked up only at call time', async () => {
    host = await bootPlugins([coreSessionPlugin({ channel: 'plugin-test' })]);
    const store = host.get(SessionStoreId);
    store.saveGrant({ access_token: 'a', refresh_token: 'r', expires_in: 100, token_type: 'bearer', user_info: { username: 'zhangsan', permissions: [] } });
    await expect(store.logout()).resolves.toBeUndefined();
    expect(localStorage.getItem('ronghe-access_token')).toBeNull();
  });

  it('stops the countdown when the host stops', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    host = await bootPlugins([coreSessionPlugin({ channel: 'plugin-test' })]);
    const refresher = host.get(TokenRefresherId);
    refresher.start();
    await host.stop();
    expect(refresher.running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
