import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Server as HttpsServer } from 'node:https';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { tapOnly, type TapOnly } from '../../core/hooks/index.ts';
import { createBrokerHooks, type BrokerHooks, type BrokerSessionInfo } from './BrokerHooks.ts';
import { DEFAULT_BROKER_LIMITS, type BrokerLimits } from './BrokerLimits.ts';
import type { BrokerTransport } from './BrokerTransport.ts';
import type { HeartBeatSettings } from './HeartBeatNegotiation.ts';
import { InProcessTransport } from './InProcessTransport.ts';
import { SendPolicy, type SendRule } from './SendPolicy.ts';
import { StompProtocolError } from './StompProtocolError.ts';
import { StompSession, type Authenticate, type StompSessionOptions } from './StompSession.ts';
import { SubscriptionPolicy, type Principal, type SubscriptionRule } from './SubscriptionPolicy.ts';
import { SubscriptionRegistry } from './SubscriptionRegistry.ts';
import { UserDestination, type UserChannel } from './UserDestination.ts';
import { WebSocketChannel } from './WebSocketChannel.ts';
import { zhCN } from './zhCN.ts';

export interface StompBrokerOptions {
  /** Resolves a token (CONNECT `Authorization: Bearer …`, else the upgrade URL's `access_token`/`token`). */
  authenticate: Authenticate;
  subscriptionPolicy?: SubscriptionRule;
  sendPolicy?: SendRule;
  /** Where publish goes; InProcessTransport unless a relay is configured. */
  transport?: BrokerTransport;
  /** Milliseconds; defaults to 10 000 both ways, the web client's own setting. */
  heartBeat?: Partial<HeartBeatSettings>;
  /** DEFAULT_BROKER_LIMITS for whatever is not given. */
  limits?: Partial<BrokerLimits>;
  /**
   * How often, in milliseconds, every open connection's token is checked again with
   * `authenticate`; a connection whose token no longer passes gets ERROR and is closed.
   * 0 (the default) checks only at CONNECT.
   */
  tokenCheckMs?: number;
  /**
   * How often, in milliseconds, every socket is sent a WebSocket ping; one that has not
   * answered (nor sent anything) by the next ping is dropped. This finds dead peers whatever
   * STOMP heart-beats they negotiated, 0,0 included. 30 000 by default; 0 turns it off.
   */
  pingMs?: number;
  serverName?: string;
  /**
   * The client's address, for the per-address cap on connections not yet signed in: the
   * socket's peer unless given (behind a trusted proxy, the address it forwarded).
   */
  clientAddress?: (request: IncomingMessage) => string;
  /** Failures that are not a client's fault: a throwing authenticate function or hook tap. */
  onError?: (error: unknown) => void;
}

/** The part of a Fastify instance the broker uses (any type provider fits). */
export interface FastifyLike {
  readonly server: HttpServer | HttpsServer;
  addHook(name: 'preClose', hook: () => Promise<void>): unknown;
}

export type AttachTarget = HttpServer | HttpsServer | FastifyLike;

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

const DEFAULTS = Object.freeze({
  heartBeat: Object.freeze({ outgoing: 10_000, incoming: 10_000 }),
  pingMs: 30_000,
  serverName: 'ronghe-broker/1.0',
});
/** Sockets that have not finished their close handshake by then are cut on shutdown. */
const SHUTDOWN_GRACE_MS = 2_000;
const STOMP_SUBPROTOCOL = 'v12.stomp';

function isFastify(target: AttachTarget): target is FastifyLike {
  return 'addHook' in target && 'server' in target;
}

function upgradeToken(url: URL): string | null {
  return url.searchParams.get('access_token') || url.searchParams.get('token') || null;
}

/** What the broker holds for its connections, for monitoring and for the memory tests. */
export interface BrokerUsage {
  /** Open connections, established or not. */
  connections: number;
  /** Users with at least one established connection. */
  users: number;
  transactions: number;
  subscriptions: number;
  /** Bytes held for the connections beyond their send buffers (see StompSession.heldBytes). */
  heldBytes: number;
  /** Bytes queued for clients and not yet written. */
  bufferedBytes: number;
}

