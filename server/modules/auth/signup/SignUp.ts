import type { components } from '../../../../contracts/generated/admin.ts';
import { ApiError } from '../../../http/ApiError.ts';
import type { UserDirectory } from '../../../contracts/org.ts';
import type { LoginPasswordCipher } from '../../../security/LoginPasswordCipher.ts';
import type { PasswordHasher } from '../../../security/PasswordHasher.ts';
import { ScryptQueueFull } from '../../../security/ScryptWorker.ts';
import type { SessionStore } from '../SessionStore.ts';
import type { SmsCodes } from '../sms/SmsCodes.ts';
import { AccountRules } from '../../../contracts/AccountRules.ts';
import { WeakPassword } from '../../../contracts/WeakPassword.ts';
import { zhCN } from '../../../contracts/zh-CN.ts';
import { authTexts } from '../zh-CN.ts';

export type RegisterRequest = components['schemas']['RegisterRequest'];

export type ResetPasswordRequest = components['schemas']['ResetPasswordRequest'];

/**
 * The ways into an account without a password: sign-up (/signup), the SMS codes that sign-up,
 * phone login and the forgotten password send, the uniqueness checks of the sign-up form, and
 * the password reset by SMS code (/login/forgetPassword, /resetPassword).
 */
export class SignUp {
  constructor(
    private readonly directory: UserDirectory,
    private readonly codes: SmsCodes,
    private readonly cipher: LoginPasswordCipher,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
  ) {}

  async usernameTaken(username: string): Promise<0 | 1> {
    return (await this.directory.usernameTaken(username)) ? 1 : 0;
  }

  async phoneRegistered(phone: string): Promise<0 | 1> {
    return (await this.directory.accountByPhone(phone)) ? 1 : 0;
  }

  /** GET /admin/mobile/register/{mobile}: a code for a phone nobody has yet. */
  async sendRegisterCode(phone: string, clientAddress: string): Promise<boolean> {
    AccountRules.phone(phone);
    if (await this.directory.accountByPhone(phone)) throw new ApiError(400, authTexts.phoneRegistered);
    await this.codes.send(phone, 'register', clientAddress);
    return true;
  }

  /** GET /admin/mobile/{mobile}: a code for a registered phone, to log in or to reset its password. */
  async sendAccountCode(phone: string, purpose: 'login' | 'reset', clientAddress: string): Promise<boolean> {
    AccountRules.phone(phone);
    if (!(await this.directory.accountByPhone(phone))) throw new ApiError(400, authTexts.phoneUnregistered);
    await this.codes.send(phone, purpose, clientAddress);
    return true;
  }

  async register(request: RegisterRequest): Promise<boolean> {
    const username = AccountRules.username(request.username);
    const phone = AccountRules.phone(request.phone);
    const chineseName = AccountRules.optionalChineseName(request.chineseName);
    const plain = this.#readPassword(request.password, username);
    if (await this.directory.usernameTaken(username)) throw new ApiError(400, authTexts.usernameTaken);
    if (await this.directory.accountByPhone(phone)) throw new ApiError(400, authTexts.phoneRegistered);
    await this.codes.use(phone, 'register', request.code);
    const userId = await this.directory.register({
      username,
      phone,
      // The name is optional (§5); the account stands in for it wherever a name is shown.
      chineseName: chineseName ?? username,
      passwordHash: await this.#hash(plain),
    });
    if (userId === null) throw new ApiError(400, authTexts.usernameTaken);
    return true;
  }

  /** A new password for the phone's account; every login of the account ends (its live connections with them). */
  async resetPassword(request: ResetPasswordRequest): Promise<boolean> {
    const phone = AccountRules.phone(request.phone);
    const account = await this.directory.accountByPhone(phone);
    if (!account) throw new ApiError(400, authTexts.phoneUnregistered);
    const plain = this.#readPassword(request.password, account.username);
    await this.codes.use(phone, 'reset', request.code);
    await this.directory.setPasswordHash(account.userId, await this.#hash(plain));
    await this.sessions.revokeAllLogins(account.userId);
    return true;
  }

  #readPassword(encrypted: string, username: string): string {
    const plain = this.cipher.decrypt(encrypted);
    if (plain === null) throw new ApiError(400, zhCN.account.passwordUnreadable);
    if (plain === '') throw new ApiError(400, authTexts.newPasswordRequired);
    if (WeakPassword.isWeak(plain, username)) throw new ApiError(400, zhCN.account.weakPassword);
    return plain;
  }

  async #hash(plain: string): Promise<string> {
    try {
      return await this.hasher.hash(plain);
    } catch (error) {
      if (error instanceof ScryptQueueFull) throw new ApiError(429, authTexts.hashingBusy);
      throw error;
    }
  }
}
