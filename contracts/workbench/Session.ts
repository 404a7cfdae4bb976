import type { components as AdminComponents } from '../generated/admin.ts';
import type { components as AuthComponents } from '../generated/auth.ts';
import { createServiceId } from './ServiceId.ts';
import { pluginRef } from './Plugin.ts';

type AdminSchemas = AdminComponents['schemas'];

/** The session's types are the contracts' (contracts/openapi/admin.yaml, auth.yaml), never written twice. */
export type SysUser = AdminSchemas['SysUser'];
export type SysPublicParam = AdminSchemas['SysPublicParam'];
/** GET /admin/user/info's data, also what a company switch answers. */
export type UserInfo = AdminSchemas['UserInfo'];
/** What a login or a refresh grants: tokens, and the login's username and authority names. */
export type TokenGrant = AuthComponents['schemas']['TokenGrant'];

export interface SessionSnapshot {
  accessToken: string | null;
  refreshToken: string | null;
  /** Seconds left before the access token expires, as counted down by the layout. */
  expiresIn: number;
  userInfo: UserInfo | null;
  companyId: number | null;
  permissions: Record<string, true>;
  /**
   * The last session ended by the user's own logout (in any tab), not by an expired or refused
   * token: a tab whose session ended elsewhere then says so instead of 登录已失效 (issue 26).
   */
  endedByLogout?: boolean;
}

/**
 * Where a session change was made: in this tab, or in another tab of the browser (heard over the
 * tab broadcast). A tab that ends its own session also decides where to go next; one whose
 * session was ended elsewhere has nobody doing that for it.
 */
export type SessionChangeOrigin = 'this-tab' | 'other-tab';

/** Tokens and user info kept under the product key prefix, shared across tabs. */
export interface SessionStore {
  snapshot(): SessionSnapshot;
  /** Re-reads what another tab may have written since the last change this tab heard of. */
  reload(): SessionSnapshot;
  readonly isLoggedIn: boolean;
  /** Stores a password or refresh grant (tokens, cookies, broadcast to other tabs). */
  saveGrant(grant: TokenGrant): void;
  saveUserInfo(info: UserInfo): void;
  setCompany(companyId: number): void;
  /** The refresh countdown writes the seconds left here on every tick (not broadcast). */
  setExpiresIn(seconds: number): void;
  /** Clears storage and cookies locally (no server call); broadcasts to other tabs. */
  clear(): void;
  /** Clears everything and calls /auth/token/logout. */
  logout(): Promise<void>;
  subscribe(listener: (snapshot: SessionSnapshot, origin: SessionChangeOrigin) => void): () => void;
}

export const SessionStoreId = createServiceId<SessionStore>('core.session.SessionStore');

/** The refresh countdown of part 1 §4: ticks every 10 s; the main layout starts and stops it. */
export interface TokenRefresher {
  start(): void;
  stop(): void;
  readonly running: boolean;
}

/**
 * An exclusive lock shared by the tabs of one browser (the Web Locks API's shape): a refresh
 * token is single-use, so two tabs refreshing at once would end the login.
 */
export interface TabLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export const TokenRefresherId = createServiceId<TokenRefresher>('core.session.TokenRefresher');

/** Encrypts the login password the way the server expects (AES-128-CBC, Base64). */
export interface LoginCipher {
  encrypt(plain: string): Promise<string>;
}

export const LoginCipherId = createServiceId<LoginCipher>('core.session.LoginCipher');

/** The kernel's session plugin (core/session): the session store, the refresh countdown, the login cipher. */
export const coreSessionRef = pluginRef<void>('core-session');