function info(session: StompSession, principal: Principal): BrokerSessionInfo {
  return Object.freeze({ sessionId: session.id, userId: principal.userId });
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

function refuseUpgrade(socket: Duplex, status: number, statusText: string, body: string): void {
  const bytes = Buffer.from(body, 'utf8');
  // Node hands an upgrade socket over without its error listener; a reset must not crash the process.
  socket.on('error', () => socket.destroy());
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${statusText}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${bytes.length}\r\n\r\n${body}`,
  );
}

/**
 * The embedded STOMP 1.2 broker behind `/admin/ws`. It takes WebSocket upgrades from the
 * HTTP server, runs one StompSession per connection, and fans published messages out to the
 * subscribed sessions through a BrokerTransport (in-process now; a RabbitMQ relay later).
 */
export class StompBroker {
  /** Observers tap these; only the broker calls them. */
  readonly hooks: TapOnly<BrokerHooks>;
  readonly #hooks: BrokerHooks = createBrokerHooks();
  readonly #options: StompBrokerOptions;
  readonly #transport: BrokerTransport;
  readonly #ready: Promise<void>;
  readonly #registry: SubscriptionRegistry;
  readonly #sessionOptions: StompSessionOptions;
  readonly #sessions = new Set<StompSession>();
  /** Established sessions by user, for the per-user limit and the token check. */
  readonly #byUser = new Map<number, Set<StompSession>>();
  /** Sessions not yet signed in, with their client address, and how many each address has. */
  readonly #pending = new Map<StompSession, string>();
  readonly #pendingByAddress = new Map<string, number>();
  /** Every socket and its session, whether or not the session still counts as open. */
  readonly #sockets = new Map<WebSocket, StompSession>();
  /** Sockets pinged that have not answered since. */
  readonly #unanswered = new Set<WebSocket>();
  #pinger: NodeJS.Timeout | null = null;
  readonly #limits: BrokerLimits;
  #tokenCheck: NodeJS.Timeout | null = null;
  #checking: Promise<void> | null = null;
  readonly #wss: WebSocketServer;
  /** Paths served per HTTP server, and the listener to remove on close. */
  readonly #attached = new Map<HttpServer | HttpsServer, { paths: Set<string>; listener: UpgradeListener }>();
  #closing: Promise<void> | null = null;

  constructor(options: StompBrokerOptions) {
    this.#options = options;
    this.hooks = tapOnly(this.#hooks);
    this.#transport = options.transport ?? new InProcessTransport();
    this.#registry = new SubscriptionRegistry(this.#transport);
    this.#ready = this.#transport.start((message) => void this.#registry.deliver(message));
    // A failing start surfaces at the first publish; this only keeps it from being "unhandled".
    this.#ready.catch(() => undefined);
    const limits = Object.freeze({ ...DEFAULT_BROKER_LIMITS, ...options.limits });
    this.#limits = limits;
    this.#sessionOptions = {
      authenticate: options.authenticate,
      subscriptionRule: options.subscriptionPolicy ?? new SubscriptionPolicy(),
      sendRule: options.sendPolicy ?? new SendPolicy(),
      registry: this.#registry,
      heartBeat: { ...DEFAULTS.heartBeat, ...options.heartBeat },
      frameLimits: limits,
      connectTimeoutMs: limits.connectTimeoutMs,
      maxSubscriptions: limits.maxSubscriptions,
      maxTransactions: limits.maxTransactions,
      maxTransactionFrames: limits.maxTransactionFrames,
      maxBufferedBytes: limits.maxBufferedBytes,
      serverName: options.serverName ?? DEFAULTS.serverName,
      admit: (_session, principal) => this.#admit(principal.userId),
      onConnected: (session, principal) => {
        this.#signedIn(session);
        let own = this.#byUser.get(principal.userId);
        if (!own) this.#byUser.set(principal.userId, (own = new Set()));
        own.add(session);
        this.#notify(() => this.#hooks.connected.call(info(session, principal)));
      },
      onSubscribed: (session, principal, destination) =>
        this.#notify(() => this.#hooks.subscribed.call(info(session, principal), destination)),
      onEnded: (session, reason, principal) => {
        this.#sessions.delete(session);
        this.#signedIn(session);
        if (principal !== null) {
          const own = this.#byUser.get(principal.userId);
          own?.delete(session);
          if (own?.size === 0) this.#byUser.delete(principal.userId);
        }
        if (principal !== null && reason !== 'refused') {
          this.#notify(() => this.#hooks.disconnected.call(info(session, principal), reason));
        }
      },
      onInternalError: (error) => this.#reportError(error),
    };
    this.#wss = new WebSocketServer({
      noServer: true,
      // Room for a frame just over the parser's limits, so the client gets an ERROR frame
      // rather than a bare close; anything far larger is cut by ws itself.
      maxPayload: 2 * (limits.maxHeaderBytes + limits.maxBodyBytes),
      perMessageDeflate: false,
      handleProtocols: (offered) => (offered.has(STOMP_SUBPROTOCOL) ? STOMP_SUBPROTOCOL : false),
    });
    const every = options.tokenCheckMs ?? 0;
    if (every > 0) {
      this.#tokenCheck = setInterval(() => void this.checkTokens(), every);
      this.#tokenCheck.unref();
    }
    const pingMs = options.pingMs ?? DEFAULTS.pingMs;
    if (pingMs > 0) {
      this.#pinger = setInterval(() => this.#ping(), pingMs);
      this.#pinger.unref();
    }
  }

  #ping(): void {
    for (const [socket, session] of this.#sockets) {
      if (this.#unanswered.has(socket)) {
        session.peerLost();
        socket.terminate();
        continue;
      }
      this.#unanswered.add(socket);
      socket.ping();
    }
  }

  /**
   * Serves STOMP over WebSocket at `path` of an HTTP server or a Fastify instance (its routes
   * keep working). Upgrades to other paths are refused with 404 unless another upgrade
   * listener is there to take them. With Fastify, the broker closes itself when Fastify
   * closes (a preClose hook, so the open sockets do not hold up the server's close); attach
   * before the instance listens, as Fastify takes no hooks after that.
   */
  attach(target: AttachTarget, path = '/admin/ws'): this {
    if (this.#closing) throw new Error(zhCN.brokerClosed);
    const server = isFastify(target) ? target.server : target;
    if (isFastify(target)) {
      try {
        target.addHook('preClose', () => this.close());
      } catch (error) {
        throw new Error(zhCN.attachAfterStart, { cause: error });
      }
    }
    const existing = this.#attached.get(server);
    if (existing) {
      existing.paths.add(path);
      return this;
    }
    const paths = new Set([path]);
    const listener: UpgradeListener = (request, socket, head) => this.#onUpgrade(server, paths, request, socket, head);
    server.on('upgrade', listener);
    this.#attached.set(server, { paths, listener });
    return this;
  }

  /** Sends `body`, JSON-encoded, to everyone subscribed to `destination`. */
  async publish(destination: string, body: unknown, headers: Readonly<Record<string, string>> = {}): Promise<void> {
    const json = JSON.stringify(body);
    if (json === undefined) throw new TypeError(zhCN.badJsonBody);
    await this.#ready;
    await this.#transport.publish({
      destination,
      headers: { 'content-type': 'application/json;charset=utf-8', ...headers },
      body: Buffer.from(json, 'utf8'),
    });
  }

  /** Sends to `/admin/{userId}/msg` or `/admin/{userId}/todo`. */
  publishToUser(userId: number, channel: UserChannel, body: unknown): Promise<void> {
    return this.publish(UserDestination.of(userId, channel), body);
  }

  /** Open connections, whether or not their CONNECT has completed yet. */
  get connectionCount(): number {
    return this.#sessions.size;
  }

  get usage(): BrokerUsage {
    let transactions = 0;
    let subscriptions = 0;
    let heldBytes = 0;
    let bufferedBytes = 0;
    for (const session of this.#sessions) {
      transactions += session.transactionCount;
      subscriptions += session.subscriptionCount;
      heldBytes += session.heldBytes;
      bufferedBytes += session.bufferedBytes;
    }
    return { connections: this.#sessions.size, users: this.#byUser.size, transactions, subscriptions, heldBytes, bufferedBytes };
  }

  /**
   * Checks every established connection's token again and closes, with an ERROR frame, those
   * whose token no longer authenticates: a logout, a revoked or expired token, a disabled
   * user. Each distinct token is checked once however many tabs share it, one at a time so a
   * sweep over many connections does not crowd out requests. A check that fails (the
   * database is down) closes nothing. Concurrent calls share one sweep.
   */
  checkTokens(): Promise<void> {
    this.#checking ??= this.#sweepTokens().finally(() => (this.#checking = null));
    return this.#checking;
  }

  async #sweepTokens(): Promise<void> {
    const byToken = new Map<string, StompSession[]>();
    for (const own of this.#byUser.values()) {
      for (const session of own) {
        const token = session.token;
        if (token === null) continue;
        const sharing = byToken.get(token);
        if (sharing) sharing.push(session);
        else byToken.set(token, [session]);
      }
    }
    for (const [token, sessions] of byToken) {
      if (this.#closing) return;
      let principal: Principal | null;
      try {
        principal = await this.#options.authenticate(token);
      } catch (error) {
        this.#reportError(error);
        continue;
      }
      if (principal === null) for (const session of sessions) session.revoke();
    }
  }

  /** Stops taking upgrades, closes every session (WebSocket close 1001) and the transport. */
  close(): Promise<void> {
    this.#closing ??= this.#shutdown();
    return this.#closing;
  }

  async #shutdown(): Promise<void> {
    if (this.#tokenCheck) clearInterval(this.#tokenCheck);
    if (this.#pinger) clearInterval(this.#pinger);
    for (const [server, { listener }] of this.#attached) server.off('upgrade', listener);
    this.#attached.clear();
    const closed = [...this.#sockets.keys()].map((socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())));
    for (const session of [...this.#sessions]) session.shutdown();
    const cut = setTimeout(() => {
      for (const socket of this.#sockets.keys()) socket.terminate();
    }, SHUTDOWN_GRACE_MS);
    await Promise.all(closed);
    clearTimeout(cut);
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
    await this.#transport.close();
  }

  #onUpgrade(server: HttpServer | HttpsServer, paths: ReadonlySet<string>, request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!paths.has(url.pathname)) {
      // Another listener may own this path; only when we are alone is it ours to refuse.
      if (server.listenerCount('upgrade') === 1) refuseUpgrade(socket, 404, 'Not Found', zhCN.http.notFound);
      return;
    }
    if (this.#closing) {
      refuseUpgrade(socket, 503, 'Service Unavailable', zhCN.close.shutdown);
      return;
    }
    const address = this.#options.clientAddress?.(request) ?? request.socket.remoteAddress ?? '';
    this.#wss.handleUpgrade(request, socket, head, (ws) => this.#accept(ws, upgradeToken(url), address));
  }

  #accept(ws: WebSocket, token: string | null, address: string): void {
    // The handshake may have completed after close() began.
    if (this.#closing) {
      ws.close(1001, zhCN.close.shutdown);
      return;
    }
    const session = new StompSession(randomUUID(), new WebSocketChannel(ws), token, this.#sessionOptions);
    this.#sockets.set(ws, session);
    ws.on('message', (data) => {
      this.#unanswered.delete(ws);
      session.receive(toBuffer(data));
    });
    ws.on('pong', () => this.#unanswered.delete(ws));
    ws.on('close', () => {
      this.#sockets.delete(ws);
      this.#unanswered.delete(ws);
      session.transportClosed();
    });
    // ws closes the socket itself after an error (e.g. an oversized message); the close
    // handler above ends the session, so the error needs no further handling here.
    ws.on('error', () => undefined);
    const limits = this.#limits;
    const fromAddress = this.#pendingByAddress.get(address) ?? 0;
    let refusal: StompProtocolError | null = null;
    if (this.#sessions.size >= limits.maxConnections) refusal = new StompProtocolError(zhCN.error.tooManyConnections, zhCN.error.tooManyConnectionsDetail(limits.maxConnections));
    // The address's own cap first: one address's sockets that never sign in leave the others their room.
    else if (fromAddress >= limits.maxPendingPerAddress)
      refusal = new StompProtocolError(zhCN.error.tooManyPendingFromAddress, zhCN.error.tooManyPendingFromAddressDetail(limits.maxPendingPerAddress));
    else if (this.#pending.size >= limits.maxPendingConnections) refusal = new StompProtocolError(zhCN.error.tooManyPending, zhCN.error.tooManyPendingDetail(limits.maxPendingConnections));
    if (refusal) {
      session.refuse(refusal);
      return;
    }
    this.#sessions.add(session);
    this.#pending.set(session, address);
    this.#pendingByAddress.set(address, fromAddress + 1);
  }

  /** The session signed in or ended: it no longer counts as waiting. */
  #signedIn(session: StompSession): void {
    const address = this.#pending.get(session);
    if (address === undefined) return;
    this.#pending.delete(session);
    const left = (this.#pendingByAddress.get(address) ?? 1) - 1;
    if (left > 0) this.#pendingByAddress.set(address, left);
    else this.#pendingByAddress.delete(address);
  }

  /** The per-user limit, asked before a token's CONNECTED goes out. */
  #admit(userId: number): StompProtocolError | null {
    const limit = this.#limits.maxConnectionsPerUser;
    if ((this.#byUser.get(userId)?.size ?? 0) < limit) return null;
    return new StompProtocolError(zhCN.error.tooManyUserConnections, zhCN.error.tooManyUserConnectionsDetail(limit));
  }

  /** A throwing observer must not break the connection it observes. */
  #notify(call: () => void): void {
    try {
      call();
    } catch (error) {
      this.#reportError(error);
    }
  }

  #reportError(error: unknown): void {
    if (this.#options.onError) this.#options.onError(error);
    else console.error('[broker]', error);
  }
}
