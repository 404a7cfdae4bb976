import type { BrokerMessage } from './BrokerTransport.ts';

/** Something that takes a message for one of its subscriptions (a StompSession). */
export interface MessageSink {
  deliver(subscriptionId: string, message: BrokerMessage): void;
}

export interface DestinationInterest {
  watch(destination: string): void;
  unwatch(destination: string): void;
}

/**
 * Destination → sessions → subscription ids, so a publish reaches exactly the sessions that
 * subscribed, without scanning every connection. It reports when a destination gains its
 * first or loses its last subscriber, which is what a relay needs to follow upstream.
 */
export class SubscriptionRegistry {
  readonly #byDestination = new Map<string, Map<MessageSink, Set<string>>>();

  constructor(private readonly interest: DestinationInterest) {}

  add(sink: MessageSink, subscriptionId: string, destination: string): void {
    let sinks = this.#byDestination.get(destination);
    if (!sinks) {
      sinks = new Map();
      this.#byDestination.set(destination, sinks);
      this.interest.watch(destination);
    }
    const ids = sinks.get(sink);
    if (ids) ids.add(subscriptionId);
    else sinks.set(sink, new Set([subscriptionId]));
  }

  remove(sink: MessageSink, subscriptionId: string, destination: string): void {
    const sinks = this.#byDestination.get(destination);
    const ids = sinks?.get(sink);
    if (!sinks || !ids) return;
    ids.delete(subscriptionId);
    if (ids.size === 0) sinks.delete(sink);
    if (sinks.size === 0) {
      this.#byDestination.delete(destination);
      this.interest.unwatch(destination);
    }
  }

  /** Hands the message to every subscription of its destination; answers how many. */
  deliver(message: BrokerMessage): number {
    const sinks = this.#byDestination.get(message.destination);
    if (!sinks) return 0;
    let count = 0;
    // Copied first: a delivery may end a slow session, which unsubscribes it mid-loop.
    for (const [sink, ids] of [...sinks]) {
      for (const id of [...ids]) {
        sink.deliver(id, message);
        count++;
      }
    }
    return count;
  }

  get destinationCount(): number {
    return this.#byDestination.size;
  }
}
