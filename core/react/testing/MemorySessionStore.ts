import type { SessionChangeOrigin, SessionSnapshot, SessionStore, TokenGrant, UserInfo } from '../../../contracts/workbench/Session.ts';

/** A SessionStore in memory for component tests; records logouts. */
export class MemorySessionStore implements SessionStore {
  #snapshot: SessionSnapshot = {
    accessToken: null,
    refreshToken: null,
    expiresIn: 0,
    userInfo: null,
    companyId: null,
    permissions: {},
  };
  readonly #listeners = new Set<(snapshot: SessionSnapshot, origin: SessionChangeOrigin) => void>();
  logouts = 0;

  static readonly #ENDED: Partial<SessionSnapshot> = Object.freeze({
    accessToken: null,
    refreshToken: null,
    expiresIn: 0,
    userInfo: null,
    companyId: null,
    permissions: {},
  });

  /** A signed-in user, as after a successful login. */
  static signedIn(info: UserInfo): MemorySessionStore {
    const store = new MemorySessionStore();
    store.saveGrant({ access_token: 'token-1', refresh_token: 'refresh-1', expires_in: 43200, token_type: 'bearer', user_info: { username: info.sysUser.username, permissions: [] } });
    store.saveUserInfo(info);
    return store;
  }

  snapshot(): SessionSnapshot {
    return this.#snapshot;
  }

  reload(): SessionSnapshot {
    return this.#snapshot;
  }

  get isLoggedIn(): boolean {
    return this.#snapshot.accessToken !== null && this.#snapshot.userInfo !== null;
  }

  saveGrant(grant: TokenGrant): void {
    const permissions = Object.fromEntries((grant.user_info?.permissions ?? []).map((p) => [p, true as const]));
    this.#update({
      accessToken: grant.access_token,
      refreshToken: grant.refresh_token,
      expiresIn: grant.expires_in,
      permissions,
      endedByLogout: undefined,
    });
  }

  saveUserInfo(info: UserInfo): void {
    this.#update({ userInfo: info, companyId: this.#snapshot.companyId ?? info.companyId });
  }

  setCompany(companyId: number): void {
    this.#update({ companyId });
  }

  setExpiresIn(seconds: number): void {
    this.#update({ expiresIn: seconds });
  }

  clear(): void {
    this.#update(MemorySessionStore.#ENDED, 'this-tab');
  }

  /** What this tab hears when another tab logs out (or its refresh fails and ends the login). */
  endInAnotherTab(): void {
    this.#update(MemorySessionStore.#ENDED, 'other-tab');
  }

  /** What this tab hears when the user logs out in another tab (as LocalStorageSessionStore marks it). */
  logoutInAnotherTab(): void {
    this.#update({ ...MemorySessionStore.#ENDED, endedByLogout: true }, 'other-tab');
  }

  async logout(): Promise<void> {
    this.logouts += 1;
    this.#update({ ...MemorySessionStore.#ENDED, endedByLogout: true }, 'this-tab');
  }

  subscribe(listener: (snapshot: SessionSnapshot, origin: SessionChangeOrigin) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #update(change: Partial<SessionSnapshot>, origin: SessionChangeOrigin = 'this-tab'): void {
    this.#snapshot = { ...this.#snapshot, ...change };
    for (const listener of [...this.#listeners]) listener(this.#snapshot, origin);
  }
}
