import type { ApiClient } from '../../contracts/workbench/ApiClient.ts';
import type { SessionStore, TabLocks, TokenRefresher as TokenRefresherContract } from '../../contracts/workbench/Session.ts';

export interface TokenRefresherDeps {
  session: SessionStore;
  /** Resolved at call time: the HTTP client under it depends on the session, not the other way round. */
  api: () => ApiClient;
  /** The browser's Web Locks (`navigator.locks`); without them a tab only re-reads storage before refreshing. */
  locks?: TabLocks;
}

/**
 * The refresh countdown of part 1 §4 and §9: every 10 s the seconds left drop by 10, and at
 * 1000 or less the refresh token buys a new grant. The main layout starts and stops it.
 */
export class TokenRefresher implements TokenRefresherContract {
  static readonly TICK_MS = 10_000;
  static readonly DECREMENT = 10;
  static readonly THRESHOLD = 1000;
  static readonly LOCK_NAME = 'ronghe-token-refresh';

  readonly #deps: TokenRefresherDeps;
  #timer: ReturnType<typeof setInterval> | null = null;
  #refreshing = false;

  constructor(deps: TokenRefresherDeps) {
    this.#deps = deps;
  }

  get running(): boolean {
    return this.#timer !== null;
  }

  /** Idempotent: a layout that mounts twice still gets one countdown. */
  start(): void {
    if (this.#timer !== null) return;
    this.#timer = setInterval(() => this.#tick(), TokenRefresher.TICK_MS);
  }

  stop(): void {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
  }

  #tick(): void {
    const { refreshToken, expiresIn } = this.#deps.session.snapshot();
    if (refreshToken === null) return;
    const remaining = expiresIn - TokenRefresher.DECREMENT;
    this.#deps.session.setExpiresIn(remaining);
    // One refresh at a time: a slow answer must not be overtaken by a second one on the next tick.
    if (remaining <= TokenRefresher.THRESHOLD && !this.#refreshing) {
      this.#refreshing = true;
      void this.#refresh(refreshToken).finally(() => (this.#refreshing = false));
    }
  }

  async #refresh(refreshToken: string): Promise<void> {
    const { locks } = this.#deps;
    // The server revokes the whole login when a rotated refresh token comes back (OAuth 2.1 reuse
    // detection), so the tabs of one browser refresh one after the other, never twice with one token.
    await (locks ? locks.request(TokenRefresher.LOCK_NAME, () => this.#refreshOnce(refreshToken)) : this.#refreshOnce(refreshToken));
  }

  async #refreshOnce(refreshToken: string): Promise<void> {
    // Another tab may have refreshed (or logged out) while this one waited: its grant is in storage.
    if (this.#deps.session.reload().refreshToken !== refreshToken) return;
    try {
      const answer = await this.#deps.api().post('/auth/oauth/token', {
        silent: true,
        query: { grant_type: 'refresh_token', scope: 'server', refresh_token: refreshToken },
      });
      // A logout (or another tab's refresh) while the call was out wins over this late grant.
      if (this.#deps.session.snapshot().refreshToken === refreshToken) this.#deps.session.saveGrant(answer.data);
    } catch {
      // Tried again on the next tick while a refresh token remains; a 401 has already ended the
      // session through the HTTP client's invalid-token rule.
    }
  }
}
