/** A message on its way to subscribers: the body is already encoded (JSON, UTF-8). */
export interface BrokerMessage {
  readonly destination: string;
  /** Extra MESSAGE headers (content-type included); the broker adds its own. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/**
 * The seam between `StompBroker.publish` and the sessions that receive. The embedded broker
 * uses InProcessTransport (publish delivers straight back); RabbitStompRelay, the relay to
 * RabbitMQ Web-STOMP, implements the same interface by sending upstream and calling `deliver`
 * for every message the upstream broker hands back, so several server processes share one set
 * of topics.
 */
export interface BrokerTransport {
  /** Called once by the broker, before any publish. */
  start(deliver: (message: BrokerMessage) => void): Promise<void>;
  publish(message: BrokerMessage): Promise<void>;
  /** A destination gained its first local subscriber: a relay subscribes upstream. */
  watch(destination: string): void;
  /** A destination lost its last local subscriber: a relay unsubscribes upstream. */
  unwatch(destination: string): void;
  close(): Promise<void>;
}
