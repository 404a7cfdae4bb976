import type { Principal } from './SubscriptionPolicy.ts';

/** What the broker asks before it accepts a client's SEND. */
export interface SendRule {
  maySend(principal: Principal, destination: string): boolean;
}

/**
 * Clients never publish to users: the only SEND the web client makes is its 10-second ping
 * to `/test`, which is accepted and dropped. Everything else is refused.
 */
export class SendPolicy implements SendRule {
  readonly #pingDestinations: ReadonlySet<string>;

  constructor(pingDestinations: Iterable<string> = ['/test']) {
    this.#pingDestinations = new Set(pingDestinations);
  }

  maySend(_principal: Principal, destination: string): boolean {
    return this.#pingDestinations.has(destination);
  }
}
