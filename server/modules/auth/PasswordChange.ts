import { ApiError } from '../../http/ApiError.ts';
import type { Principal } from '../../contracts/host.ts';
import type { UserDirectory } from '../../contracts/org.ts';
import type { LoginPasswordCipher } from '../../security/LoginPasswordCipher.ts';
import type { PasswordHasher } from '../../security/PasswordHasher.ts';
import { ScryptQueueFull } from '../../security/ScryptWorker.ts';
import type { LoginThrottle } from './LoginThrottle.ts';
import type { SessionStore } from './SessionStore.ts';
import { WeakPassword } from '../../contracts/WeakPassword.ts';
import { zhCN } from '../../contracts/zh-CN.ts';
import { authTexts } from './zh-CN.ts';

/**
 * The personal centre's 密码管理: the caller's own password only. The current password is
 * checked exactly like a login's — counted by the login throttle under the caller's account
 * and address, so a stolen session cannot be used to guess it, and hashed on the scrypt
 * worker — and a change ends every other login of the user.
 */
export class PasswordChange {
  constructor(
    private readonly directory: UserDirectory,
    private readonly sessions: SessionStore,
    private readonly cipher: LoginPasswordCipher,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
  ) {}

  /**
   * The caller's own password, checked as a login is (the lock screen's 解锁): throws 400
   * 密码错误, or 429 while the account or address is locked.
   */
  async confirm(principal: Principal, encrypted: string, clientAddress: string): Promise<void> {
    const attempt = await this.throttle.admit(principal.username, clientAddress);
    let verified = false;
    try {
      const user = await this.directory.accountByUsername(principal.username);
      const plain = this.cipher.decrypt(encrypted);
      verified = user !== undefined && user.userId === principal.userId && plain !== null && (await this.hasher.verify(plain, user.passwordHash, { lane: `login:${principal.username.toLowerCase()}`, address: clientAddress }));
    } catch (error) {
      await attempt.withdrawn();
      if (error instanceof ScryptQueueFull) throw new ApiError(429, authTexts.hashingBusy);
      throw error;
    }
    if (!verified) {
      const refusal = attempt.failed();
      throw refusal.code === 429 ? refusal : new ApiError(400, authTexts.lockWrongPassword);
    }
    await attempt.succeeded();
  }

  async change(principal: Principal, current: string, next: string, clientAddress: string): Promise<void> {
    const nextPlain = this.cipher.decrypt(next);
    if (nextPlain === null) throw new ApiError(400, zhCN.account.passwordUnreadable);
    if (nextPlain === '') throw new ApiError(400, authTexts.newPasswordRequired);
    if (WeakPassword.isWeak(nextPlain, principal.username)) throw new ApiError(400, zhCN.account.weakPassword);
    // Admitted (and counted) before the password is checked, as the login does.
    const attempt = await this.throttle.admit(principal.username, clientAddress);
    let verified = false;
    let currentPlain: string | null = null;
    try {
      const user = await this.directory.accountByUsername(principal.username);
      currentPlain = this.cipher.decrypt(current);
      verified = user !== undefined && user.userId === principal.userId && currentPlain !== null && (await this.hasher.verify(currentPlain, user.passwordHash));
    } catch (error) {
      await attempt.withdrawn();
      if (error instanceof ScryptQueueFull) throw new ApiError(429, authTexts.hashingBusy);
      throw error;
    }
    if (!verified) {
      const refusal = attempt.failed();
      // A lock this failure set (or one already running) answers 429 with its time; a plain miss is the form's 原密码错误.
      throw refusal.code === 429 ? refusal : new ApiError(400, authTexts.wrongOldPassword);
    }
    await attempt.succeeded();
    if (currentPlain === nextPlain) throw new ApiError(400, authTexts.samePassword);
    let hash: string;
    try {
      hash = await this.hasher.hash(nextPlain);
    } catch (error) {
      if (error instanceof ScryptQueueFull) throw new ApiError(429, authTexts.hashingBusy);
      throw error;
    }
    await this.directory.setPasswordHash(principal.userId, hash);
    await this.sessions.revokeOtherLogins(principal.userId, principal.sessionId);
    await this.sessions.passwordChanged(principal.sessionId);
  }
}
