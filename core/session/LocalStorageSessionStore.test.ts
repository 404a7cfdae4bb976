import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionSnapshot, TokenGrant, UserInfo } from '../../contracts/workbench/Session.ts';
import { ContractApiClient } from '../http/ContractApiClient.ts';
import { FetchHttpClient } from '../http/FetchHttpClient.ts';
import { LocalStorageSessionStore } from './LocalStorageSessionStore.ts';
import { PrefixedStorage } from './PrefixedStorage.ts';
import { SessionCookies } from './SessionCookies.ts';
import { TabBroadcast } from './TabBroadcast.ts';

const grant: TokenGrant = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  expires_in: 43199,
  token_type: 'bearer',
  user_info: { username: 'zhangsan', permissions: ['sys_dept_add', 'sys_user_edit'] },
};

const userInfo: UserInfo = {
  sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status: '0' },
  companyId: 12,
  roles: [2],
  ifTeamAdmin: false,
  permissions: [],
};

const stores: LocalStorageSessionStore[] = [];

interface Tab {
  store: LocalStorageSessionStore;
  /** Every assignment to document.cookie, as written. */
  cookieWrites: string[];
  /** Calls that reached the server. */
  sent: Array<{ url: string; method: string; headers: Headers }>;
}

/** One browser tab: its own store, cookie jar view and channel, sharing this window's localStorage. */
function openTab(answer: 'ok' | 'down' = 'ok'): Tab {
  const cookieWrites: string[] = [];
  const cookieDocument = {
    set cookie(value: string) {
      cookieWrites.push(value);
      document.cookie = value;
    },
    get cookie() {
      return document.cookie;
    },
  } as unknown as Document;
  const sent: Array<{ url: string; method: string; headers: Headers }> = [];
  const fake: typeof fetch = async (input, init = {}) => {
    sent.push({ url: String(input), method: init.method ?? 'GET', headers: new Headers(init.headers) });
    if (answer === 'down') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ code: 0, msg: null, data: true }), { status: 200 });
  };
  const store: LocalStorageSessionStore = new LocalStorageSessionStore({
    storage: new PrefixedStorage(localStorage),
    cookies: new SessionCookies(cookieDocument),
    broadcast: new TabBroadcast('session-store-test'),
    api: () => new ContractApiClient(client),
  });
  const client = new FetchHttpClient({ session: () => store, notifier: () => undefined, navigator: () => undefined, fetch: fake });
  stores.push(store);
  return { store, cookieWrites, sent };
}

