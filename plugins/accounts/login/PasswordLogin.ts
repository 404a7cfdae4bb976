import type { ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import type { LoginCipher, SessionStore, TokenGrant, UserInfo } from '../../../contracts/workbench/Session.ts';

export type LoginOutcome = 'signedIn' | 'disabled';

/** The captcha the server asks for after wrong passwords (spec part 1 §7 randomStr and code). */
export interface CaptchaAnswer {
  randomStr: string;
  code: string;
}

/**
 * The logins of part 1 §4: a grant (account and encrypted password, phone and SMS code, or a
 * social account) buys tokens, whose token fetches the user info, both are stored. A disabled
 * account is reported, not hidden: the page tells the user and logs out. Every call is silent:
 * the page that asked shows the refusal in its own alert (issue 26: a toast said it again).
 */
export class PasswordLogin {
  readonly #api: ApiClient;
  readonly #session: SessionStore;
  readonly #cipher: LoginCipher;

  constructor(api: ApiClient, session: SessionStore, cipher: LoginCipher) {
    this.#api = api;
    this.#session = session;
    this.#cipher = cipher;
  }

  async login(username: string, password: string, captcha?: CaptchaAnswer): Promise<LoginOutcome> {
    const encrypted = await this.#cipher.encrypt(password);
    return this.#complete(
      this.#api.post('/auth/oauth/token', {
        body: { username, password: encrypted },
        form: true,
        query: { grant_type: 'password', scope: 'server', ...(captcha ?? {}) },
        silent: true,
      }),
    );
  }

  /** Phone login: the phone (as SMS@phone) and the code sent to it. */
  async loginByPhone(phone: string, code: string): Promise<LoginOutcome> {
    return this.#complete(this.#api.post('/auth/mobile/token/sms', { query: { mobile: `SMS@${phone}`, code, grant_type: 'mobile', scope: 'server' }, silent: true }));
  }

  /** Social login: the provider's code and the /authredirect address it came back to. */
  async loginBySocial(type: string, code: string, landing: string): Promise<LoginOutcome> {
    return this.#complete(
      this.#api.post('/auth/mobile/token/social', {
        query: { mobile: `${type}@${code}`, grant_type: 'mobile', redirect_url: landing, scope: 'server' },
        silent: true,
      }),
    );
  }

  async #complete(granted: Promise<{ data: TokenGrant }>): Promise<LoginOutcome> {
    this.#session.saveGrant((await granted).data);
    let info: UserInfo;
    try {
      info = (await this.#api.get('/admin/user/info', { silent: true })).data;
    } catch (error) {
      // A token without user info would pass for half a login; drop it.
      this.#session.clear();
      throw error;
    }
    this.#session.saveUserInfo(info);
    return info.sysUser.status === '1' ? 'disabled' : 'signedIn';
  }
}
