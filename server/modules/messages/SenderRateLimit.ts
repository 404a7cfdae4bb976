import type { Clock } from '../../app/ServerContracts.ts';

/**
 * How many messages each sender may send in a sliding window. In memory (one process, like the
 * login throttle): at most `maxSenders` are remembered, the least recently active forgotten first.
 */
export class SenderRateLimit {
  readonly #sent = new Map<number, number[]>();

  constructor(
    private readonly clock: Clock,
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxSenders = 10_000,
  ) {}

  /** Counts one send and says whether it is within the limit; a refused send is not counted. */
  admit(senderId: number): boolean {
    const now = this.clock.now();
    const recent = (this.#sent.get(senderId) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.limit) {
      this.#remember(senderId, recent);
      return false;
    }
    recent.push(now);
    this.#remember(senderId, recent);
    return true;
  }

  #remember(senderId: number, times: number[]): void {
    // Re-inserting keeps the map in order of last activity.
    this.#sent.delete(senderId);
    if (this.#sent.size >= this.maxSenders) this.#sent.delete(this.#sent.keys().next().value!);
    this.#sent.set(senderId, times);
  }
}
