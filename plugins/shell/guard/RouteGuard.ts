import type { NavigationTarget } from '../../../contracts/workbench/Portal.ts';
import type { SessionSnapshot, SessionStore } from '../../../contracts/workbench/Session.ts';
import { InvalidTokenRedirect } from '../../../core/http/InvalidTokenRedirect.ts';

export const LOGIN_PATH = '/login';
export const RESET_PASSWORD_PATH = '/resetPassword';

/**
 * The shell's navigation rules (part 1 §2 route guard), tapped into beforeNavigate. Public
 * routes (auth false: /login, the error pages, the public site, /resetPassword) always pass,
 * so a logged-in user opening /login goes on without redirect.
 */
export class RouteGuard {
  readonly #session: () => SessionStore;

  constructor(session: () => SessionStore) {
    this.#session = session;
  }

  /**
   * A login-required route with no access token or no user info goes to /login. So does a
   * disabled account (status '1'): its session only lives the 1.2 s it takes to say so.
   */
  requireLogin(target: NavigationTarget): string | undefined {
    if (!target.route.auth) return undefined;
    const snapshot = this.#session().snapshot();
    if (RouteGuard.#signedIn(snapshot)) return undefined;
    // The user logged out (here or in another tab): the login page says so.
    return snapshot.endedByLogout ? `${LOGIN_PATH}?source=${InvalidTokenRedirect.LOGGED_OUT_SOURCE}` : LOGIN_PATH;
  }

  /**
   * The rules above run on navigation only, so a tab whose session another tab ended (a logout
   * there, or its token refresh refused) kept showing a login-required page and its data until
   * the next click. `recheck` runs the guard again for the page on show, which then leaves for
   * /login, while a public page stays. An end in this tab is left to whoever ended it: the
   * logout goes to the site home, a 401 to /login?source=invalidToken after 0.5 s.
   * Returns the unsubscribe.
   */
  watchSession(recheck: () => void): () => void {
    const session = this.#session();
    let signedIn = RouteGuard.#signedIn(session.snapshot());
    return session.subscribe((snapshot, origin) => {
      const wasSignedIn = signedIn;
      signedIn = RouteGuard.#signedIn(snapshot);
      if (wasSignedIn && !signedIn && origin === 'other-tab') recheck();
    });
  }

  /**
   * remindFlag '0' forces the user to /resetPassword. Only login-required routes are held back,
   * so the public site and logging out keep working for such a user.
   */
  passwordReminder(target: NavigationTarget): string | undefined {
    if (!target.route.auth) return undefined;
    const remindFlag = this.#session().snapshot().userInfo?.sysPublicParamDTO?.remindFlag;
    return remindFlag === '0' ? RESET_PASSWORD_PATH : undefined;
  }

  static #signedIn({ accessToken, userInfo }: SessionSnapshot): boolean {
    return accessToken !== null && userInfo !== null && userInfo.sysUser.status !== '1';
  }
}
