import type { NavigationTarget } from '../../../contracts/workbench/Portal.ts';
import type { SessionStore } from '../../../contracts/workbench/Session.ts';

export const LOGIN_PATH = '/login';
export const RESET_PASSWORD_PATH = '/resetPassword';

/**
 * The portal's navigation rules (part 1 §2 route guard), tapped into beforeNavigate. Public
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
    const { accessToken, userInfo } = this.#session().snapshot();
    return accessToken && userInfo && userInfo.sysUser.status !== '1' ? undefined : LOGIN_PATH;
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
}
