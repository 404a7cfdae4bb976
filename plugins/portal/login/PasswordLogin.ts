import type { HttpClient } from '../../../contracts/workbench/Http.ts';
import type { LoginCipher, SessionStore, TokenGrant, UserInfo } from '../../../contracts/workbench/Session.ts';
import { PortalApi } from '../PortalApi.ts';

export type LoginOutcome = 'signedIn' | 'disabled';

/**
 * Account and password login (part 1 §4): the encrypted password buys a grant, the grant's
 * token fetches the user info, both are stored. A disabled account is reported, not hidden:
 * the page tells the user and logs out.
 */
export class PasswordLogin {
  readonly #http: HttpClient;
  readonly #session: SessionStore;
  readonly #cipher: LoginCipher;

  constructor(http: HttpClient, session: SessionStore, cipher: LoginCipher) {
    this.#http = http;
    this.#session = session;
    this.#cipher = cipher;
  }

  async login(username: string, password: string): Promise<LoginOutcome> {
    const encrypted = await this.#cipher.encrypt(password);
    const grant = await this.#http.post<TokenGrant>(
      PortalApi.token,
      { username, password: encrypted },
      { form: true, params: { grant_type: 'password', scope: 'server' } },
    );
    this.#session.saveGrant(grant.data);
    let info: UserInfo;
    try {
      info = (await this.#http.get<UserInfo>(PortalApi.userInfo)).data;
    } catch (error) {
      // A token without user info would pass for half a login; drop it.
      this.#session.clear();
      throw error;
    }
    this.#session.saveUserInfo(info);
    return info.sysUser.status === '1' ? 'disabled' : 'signedIn';
  }
}
