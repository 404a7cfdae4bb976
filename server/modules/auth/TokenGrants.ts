import type { components } from '../../../contracts/generated/auth.ts';
import { ApiError } from '../../http/ApiError.ts';
import type { UserAccount, UserDirectory } from '../../contracts/org.ts';
import type { LoginPasswordCipher } from '../../security/LoginPasswordCipher.ts';
import type { PasswordHasher } from '../../security/PasswordHasher.ts';
import { ScryptQueueFull } from '../../security/ScryptWorker.ts';
import type { LoginCaptcha } from './captcha/LoginCaptcha.ts';
import type { LoginAudit, LoginClient, LoginWay } from './LoginAudit.ts';
import type { LoginAttempt, LoginThrottle } from './LoginThrottle.ts';
import type { IssuedTokens, SessionStore } from './SessionStore.ts';
import { AccountRules } from '../../contracts/AccountRules.ts';
import type { SmsCodes } from './sms/SmsCodes.ts';
import type { SocialLogin } from './social/SocialLogin.ts';
import { authTexts } from './zh-CN.ts';

export interface TokenQuery {
  grant_type: 'password' | 'refresh_token' | 'mobile';
  scope?: string;
  refresh_token?: string;
  /** The captcha's key and text (password grant), or the SMS code (mobile grant). */
  randomStr?: string;
  code?: string;
  /** SMS@{phone} (mobile grant), or {type}@{authorisation code} (social grant). */
  mobile?: string;
  /** The /authredirect address the social provider sent the browser back to. */
  redirect_url?: string;
}

/** The sign-in ways beside the password: SMS codes, the captcha, the social provider. */
export interface TokenGrantWays {
  codes: SmsCodes;
  captcha: LoginCaptcha;
  social: SocialLogin;
  /** Wrong passwords (of the account, from the address) after which the captcha is required. */
  captchaAfter: { account: number; address: number };
  /** Logins, failures and lockouts go to the administrators' audit log. */
  audit: LoginAudit;
}

export interface PasswordForm {
  username?: string;
  password?: string;
}

export type TokenGrantView = components['schemas']['TokenGrant'];

/** A refusal already in the audit log (under the account's own name): not logged twice. */
class AuditedRefusal extends ApiError {}

/** sys_user.status of a disabled account. */
const DISABLED = '1';

/**
 * POST /auth/oauth/token: the password grant and the refresh grant. A disabled account gets
 * no token (403 您的账号已被禁用, told only to whoever knows its password) and cannot refresh.
 */
export class TokenGrants {
  #dummyHash: Promise<string> | null = null;

  constructor(
    private readonly sessions: SessionStore,
    private readonly directory: UserDirectory,
    private readonly cipher: LoginPasswordCipher,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly ways: TokenGrantWays,
  ) {}

  /** `client.address`: request.ip, the per-address half of the login lock (and the audit log's 来源). */
  async grant(query: TokenQuery, form: PasswordForm | undefined, client: LoginClient): Promise<TokenGrantView> {
    switch (query.grant_type) {
      case 'password':
        return this.#password(form ?? {}, query, client);
      case 'refresh_token':
        return this.#refresh(query.refresh_token);
      case 'mobile':
        return this.sms(query, client);
    }
  }

