import { sql, type Transaction } from 'kysely';
import { ApiError } from '../../http/ApiError.ts';
import type { Clock, LoginThrottleSettings } from '../../contracts/host.ts';
import type { DatabaseDialect, DatabaseSchema, Db } from '../../db/Database.ts';
import type { LoginThrottleObserver } from './LoginMetrics.ts';
import { authTexts } from './zh-CN.ts';

const UNOBSERVED: LoginThrottleObserver = { failed: () => undefined, refused: () => undefined };

type Subject = 'account' | 'address';

interface Counter {
  failures: number;
  locks: number;
  lockedUntil: number;
  lastFailureAt: number;
}

/** One admitted login attempt; the caller reports how it ended. */
export interface LoginAttempt {
  /** The account had no wrong password on record (nor a lock) before this attempt: no sign of guessing. */
  readonly clean: boolean;
  /** The password was right: the account's count starts again, the address's drops this attempt. */
  succeeded(): Promise<void>;
  /** The password was wrong: the error to answer (426, or 429 when this failure set a lock). */
  failed(): ApiError;
  /** The attempt ended without an answer about the password (a server failure): it does not count. */
  withdrawn(): Promise<void>;
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
 * of them fails. The counters are rows of login_throttle, so every server instance on the
 * database counts the same failures and holds the same locks; an attempt reads and writes its
 * two rows in one transaction holding them (SELECT … FOR UPDATE on PostgreSQL; SQLite's writer
 * is single). At most `maxEntries` rows are kept: forgotten ones go first, then the least
 * recently touched unlocked ones, and only then locks.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly dialect: DatabaseDialect,
    private readonly settings: LoginThrottleSettings,
    private readonly clock: Clock,
    private readonly observer: LoginThrottleObserver = UNOBSERVED,
  ) {}

  /** Admits an attempt, or throws 429 with how long the lock still lasts. */
  async admit(username: string, address: string): Promise<LoginAttempt> {
    const now = this.clock.now();
    const keys: [Subject, string][] = [
      ['account', `account:${username}`],
      ['address', `address:${address}`],
    ];
    const { lockedBy, added, clean } = await this.db.transaction().execute(async (tx) => {
      const { counters, added } = await this.#holdRows(tx, keys, now);
      const account = counters.get(keys[0][1]);
      const clean = account === undefined || (account.failures === 0 && account.locks === 0);
      for (const [subject, key] of keys) {
        const counter = counters.get(key);
        if (counter && counter.lockedUntil > now) {
          this.observer.refused(subject);
          throw this.#lockedError(subject, counter.lockedUntil - now);
        }
      }
      const lockedBy: { subject: Subject; until: number }[] = [];
      for (const [subject, key] of keys) {
        const counter = counters.get(key) ?? { failures: 0, locks: 0, lockedUntil: 0, lastFailureAt: now };
        counter.failures += 1;
        counter.lastFailureAt = now;
        if (counter.failures >= this.#limit(subject)) {
          counter.lockedUntil = now + this.#lockMs(counter.locks);
          counter.locks += 1;
          counter.failures = 0;
          lockedBy.push({ subject, until: counter.lockedUntil });
        }
        await this.#write(tx, key, counter);
      }
      return { lockedBy, added, clean };
    });
    if (added) await this.#makeRoom(now);
    let settled = false;
    const undo = (subject: Subject, key: string) => {
      // This attempt set the lock but turned out not to be a failure: the lock is undone; otherwise one failure less.
      const ownLock = lockedBy.find((lock) => lock.subject === subject)?.until ?? -1;
      const own = sql<boolean>`locked_until = ${ownLock}`;
      return this.db
        .updateTable('login_throttle')
        .set({
          locked_until: sql`case when ${own} then 0 else locked_until end`,
          locks: sql`case when ${own} then locks - 1 else locks end`,
          failures: sql`case when ${own} then ${this.#limit(subject) - 1} when failures > 0 then failures - 1 else 0 end`,
        })
        .where('counter_key', '=', key)
        .execute();
    };
    return {
      clean,
      succeeded: async () => {
        if (settled) return;
        settled = true;
        await this.db.deleteFrom('login_throttle').where('counter_key', '=', keys[0][1]).execute();
        await undo(...keys[1]);
      },
      withdrawn: async () => {
        if (settled) return;
        settled = true;
        for (const key of keys) await undo(...key);
      },
      failed: () => {
        settled = true;
        this.observer.failed(lockedBy.map((lock) => lock.subject));
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
  async captchaDue(username: string, address: string, after: { account: number; address: number }): Promise<boolean> {
    const now = this.clock.now();
    const rows = await this.db
      .selectFrom('login_throttle')
      .select(['counter_key', 'failures', 'locks', 'locked_until', 'last_failure_at'])
      .where('counter_key', 'in', [`account:${username}`, `address:${address}`])
      .execute();
    const current = (key: string) => this.#current(rows.find((row) => row.counter_key === key), now);
    const account = current(`account:${username}`);
    const fromAddress = current(`address:${address}`);
    if ([account, fromAddress].some((counter) => counter !== undefined && counter.lockedUntil > now)) return false;
    return (account?.failures ?? 0) >= after.account || (fromAddress?.failures ?? 0) >= after.address;
  }

  /** How many accounts and addresses are remembered (the bound's subject). */
  async size(): Promise<number> {
    const { n } = await this.db.selectFrom('login_throttle').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(n);
  }

  /**
   * The attempt's two counters, held until its transaction ends. Missing rows are made first
   * (as forgotten ones) so that FOR UPDATE has a row to hold even for a first attempt, and two
   * instances admitting the first attempts of one account cannot both start from nothing.
   */
  async #holdRows(tx: Transaction<DatabaseSchema>, keys: [Subject, string][], now: number): Promise<{ counters: Map<string, Counter | undefined>; added: boolean }> {
    const inserted = await tx
      .insertInto('login_throttle')
      .values(keys.map(([, key]) => ({ counter_key: key, failures: 0, locks: 0, locked_until: 0, last_failure_at: 0, touched: 0 })))
      .onConflict((oc) => oc.column('counter_key').doNothing())
      .executeTakeFirst();
    const rows = await tx
      .selectFrom('login_throttle')
      .select(['counter_key', 'failures', 'locks', 'locked_until', 'last_failure_at'])
      .where(
        'counter_key',
        'in',
        keys.map(([, key]) => key),
      )
      .$if(this.dialect === 'postgres', (query) => query.forUpdate())
      .execute();
    const counters = new Map(keys.map(([, key]) => [key, this.#current(rows.find((row) => row.counter_key === key), now)]));
    return { counters, added: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
  }

  async #write(tx: Transaction<DatabaseSchema>, key: string, counter: Counter): Promise<void> {
    await tx
      .updateTable('login_throttle')
      .set({
        failures: counter.failures,
        locks: counter.locks,
        locked_until: counter.lockedUntil,
        last_failure_at: counter.lastFailureAt,
        // Ever rising (two instances may draw the same number: it only orders who makes room first).
        touched: sql`(select coalesce(max(t.touched), 0) + 1 from login_throttle t)`,
      })
      .where('counter_key', '=', key)
      .execute();
  }

  /** Keeps at most maxEntries rows: forgotten counters go first, then unlocked ones least recently touched, then the oldest locks. */
  async #makeRoom(now: number): Promise<void> {
    const excess = async () => (await this.size()) - this.settings.maxEntries;
    if ((await excess()) <= 0) return;
    await this.db
      .deleteFrom('login_throttle')
      .where('locked_until', '<=', now)
      .where('last_failure_at', '<=', now - this.settings.failureResetSeconds * 1000)
      .execute();
    for (const unlockedOnly of [true, false]) {
      const over = await excess();
      if (over <= 0) return;
      const oldest = this.db
        .selectFrom('login_throttle')
        .select('counter_key')
        .$if(unlockedOnly, (query) => query.where('locked_until', '<=', now))
        .orderBy('touched')
        .limit(over)
        // A row an attempt holds right now is passed over: waiting for it could deadlock with that attempt.
        .$if(this.dialect === 'postgres', (query) => query.forUpdate().skipLocked());
      await this.db.deleteFrom('login_throttle').where('counter_key', 'in', oldest).execute();
    }
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

  /** A row's counter, or undefined once its failures are older than the reset time and no lock holds (it is forgotten). */
  #current(row: { failures: number; locks: number; locked_until: number; last_failure_at: number } | undefined, now: number): Counter | undefined {
    if (!row) return undefined;
    const counter = { failures: Number(row.failures), locks: Number(row.locks), lockedUntil: Number(row.locked_until), lastFailureAt: Number(row.last_failure_at) };
    if (counter.lockedUntil <= now && now - counter.lastFailureAt >= this.settings.failureResetSeconds * 1000) return undefined;
    return counter;
  }
}
