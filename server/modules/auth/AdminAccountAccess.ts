import { AsyncSeriesHook, tapOnly, type TapOnly } from '../../../core/hooks/index.ts';
import { ApiError } from '../../http/ApiError.ts';
import type { AccountAccess, SessionHooks } from '../../contracts/auth.ts';
import type { LoginPasswordCipher } from '../../security/LoginPasswordCipher.ts';
import type { PasswordHasher } from '../../security/PasswordHasher.ts';
import { ScryptQueueFull } from '../../security/ScryptWorker.ts';
import type { SessionStore } from './SessionStore.ts';
import { WeakPassword } from '../../contracts/WeakPassword.ts';
import { zhCN } from '../../contracts/zh-CN.ts';
import { authTexts } from './zh-CN.ts';

/** The passwords and sessions behind the administrators' user pages (AccountAccessId). */
export class AdminAccountAccess implements AccountAccess {
  readonly #hooks: SessionHooks = { ended: new AsyncSeriesHook(1) };
  /** What other modules tap (SessionEventsId): the live connection closes the user's sockets. */
  readonly hooks: TapOnly<SessionHooks> = tapOnly(this.#hooks);

  constructor(
    private readonly cipher: LoginPasswordCipher,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
  ) {}

  async hashNewPassword(encrypted: string, username: string): Promise<string> {
    const plain = this.cipher.decrypt(encrypted);
    if (plain === null) throw new ApiError(400, zhCN.account.passwordUnreadable);
    if (plain === '') throw new ApiError(400, authTexts.newPasswordRequired);
    if (WeakPassword.isWeak(plain, username)) throw new ApiError(400, zhCN.account.weakPassword);
    return this.hashGeneratedPassword(plain);
  }

  async hashGeneratedPassword(plain: string): Promise<string> {
    try {
      return await this.hasher.hash(plain);
    } catch (error) {
      if (error instanceof ScryptQueueFull) throw new ApiError(429, authTexts.hashingBusy);
      throw error;
    }
  }

  async endSessions(userId: number): Promise<void> {
    await this.sessions.revokeAllLogins(userId);
    await this.#hooks.ended.promise(userId);
  }
}