function nextChange(store: LocalStorageSessionStore): Promise<SessionSnapshot> {
  return new Promise((resolve) => {
    const stop = store.subscribe((snapshot) => {
      stop();
      resolve(snapshot);
    });
  });
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = 'curCompanyId=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

describe('LocalStorageSessionStore', () => {
  it('keeps tokens, expiry and user info in localStorage under the ronghe- prefix', () => {
    const { store } = openTab();
    store.saveGrant(grant);
    store.saveUserInfo(userInfo);
    expect(localStorage.getItem('ronghe-access_token')).toBe('access-1');
    expect(localStorage.getItem('ronghe-refresh_token')).toBe('refresh-1');
    expect(localStorage.getItem('ronghe-expires_in')).toBe('43199');
    expect(JSON.parse(localStorage.getItem('ronghe-user_info') ?? 'null')).toEqual(grant.user_info);
    expect(JSON.parse(localStorage.getItem('ronghe-userInfo') ?? 'null')).toEqual(userInfo);
    expect(localStorage.getItem('ronghe-companyId')).toBe('12');
  });

  it('reads a session saved before the page loaded', () => {
    openTab().store.saveGrant(grant);
    const reopened = openTab().store;
    expect(reopened.snapshot()).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn: 43199 });
  });

  it('sets the curCompanyId cookie on path / and never puts the access token in a script-readable cookie', () => {
    const { store, cookieWrites } = openTab();
    store.saveGrant(grant);
    store.setCompany(15);
    expect(cookieWrites).toEqual(['curCompanyId=15; path=/']);
    expect(document.cookie).not.toContain('access-1');
    expect(document.cookie).toContain('curCompanyId=15');
  });

  it('builds the permission map from user_info.permissions', () => {
    const { store } = openTab();
    store.saveGrant(grant);
    expect(store.snapshot().permissions).toEqual({ sys_dept_add: true, sys_user_edit: true });
  });

  it("lets the user info's permissions, when it carries any, replace the login's", () => {
    const { store } = openTab();
    store.saveGrant(grant);
    store.saveUserInfo({ ...userInfo, permissions: ['sys_dept_add'] });
    expect(store.snapshot().permissions).toEqual({ sys_dept_add: true });
  });

  it("keeps the user info's permissions when a refresh grant comes with the login's", () => {
    const { store } = openTab();
    store.saveGrant(grant);
    store.saveUserInfo({ ...userInfo, permissions: ['sys_dept_add'] });
    store.saveGrant({ ...grant, access_token: 'access-2', refresh_token: 'refresh-2', expires_in: 43199, token_type: 'bearer', user_info: { username: 'zhangsan', permissions: [] } });
    expect(store.snapshot()).toMatchObject({ accessToken: 'access-2', permissions: { sys_dept_add: true } });
  });

  it("adopts the user info's company only while no company has been chosen", () => {
    const { store } = openTab();
    store.saveUserInfo(userInfo);
    expect(store.snapshot().companyId).toBe(12);
    store.setCompany(15);
    store.saveUserInfo(userInfo);
    expect(store.snapshot().companyId).toBe(15);
  });

  it('counts as logged in only with both an access token and user info', () => {
    const { store } = openTab();
    store.saveGrant(grant);
    expect(store.isLoggedIn).toBe(false);
    store.saveUserInfo(userInfo);
    expect(store.isLoggedIn).toBe(true);
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const { store } = openTab();
    const seen: Array<string | null> = [];
    const stop = store.subscribe((snapshot) => seen.push(snapshot.accessToken));
    store.saveGrant(grant);
    store.clear();
    stop();
    store.saveGrant(grant);
    expect(seen).toEqual(['access-1', null]);
  });

  it('clears every ronghe- key and both cookies, and leaves other keys alone', () => {
    const { store, cookieWrites } = openTab();
    store.saveGrant(grant);
    store.saveUserInfo(userInfo);
    localStorage.setItem('ronghe-tabs', '[]');
    localStorage.setItem('other-app', 'kept');
    store.clear();
    expect(Object.keys(localStorage)).toEqual(['other-app']);
    expect(cookieWrites.slice(-2)).toEqual([
      'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT',
      'curCompanyId=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
    expect(document.cookie).toBe('');
    expect(store.snapshot()).toMatchObject({ accessToken: null, userInfo: null, companyId: null, permissions: {} });
  });

  it('logs out by clearing everything and calling POST /auth/token/logout with the old token', async () => {
    const { store, sent } = openTab();
    store.saveGrant(grant);
    await store.logout();
    expect(sent.map((call) => [call.method, call.url, call.headers.get('Authorization')])).toEqual([
      ['POST', '/auth/token/logout', 'Bearer access-1'],
    ]);
    expect(localStorage.getItem('ronghe-access_token')).toBeNull();
  });

  it('clears the local session even when the server cannot be reached on logout', async () => {
    const { store, sent } = openTab('down');
    store.saveGrant(grant);
    await expect(store.logout()).resolves.toBeUndefined();
    expect(sent).toHaveLength(1);
    expect(store.snapshot().accessToken).toBeNull();
  });
});

describe('sharing the session across tabs (ronghe-session channel)', () => {
  it("updates another tab's store and tells its subscribers about a login", async () => {
    const first = openTab().store;
    const second = openTab().store;
    const seen = nextChange(second);
    first.saveGrant(grant);
    expect((await seen).accessToken).toBe('access-1');
    expect(second.snapshot().permissions).toEqual({ sys_dept_add: true, sys_user_edit: true });
  });

  it('logs the other tabs out when one tab logs out', async () => {
    const first = openTab().store;
    const second = openTab().store;
    first.saveGrant(grant);
    await nextChange(second);
    const seen = nextChange(second);
    await first.logout();
    expect((await seen).accessToken).toBeNull();
    expect(second.isLoggedIn).toBe(false);
  });

  it('marks a logout as the user’s own in every tab, through a 401’s clear there, until the next login (issue 26)', async () => {
    const first = openTab().store;
    const second = openTab().store;
    first.saveGrant(grant);
    await nextChange(second);
    expect(second.snapshot().endedByLogout).toBeUndefined();
    const seen = nextChange(second);
    await first.logout();
    expect((await seen).endedByLogout).toBe(true);
    // The other tab's request met the revoked token: its own clear keeps the user's reason.
    second.clear();
    expect(second.snapshot().endedByLogout).toBe(true);
    second.saveGrant(grant);
    expect(second.snapshot().endedByLogout).toBeUndefined();
    // A clear after an expired or refused token is no logout.
    second.clear();
    expect(second.snapshot().endedByLogout).toBeUndefined();
  });

  it("tells subscribers whether a change was made in this tab or heard from another (the route guard acts on the other tabs' ends)", async () => {
    const first = openTab().store;
    const second = openTab().store;
    const heardHere: string[] = [];
    const heardThere: string[] = [];
    first.subscribe((_, origin) => heardHere.push(origin));
    second.subscribe((_, origin) => heardThere.push(origin));
    const seen = nextChange(second);
    first.clear();
    await seen;
    expect(heardHere).toEqual(['this-tab']);
    expect(heardThere).toEqual(['other-tab']);
  });
});
