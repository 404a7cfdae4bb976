import { Counter, type Registry } from 'prom-client';

/** What LoginThrottle tells of the attempts it judges; a subject is the account or the client address. */
export interface LoginThrottleObserver {
  /** A wrong password; `locked` the subjects this failure locked. */
  failed(locked: readonly ('account' | 'address')[]): void;
  /** An attempt refused unheard because its account or address is locked. */
  refused(subject: 'account' | 'address'): void;
}

/**
 * The password login's metrics, counted by this instance: wrong passwords, the locks they set
 * and the attempts refused during a lock. A rising refusal count with few failures is a lock
 * being hammered; many failures from many addresses, a spraying attack.
 */
export class LoginMetrics implements LoginThrottleObserver {
  readonly #failures: Counter;
  readonly #locks: Counter<'subject'>;
  readonly #refused: Counter<'subject'>;

  constructor(registry: Registry) {
    const registers = [registry];
    this.#failures = new Counter({ name: 'ronghe_login_failures_total', help: 'Wrong passwords: password logins refused for a wrong account or password, and password changes with a wrong old password.', registers });
    this.#locks = new Counter({ name: 'ronghe_login_locks_total', help: 'Locks set by wrong passwords, on an account or a client address.', labelNames: ['subject'], registers });
    this.#refused = new Counter({ name: 'ronghe_login_refused_locked_total', help: 'Password logins refused because the account or the address was locked.', labelNames: ['subject'], registers });
  }

  failed(locked: readonly ('account' | 'address')[]): void {
    this.#failures.inc();
    for (const subject of locked) this.#locks.inc({ subject });
  }

  refused(subject: 'account' | 'address'): void {
    this.#refused.inc({ subject });
  }
}
