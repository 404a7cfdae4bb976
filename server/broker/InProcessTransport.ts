import type { BrokerMessage, BrokerTransport } from './BrokerTransport.ts';

/** The single-process transport: every subscriber lives here, so publish is delivery. */
export class InProcessTransport implements BrokerTransport {
  #deliver: ((message: BrokerMessage) => void) | null = null;

  async start(deliver: (message: BrokerMessage) => void): Promise<void> {
    this.#deliver = deliver;
  }

  async publish(message: BrokerMessage): Promise<void> {
    this.#deliver?.(message);
  }

  watch(): void {
    // Every local subscriber is already reachable; there is no upstream to tell.
  }

  unwatch(): void {
    // As for watch: nothing upstream.
  }

  async close(): Promise<void> {
    this.#deliver = null;
  }
}