  /** POST /auth/mobile/token/sms (and grant_type mobile above): SMS@{phone} and the login code sent to it. */
  async sms(query: TokenQuery, client: LoginClient): Promise<TokenGrantView> {
    const phone = AccountRules.phone(query.mobile?.startsWith('SMS@') ? query.mobile.slice(4) : '');
    return this.#auditingFailures(phone, 'sms', client, async () => {
      const user = await this.directory.accountByPhone(phone);
      if (!user) throw new ApiError(400, authTexts.phoneUnregistered);
      await this.ways.codes.use(phone, 'login', query.code ?? '');
      return this.#open(user, 'sms', client);
    });
  }

  /** POST /auth/mobile/token/social: {type}@{code} from /authredirect; an unbound account answers 417. */
  async social(query: TokenQuery, client: LoginClient): Promise<TokenGrantView> {
    const at = query.mobile?.indexOf('@') ?? -1;
    if (at < 1) throw new ApiError(400, authTexts.socialFailed);
    const type = query.mobile!.slice(0, at);
    // Nobody typed an account: the provider's type stands for it.
    return this.#auditingFailures(type, 'social', client, () => this.#social(type, query, at, client));
  }

  async #social(type: string, query: TokenQuery, at: number, client: LoginClient): Promise<TokenGrantView> {
    const identity = await this.ways.social.identify(type, query.mobile!.slice(at + 1), query.redirect_url);
    // A callback of a binding is not a login, whoever brings it.
    if (identity.bindingUserId !== null) throw new ApiError(400, authTexts.socialFailed);
    const userId = await this.ways.social.userOf(type, identity.subject);
    const user = userId === undefined ? undefined : await this.directory.account(userId);
    if (!user) throw new ApiError(417, authTexts.socialUnbound);
    return this.#open(user, 'social', client);
  }

  /** A refused login (an ApiError) is logged before it is answered; a server failure is not a login. */
  async #auditingFailures(account: string, way: LoginWay, client: LoginClient, login: () => Promise<TokenGrantView>): Promise<TokenGrantView> {
    try {
      return await login();
    } catch (error) {
      if (error instanceof ApiError && !(error instanceof AuditedRefusal)) await this.ways.audit.failed(account, way, error.message, client);
      throw error;
    }
  }

  async #password(form: PasswordForm, query: TokenQuery, client: LoginClient): Promise<TokenGrantView> {
    if (!form.username || !form.password) throw new ApiError(400, authTexts.missingCredentials);
    const clientAddress = client.address;
    // After wrong passwords a captcha is due; checked (and spent) before the attempt counts, so a missing one costs no scrypt.
    if ((await this.throttle.captchaDue(form.username, clientAddress, this.ways.captchaAfter)) && !(await this.ways.captcha.check(query.randomStr, query.code))) {
      await this.ways.audit.failed(form.username, 'password', authTexts.wrongCode, client);
      throw new ApiError(428, authTexts.wrongCode);
    }
    // Admitted (and counted) before the password is checked, so parallel attempts cannot overtake the count.
    let attempt: LoginAttempt;
    try {
      attempt = await this.throttle.admit(form.username, clientAddress);
    } catch (locked) {
      if (locked instanceof ApiError) await this.ways.audit.locked(form.username, locked.message, client);
      throw locked;
    }
    let verified: boolean;
    let user: Awaited<ReturnType<UserDirectory['accountByUsername']>>;
    try {
      user = await this.directory.accountByUsername(form.username);
      const plain = this.cipher.decrypt(form.password);
      // An unknown account costs the same scrypt as a known one, so timing does not tell them apart.
      // One lane per account typed: a thousand addresses guessing one account wait behind each other, not before another's
      // login; an existing account with no wrong password on record goes before every guess (see HashTurn).
      const turn = { lane: `login:${form.username.toLowerCase()}`, address: clientAddress, preferred: attempt.clean && user !== undefined };
      verified = (await this.hasher.verify(plain ?? '', user?.passwordHash ?? (await this.#dummy()), turn)) && plain !== null && user !== undefined;
    } catch (error) {
      // Not an answer about the password: the attempt does not count.
      await attempt.withdrawn();
      if (error instanceof ScryptQueueFull) throw new ApiError(429, authTexts.hashingBusy);
      throw error;
    }
    if (!user || !verified) {
      const refusal = attempt.failed();
      // The failure that set a lock is the lockout; the others are wrong passwords.
      if (refusal.code === 429) await this.ways.audit.locked(form.username, refusal.message, client);
      else await this.ways.audit.failed(form.username, 'password', refusal.message, client);
      throw refusal;
    }
    await attempt.succeeded();
    return this.#open(user, 'password', client);
  }

  /**
   * A login of the account: refused to a disabled one, and to one every company of which disabled
   * its membership; in the company it last worked in. A newcomer of no company logs in to none (0).
   */
  async #open(user: UserAccount, way: LoginWay, client: LoginClient): Promise<TokenGrantView> {
    if (user.status === DISABLED || (await this.directory.everyMembershipDisabled(user.userId))) {
      await this.ways.audit.failed(user.username, way, authTexts.userDisabled, client);
      throw new AuditedRefusal(403, authTexts.userDisabled);
    }
    const companies = await this.directory.companiesOf(user.userId);
    const companyId = user.lastLoginTeam !== null && companies.includes(user.lastLoginTeam) ? user.lastLoginTeam : (companies[0] ?? 0);
    const tokens = await this.sessions.open(user.userId, companyId, await this.directory.mustChangePassword(user.userId));
    await this.ways.audit.succeeded({ userId: user.userId, username: user.username, companyId, status: user.status }, way, client);
    return this.#view(user.userId, user.username, companyId, tokens);
  }

  async #refresh(refreshToken: string | undefined): Promise<TokenGrantView> {
    if (!refreshToken) throw new ApiError(400, authTexts.missingRefreshToken);
    const rotated = await this.sessions.rotate(refreshToken);
    if (rotated.kind !== 'rotated') throw new ApiError(401, authTexts.refreshInvalid);
    const user = await this.directory.account(rotated.userId);
    if (!user || user.status === DISABLED) {
      // Disabled since login: the new pair is withdrawn with the rest of the login.
      await this.sessions.revokeAccessToken(rotated.tokens.accessToken);
      throw new ApiError(403, authTexts.userDisabled);
    }
    return this.#view(rotated.userId, user.username, rotated.companyId, rotated.tokens);
  }

  async #view(userId: number, username: string, companyId: number, tokens: IssuedTokens): Promise<TokenGrantView> {
    return {
      access_token: tokens.accessToken,
      refresh_token: tokens.refreshToken,
      expires_in: tokens.expiresIn,
      token_type: 'bearer',
      scope: 'server',
      user_info: { username, permissions: await this.directory.permissions(userId, companyId) },
    };
  }

  #dummy(): Promise<string> {
    this.#dummyHash ??= this.hasher.hash('ronghe-no-such-user');
    return this.#dummyHash;
  }
}
