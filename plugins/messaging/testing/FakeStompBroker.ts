import type { StompLink, StompLinkFactory, StompLinkOptions } from '../live/StompLink.ts';

/** One fake STOMP client: records what it was asked and lets the test play the broker. */
export class FakeStompLink implements StompLink {
  activated = false;
  deactivated = false;
  connected = false;
  readonly subscriptions = new Map<string, (body: string) => void>();
  readonly published: { destination: string; body: string }[] = [];

  constructor(readonly options: StompLinkOptions) {}

  activate(): void {
    this.activated = true;
  }

  async deactivate(): Promise<void> {
    this.deactivated = true;
    this.connected = false;
  }

  subscribe(destination: string, onBody: (body: string) => void): void {
    this.subscriptions.set(destination, onBody);
  }

  publish(destination: string, body: string): void {
    // What @stomp/stompjs does without a connection.
    if (!this.connected) throw new TypeError('There is no underlying STOMP connection');
    this.published.push({ destination, body });
  }

  /** The broker accepts the CONNECT frame. */
  connect(): void {
    this.connected = true;
    this.options.onConnect();
  }

  /** The broker sends ERROR (the token no longer passes) and closes. */
  refuse(): void {
    this.connected = false;
    this.options.onRefused?.();
  }

  /** The socket is gone (network, server restart); the next send fails. */
  lose(): void {
    this.connected = false;
  }

  /** The server sends a message to a destination; objects go as JSON, as the server sends them. */
  push(destination: string, body: unknown): void {
    const deliver = this.subscriptions.get(destination);
    if (!deliver) throw new Error(`没有订阅 ${destination}`);
    deliver(typeof body === 'string' ? body : JSON.stringify(body));
  }
}

/** Hands out fake links in place of @stomp/stompjs and remembers each, newest last. */
export class FakeStompBroker {
  readonly links: FakeStompLink[] = [];

  readonly factory: StompLinkFactory = (options) => {
    const link = new FakeStompLink(options);
    this.links.push(link);
    return link;
  };

  /** The link made last. */
  get latest(): FakeStompLink {
    const link = this.links.at(-1);
    if (!link) throw new Error('还没有建立连接');
    return link;
  }
}
