import { createHash } from 'node:crypto';
import { isUtf8 } from 'node:buffer';
import { Client, ReconnectionTimeMode, type IFrame, type IMessage, type StompSubscription } from '@stomp/stompjs';
import { WebSocket } from 'ws';
import type { BrokerMessage, BrokerTransport } from './BrokerTransport.ts';
import { zhCN } from './zhCN.ts';

/** Where the relay connects: RabbitMQ's Web-STOMP endpoint and the account it uses there. */
export interface RelayEndpoint {
  /** ws(s)://host:port/path, without credentials or query. */
  readonly url: string;
  readonly login: string | null;
  readonly passcode: string | null;
  /** The virtual host (CONNECT's host header); null for the node's default. */
  readonly vhost: string | null;
}

export interface RabbitStompRelayOptions extends RelayEndpoint {
  /** STOMP heart-beats both ways, in milliseconds (10 000). */
  heartBeatMs?: number;
  /** The first wait before reconnecting (500 ms); it doubles on every failed attempt … */
  reconnectDelayMs?: number;
  /** … up to this (30 000 ms). */
  maxReconnectDelayMs?: number;
  /** Messages held while RabbitMQ is unreachable (1 000) … */
  maxQueuedMessages?: number;
  /** … and their bytes (1 MiB), also the most the socket may have unsent; beyond either, a publish is dropped. */
  maxQueuedBytes?: number;
  /** The operator's log (console.error by default). */
  log?: (message: string) => void;
}

/** Every instance's exchange: it exists in every virtual host, and its wildcards never match our keys (see routingKey). */
const EXCHANGE = '/exchange/amq.topic/';
/** RabbitMQ refuses longer routing keys (and closes the connection with an ERROR). */
const MAX_ROUTING_KEY_BYTES = 255;
/**
 * Our headers, as URI-encoded JSON in one header: RabbitMQ reads some names itself (persistent,
 * expires, priority…), and stompjs trims header values and unescapes `\\n` wrongly.
 */
const HEADERS_HEADER = 'ronghe-headers';
const CLOSE_GRACE_MS = 2_000;
const DEFAULTS = Object.freeze({
  heartBeatMs: 10_000,
  reconnectDelayMs: 500,
  maxReconnectDelayMs: 30_000,
  maxQueuedMessages: 1_000,
  maxQueuedBytes: 1024 * 1024,
});

/**
 * `/exchange/amq.topic/<key>` for one of our destinations. The key is the destination's
 * `/`-separated segments as topic words (`/admin/3/msg` → `.admin.3.msg`), each character
 * outside [A-Za-z0-9_-] written `~XX` per UTF-8 byte, so no key contains `*`, `#` or a stray
 * `.` and two destinations never share a key; one too long for RabbitMQ is replaced by its
 * SHA-256 (`~h.…`, which no spelled-out key can be).
 */
