import { ApiError } from '../../app/ApiError.ts';
import type { Clock } from '../../app/ServerContracts.ts';
import type { LoginThrottleSettings } from '../../app/ServerConfig.ts';
import { authTexts } from './zh-CN.ts';

type Subject = 'account' | 'address';

interface Counter {
  /** Failures since the last success, lock or reset (attempts in flight count already). */
  failures: number;
  /** Locks so far: each one doubles the next. */
  locks: number;
  lockedUntil: number;
  lastFailureAt: number;
}

/** One admitted login attempt; the caller reports how it ended. */
export interface LoginAttempt {
  /** The password was right: the account's count starts again, the address's drops this attempt. */
  succeeded(): void;
  /** The password was wrong: the error to answer (426, or 429 when this failure set a lock). */
  failed(): ApiError;
  /** The attempt ended without an answer about the password (a server failure): it does not count. */
  withdrawn(): void;
}

/**
 * Brute-force protection of the password login, as Keycloak's detection: wrong passwords are
 * counted per account and per client address; reaching the limit locks the account (or the
 * address, for every account) for a while that doubles with each lock up to a ceiling. A locked
 * login is refused before its password is hashed, so a flood costs no scrypt, and a correct
 * password during the lock is refused too.
 *
 * An attempt is counted as a failure when it is admitted, before its password is checked, and
 * taken back if it succeeds: fifty parallel attempts cannot all pass the check before the first
 * of them fails. Counters live in memory (one process), at most `maxEntries` of them; the
 * least recently touched unlocked one makes room first.
 */
export class LoginThrottle {
  readonly #counters = new Map<string, Counter>();

  constructor(
    private readonly settings: LoginThrottleSettings,
    private readonly clock: Clock,
  ) {}

  /** Admits an attempt, or throws 429 with how long the lock still lasts. */
  admit(username: string, address: string): LoginAttempt {
    const now = this.clock.now();
    const keys: [Subject, string][] = [
      ['account', `account:${username}`],
      ['address', `address:${address}`],
    ];
    for (const [subject, key] of keys) {
      const counter = this.#current(key, now);
      if (counter && counter.lockedUntil > now) throw this.#lockedError(subject, counter.lockedUntil - now);
    }
    const lockedBy: { subject: Subject; key: string; until: number }[] = [];
    for (const [subject, key] of keys) {
      const counter = this.#touch(key, now);
      counter.failures += 1;
      counter.lastFailureAt = now;
      if (counter.failures >= this.#limit(subject)) {
        counter.lockedUntil = now + this.#lockMs(counter.locks);
        counter.locks += 1;
        counter.failures = 0;
        lockedBy.push({ subject, key, until: counter.lockedUntil });
      }
    }
    let settled = false;
    const undo = (subject: Subject, key: string): void => {
      const counter = this.#counters.get(key);
      if (!counter) return;
      const ownLock = lockedBy.find((lock) => lock.subject === subject);
      if (ownLock && counter.lockedUntil === ownLock.until) {
        // This attempt set the lock but turned out not to be a failure: the lock is undone.
        counter.lockedUntil = 0;
        counter.locks -= 1;
        counter.failures = this.#limit(subject) - 1;
      } else if (counter.failures > 0) counter.failures -= 1;
    };
    return {
      succeeded: () => {
        if (settled) return;
        settled = true;
        this.#counters.delete(keys[0][1]);
        undo(...keys[1]);
      },
      withdrawn: () => {
        if (settled) return;
        settled = true;
        for (const key of keys) undo(...key);
      },
      failed: () => {
        settled = true;
        const lock = lockedBy[0];
        return lock ? this.#lockedError(lock.subject, lock.until - now) : new ApiError(426, authTexts.wrongAccountOrPassword);
      },
    };
  }

  /**
   * Whether a login of this account from this address must bring a captcha: after
   * `after.account` wrong passwords of the account, or `after.address` from the address (any
   * accounts: an office behind one address shares it), until they are forgotten. A running lock
   * answers 429 first (it says how long). Asked before `admit`; counts nothing itself.
   */
  captchaDue(username: string, address: string, after: { account: number; address: number }): boolean {
    const now = this.clock.now();
    const account = this.#current(`account:${username}`, now);
    const fromAddress = this.#current(`address:${address}`, now);
    if ([account, fromAddress].some((counter) => counter !== undefined && counter.lockedUntil > now)) return false;
    return (account?.failures ?? 0) >= after.account || (fromAddress?.failures ?? 0) >= after.address;
  }

  /** How many accounts and addresses are remembered (the memory bound's subject). */
  get size(): number {
    return this.#counters.size;
  }

  #limit(subject: Subject): number {
    return subject === 'account' ? this.settings.accountMaxFailures : this.settings.addressMaxFailures;
  }

  #lockMs(previousLocks: number): number {
    const seconds = Math.min(this.settings.lockSeconds * 2 ** Math.min(previousLocks, 30), this.settings.maxLockSeconds);
    return seconds * 1000;
  }

  #lockedError(subject: Subject, remainingMs: number): ApiError {
    const wait = authTexts.waitFor(Math.max(1, Math.ceil(remainingMs / 1000)));
    return new ApiError(429, subject === 'account' ? authTexts.accountLocked(wait) : authTexts.addressLocked(wait));
  }

  /** The counter of a key, forgotten once its failures are older than the reset time and no lock holds. */
  #current(key: string, now: number): Counter | undefined {
    const counter = this.#counters.get(key);
    if (!counter) return undefined;
    if (counter.lockedUntil <= now && now - counter.lastFailureAt >= this.settings.failureResetSeconds * 1000) {
      this.#counters.delete(key);
      return undefined;
    }
    return counter;
  }

  #touch(key: string, now: number): Counter {
    const counter = this.#current(key, now) ?? { failures: 0, locks: 0, lockedUntil: 0, lastFailureAt: now };
    // Re-inserted so the map's order is least recently touched first.
    this.#counters.delete(key);
    this.#makeRoom(now);
    this.#counters.set(key, counter);
    return counter;
  }

  #makeRoom(now: number): void {
    if (this.#counters.size < this.settings.maxEntries) return;
    for (const [key, counter] of this.#counters) {
      if (counter.lockedUntil <= now) {
        this.#counters.delete(key);
        return;
      }
    }
    // Every remembered counter is a live lock: the oldest goes, so memory stays bounded.
    this.#counters.delete(this.#counters.keys().next().value!);
  }
}
