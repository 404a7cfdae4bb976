import type { Navigator } from '../../contracts/workbench/Http.ts';
import type { SessionStore } from '../../contracts/workbench/Session.ts';

/**
 * Session invalidation (part 1 §4): a 401 clears the session and, 0.5 s later, goes to the login
 * page with source=invalidToken — once, however many calls fail together. Saving a new login
 * arms it again.
 */
export class InvalidTokenRedirect {
  static readonly DELAY_MS = 500;
  static readonly LOGIN_PATH = '/login';
  static readonly SOURCE = 'invalidToken';
  /** The user logged out (in another tab): the login page says so rather than 登录已失效. */
  static readonly LOGGED_OUT_SOURCE = 'loggedOut';

  readonly #session: () => SessionStore;
  readonly #navigator: () => Navigator | undefined;
  #fired = false;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #unsubscribe: (() => void) | null = null;

  constructor(session: () => SessionStore, navigator: () => Navigator | undefined) {
    this.#session = session;
    this.#navigator = navigator;
  }

  /** True for the 401 that started it; false for the ones that follow in the same burst. */
  trigger(): boolean {
    if (this.#fired) return false;
    this.#fired = true;
    const session = this.#session();
    session.clear();
    // Subscribed after clear(), whose own notice carries no token; the next token seen is a new login.
    this.#unsubscribe = session.subscribe((snapshot) => {
      if (snapshot.accessToken !== null) this.#rearm();
    });
    this.#timer = setTimeout(() => {
      this.#timer = null;
      const source = this.#session().snapshot().endedByLogout ? InvalidTokenRedirect.LOGGED_OUT_SOURCE : InvalidTokenRedirect.SOURCE;
      this.#navigator()?.go(InvalidTokenRedirect.LOGIN_PATH, { query: { source } });
    }, InvalidTokenRedirect.DELAY_MS);
    return true;
  }

  dispose(): void {
    this.#rearm();
  }

  #rearm(): void {
    // A login arriving within the 0.5 s (another tab) makes the pending trip to /login pointless.
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#fired = false;
  }
}