export function upstreamDestination(destination: string): string {
  const key = destination
    .split('/')
    .map((segment) => segment.replace(/[^A-Za-z0-9_-]/gu, (char) => [...Buffer.from(char, 'utf8')].map((byte) => `~${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('')))
    .join('.');
  if (Buffer.byteLength(key) <= MAX_ROUTING_KEY_BYTES) return EXCHANGE + key;
  return `${EXCHANGE}~h.${createHash('sha256').update(destination, 'utf8').digest('hex')}`;
}

/**
 * LIVE_RELAY_URL read: `ws://user:pass@host:port/ws` (or wss://), RabbitMQ's Web-STOMP
 * endpoint, with `?vhost=name` for a virtual host other than the node's default. Null when it
 * is not of that form.
 */
export function relayEndpoint(raw: string): RelayEndpoint | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'ws:' && url.protocol !== 'wss:') || url.hostname === '' || url.hash !== '') return null;
  if ([...url.searchParams.keys()].some((name) => name !== 'vhost')) return null;
  const vhost = url.searchParams.get('vhost');
  let login: string | null;
  let passcode: string | null;
  try {
    login = url.username === '' ? null : decodeURIComponent(url.username);
    passcode = url.password === '' ? null : decodeURIComponent(url.password);
  } catch {
    return null;
  }
  const path = url.pathname === '/' ? '/ws' : url.pathname;
  return Object.freeze({ url: `${url.protocol}//${url.host}${path}`, login, passcode, vhost: vhost === null || vhost === '' ? null : vhost });
}

function headersOf(message: IMessage): Record<string, string> {
  const carried = message.headers[HEADERS_HEADER];
  if (carried !== undefined) {
    try {
      const parsed: unknown = JSON.parse(decodeURIComponent(carried));
      if (parsed !== null && typeof parsed === 'object' && Object.values(parsed).every((value) => typeof value === 'string')) return parsed as Record<string, string>;
    } catch {
      // Not ours: fall through to what RabbitMQ says.
    }
  }
  const type = message.headers['content-type'];
  return type === undefined ? {} : { 'content-type': type };
}

/**
 * The broker-relay transport: every publish goes to RabbitMQ and every local delivery comes
 * back from it, so a push made on any server instance reaches subscribers on all of them.
 * Each instance still serves /admin/ws, authenticates and applies its subscription policy;
 * only delivery crosses RabbitMQ. It subscribes upstream to a destination while the
 * instance has local subscribers to it.
 *
 * Delivery is at most once, as for the embedded broker: while RabbitMQ is unreachable the
 * instance keeps serving, publishes wait in a bounded queue and go out once it reconnects
 * (with backoff) and has subscribed again; beyond the bound they are dropped and logged.
 */
export class RabbitStompRelay implements BrokerTransport {
  // Web-STOMP over `ws` rather than STOMP over TCP: stompjs is made for WebSocket (one frame per message), so its reconnect, backoff and heart-beats run with no socket adapter of ours in between.
  readonly #client: Client;
  readonly #options: Required<Omit<RabbitStompRelayOptions, keyof RelayEndpoint>> & RelayEndpoint;
  #deliver: ((message: BrokerMessage) => void) | null = null;
  /** Destinations with local subscribers, and their upstream subscription while connected. */
  readonly #watched = new Map<string, StompSubscription | null>();
  #queue: BrokerMessage[] = [];
  #queuedBytes = 0;
  /** Publishes dropped since dropping was last reported. */
  #dropped = 0;
  /** When the connection was lost (null while connected or before the first connection). */
  #lostAt: number | null = null;
  #everConnected = false;
  #closing: Promise<void> | null = null;

  constructor(options: RabbitStompRelayOptions) {
    this.#options = { ...DEFAULTS, log: (message: string) => console.error(message), ...options };
    const { url, login, passcode, vhost, heartBeatMs, reconnectDelayMs, maxReconnectDelayMs } = this.#options;
    const connectHeaders: Record<string, string> = {};
    if (login !== null) connectHeaders.login = login;
    if (passcode !== null) connectHeaders.passcode = passcode;
    if (vhost !== null) connectHeaders.host = vhost;
    this.#client = new Client({
      webSocketFactory: () => new WebSocket(url, ['v12.stomp', 'v11.stomp', 'v10.stomp'], { perMessageDeflate: false }),
      connectHeaders,
      heartbeatIncoming: heartBeatMs,
      heartbeatOutgoing: heartBeatMs,
      // A peer that stopped answering: cut the socket now instead of waiting out a close handshake.
      discardWebsocketOnCommFailure: true,
      connectionTimeout: Math.max(heartBeatMs, 5_000),
      reconnectDelay: reconnectDelayMs,
      maxReconnectDelay: maxReconnectDelayMs,
      reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
      onConnect: () => this.#connected(),
      onWebSocketClose: () => this.#disconnected(),
      onStompError: (frame: IFrame) => this.#options.log(zhCN.relay.refused(this.#where, frame.headers.message ?? frame.body)),
    });
  }

  /** The endpoint as the log shows it (never the password). */
  get #where(): string {
    return this.#options.vhost === null ? this.#options.url : `${this.#options.url}（vhost ${this.#options.vhost}）`;
  }

  /** Connects in the background: the instance starts and serves even while RabbitMQ is down. */
  async start(deliver: (message: BrokerMessage) => void): Promise<void> {
    this.#deliver = deliver;
    this.#client.activate();
  }

  async publish(message: BrokerMessage): Promise<void> {
    if (this.#closing) return;
    if (!isUtf8(message.body)) throw new TypeError(zhCN.relay.notUtf8);
    if (this.#open) this.#send(message);
    else this.#enqueue(message);
  }

  watch(destination: string): void {
    if (this.#watched.has(destination)) return;
    this.#watched.set(destination, null);
    if (this.#client.connected) this.#subscribe(destination);
  }

  unwatch(destination: string): void {
    const subscription = this.#watched.get(destination);
    this.#watched.delete(destination);
    if (subscription && this.#open) subscription.unsubscribe();
  }

  /** Sends DISCONNECT and waits (briefly) for RabbitMQ's receipt; what is still queued is dropped. */
  close(): Promise<void> {
    this.#closing ??= this.#shutdown();
    return this.#closing;
  }

  /** Messages waiting for the connection, and their bytes (for tests and monitoring). */
  get queued(): { messages: number; bytes: number } {
    return { messages: this.#queue.length, bytes: this.#queuedBytes };
  }

  get connected(): boolean {
    return this.#client.connected;
  }

  async #shutdown(): Promise<void> {
    if (this.#queue.length > 0) this.#options.log(zhCN.relay.droppedOnClose(this.#queue.length));
    this.#queue = [];
    this.#queuedBytes = 0;
    const graceful = this.#client.deactivate();
    let timer: NodeJS.Timeout | undefined;
    const late = await Promise.race([graceful.then(() => false), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), CLOSE_GRACE_MS)))]);
    clearTimeout(timer);
    if (late) await this.#client.deactivate({ force: true });
    this.#deliver = null;
  }

  get #open(): boolean {
    return this.#client.connected && this.#client.webSocket?.readyState === WebSocket.OPEN;
  }

  /** Sends on the open connection, unless RabbitMQ is not taking what was sent before: then it is dropped. */
  #send(message: BrokerMessage): void {
    const socket = this.#client.webSocket as WebSocket | undefined;
    if ((socket?.bufferedAmount ?? 0) > this.#options.maxQueuedBytes) {
      this.#drop();
      return;
    }
    this.#client.publish({
      destination: upstreamDestination(message.destination),
      headers: { 'content-type': message.headers['content-type'] ?? 'application/octet-stream', [HEADERS_HEADER]: encodeURIComponent(JSON.stringify(message.headers)) },
      binaryBody: message.body,
    });
    this.#resumed();
  }

  #enqueue(message: BrokerMessage): void {
    const { maxQueuedMessages, maxQueuedBytes } = this.#options;
    const size = message.body.length;
    if (this.#queue.length >= maxQueuedMessages || this.#queuedBytes + size > maxQueuedBytes) {
      this.#drop();
      return;
    }
    this.#queue.push(message);
    this.#queuedBytes += size;
    this.#resumed();
  }

  /** One line when dropping starts and one with the count when it stops, not one per message. */
  #drop(): void {
    if (this.#dropped === 0) this.#options.log(zhCN.relay.dropping(this.#options.maxQueuedMessages, this.#options.maxQueuedBytes));
    this.#dropped++;
  }

  #resumed(): void {
    if (this.#dropped === 0) return;
    this.#options.log(zhCN.relay.dropped(this.#dropped));
    this.#dropped = 0;
  }

  #subscribe(destination: string): void {
    const subscription = this.#client.subscribe(upstreamDestination(destination), (message) => this.#received(destination, message));
    this.#watched.set(destination, subscription);
  }

  #received(destination: string, message: IMessage): void {
    // A message already on its way when the last local subscriber left.
    if (!this.#watched.has(destination)) return;
    const bytes = message.binaryBody;
    this.#deliver?.({ destination, headers: headersOf(message), body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
  }

  #connected(): void {
    this.#options.log(this.#lostAt === null ? zhCN.relay.connected(this.#where) : zhCN.relay.reconnected(this.#where, Date.now() - this.#lostAt, this.#queue.length));
    this.#lostAt = null;
    this.#everConnected = true;
    // Subscriptions first: RabbitMQ takes one connection's frames in order, so the queued publishes below reach them.
    for (const destination of this.#watched.keys()) this.#subscribe(destination);
    const queue = this.#queue;
    this.#queue = [];
    this.#queuedBytes = 0;
    for (const message of queue) this.#send(message);
  }

  #disconnected(): void {
    for (const destination of this.#watched.keys()) this.#watched.set(destination, null);
    if (this.#closing) return;
    if (this.#lostAt === null) {
      this.#lostAt = Date.now();
      this.#options.log(this.#everConnected ? zhCN.relay.lost(this.#where) : zhCN.relay.unreachable(this.#where));
    }
  }
}
