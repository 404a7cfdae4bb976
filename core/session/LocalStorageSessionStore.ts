import type { ApiClient } from '../../contracts/workbench/ApiClient.ts';
import type { SessionChangeOrigin, SessionSnapshot, SessionStore, TokenGrant, UserInfo } from '../../contracts/workbench/Session.ts';
import type { PrefixedStorage } from './PrefixedStorage.ts';
import { SessionCookies } from './SessionCookies.ts';
import type { SessionChange, TabBroadcast } from './TabBroadcast.ts';

/** Storage keys after the product prefix (`ronghe-access_token`, …). */
const Key = Object.freeze({
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  expiresIn: 'expires_in',
  /** The grant's user_info: username and the authority names of the login. */
  grantUser: 'user_info',
  userInfo: 'userInfo',
  companyId: 'companyId',
  /** 'logout' when the user logged out; kept through a clear, dropped by the next login. */
  endedBy: 'session_ended_by',
});

export interface LocalStorageSessionStoreDeps {
  storage: PrefixedStorage;
  cookies: SessionCookies;
  /** Owned by the store from here on: dispose() closes it. */
  broadcast: TabBroadcast;
  /** Resolved at call time: the HTTP client under it needs this store for its token, so it cannot be injected eagerly. */
  api: () => ApiClient;
}

/**
 * The session of part 1 §3–4 kept in localStorage under the product prefix, the company mirrored
 * in the curCompanyId cookie (never the token: see SessionCookies), and shared with the other tabs. localStorage is the single source of truth:
 * a tab told of a change by the broadcast re-reads it rather than trusting a message payload.
 */
export class LocalStorageSessionStore implements SessionStore {
  readonly #deps: LocalStorageSessionStoreDeps;
  readonly #listeners = new Set<(snapshot: SessionSnapshot, origin: SessionChangeOrigin) => void>();
  readonly #stopListening: () => void;
  #snapshot: SessionSnapshot;

  constructor(deps: LocalStorageSessionStoreDeps) {
    this.#deps = deps;
    this.#snapshot = this.#read();
    this.#stopListening = deps.broadcast.listen(() => this.#publish('other-tab'));
  }

  snapshot(): SessionSnapshot {
    return this.#snapshot;
  }

  reload(): SessionSnapshot {
    // What it finds was written by another tab (this tab's own writes were published as made).
    this.#publish('other-tab');
    return this.#snapshot;
  }

  /** The route guard's notion of login: an access token and the user info both present. */
  get isLoggedIn(): boolean {
    return this.#snapshot.accessToken !== null && this.#snapshot.userInfo !== null;
  }

  saveGrant(grant: TokenGrant): void {
    const { storage } = this.#deps;
    storage.writeText(Key.accessToken, grant.access_token);
    storage.writeText(Key.refreshToken, grant.refresh_token);
    storage.writeText(Key.expiresIn, String(grant.expires_in));
    storage.writeJson(Key.grantUser, grant.user_info);
    storage.remove(Key.endedBy);
    this.#changed('login');
  }

  saveUserInfo(info: UserInfo): void {
    this.#deps.storage.writeJson(Key.userInfo, info);
    // An explicit company choice (the switcher) outlives the user-info reload that follows it.
    if (this.#snapshot.companyId === null && info.companyId !== null && info.companyId !== undefined) {
      this.#writeCompany(info.companyId);
    }
    this.#changed('update');
  }

  setCompany(companyId: number): void {
    this.#writeCompany(companyId);
    this.#changed('update');
  }

  setExpiresIn(seconds: number): void {
    this.#deps.storage.writeText(Key.expiresIn, String(seconds));
    // Every tab runs its own countdown, so ticks are not broadcast.
    this.#publish('this-tab');
  }

  clear(): void {
    this.#end(this.#deps.storage.readText(Key.endedBy));
  }

  async logout(): Promise<void> {
    const token = this.#snapshot.accessToken;
    // Local first: the user is logged out here even when the server is slow or unreachable.
    // Marked as the user's own end, so the other tabs (whose requests may now meet 401) say so.
    this.#end('logout');
    if (token === null) return;
    try {
      await this.#deps.api().post('/auth/token/logout', {
        silent: true,
        headers: { Authorization: `Bearer ${token}` },
      });
    } catch {
      // The token dies with its expiry anyway; a failed server logout must not bother the user.
    }
  }

  subscribe(listener: (snapshot: SessionSnapshot, origin: SessionChangeOrigin) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  dispose(): void {
    this.#stopListening();
    this.#deps.broadcast.close();
    this.#listeners.clear();
  }

  /** A 401's clear after the user's logout elsewhere keeps that reason: the user did end it. */
  #end(endedBy: string | null): void {
    this.#deps.storage.clear();
    if (endedBy !== null) this.#deps.storage.writeText(Key.endedBy, endedBy);
    this.#deps.cookies.clear();
    this.#changed('logout');
  }

  #writeCompany(companyId: number): void {
    this.#deps.storage.writeText(Key.companyId, String(companyId));
    this.#deps.cookies.set(SessionCookies.COMPANY, String(companyId));
  }

  #changed(change: SessionChange): void {
    this.#publish('this-tab');
    this.#deps.broadcast.post(change);
  }

  #publish(origin: SessionChangeOrigin): void {
    this.#snapshot = this.#read();
    for (const listener of [...this.#listeners]) listener(this.#snapshot, origin);
  }

  #read(): SessionSnapshot {
    const { storage } = this.#deps;
    const userInfo = storage.readJson<UserInfo>(Key.userInfo);
    const grantUser = storage.readJson<TokenGrant['user_info']>(Key.grantUser);
    const expiresIn = Number(storage.readText(Key.expiresIn) ?? 0);
    const companyText = storage.readText(Key.companyId);
    const companyId = companyText === null ? null : Number(companyText);
    // The user-info call is fresher than the login (permissions differ per company), so it wins when it carries any.
    const authorities = userInfo?.permissions ?? grantUser?.permissions ?? [];
    const permissions: Record<string, true> = {};
    for (const name of authorities) permissions[name] = true;
    return Object.freeze({
      accessToken: storage.readText(Key.accessToken),
      refreshToken: storage.readText(Key.refreshToken),
      expiresIn: Number.isFinite(expiresIn) ? expiresIn : 0,
      userInfo,
      companyId: companyId !== null && Number.isFinite(companyId) ? companyId : null,
      permissions: Object.freeze(permissions),
      ...(storage.readText(Key.endedBy) === 'logout' ? { endedByLogout: true } : {}),
    });
  }
}
