import type { DisconnectReason } from './BrokerHooks.ts';
import type { BrokerMessage } from './BrokerTransport.ts';
import { HeartBeatNegotiation, type HeartBeatSettings } from './HeartBeatNegotiation.ts';
import { MessageFrameEncoder } from './MessageFrameEncoder.ts';
import type { SendRule } from './SendPolicy.ts';
import { StompFrame } from './StompFrame.ts';
import { StompFrameParser, type StompFrameLimits } from './StompFrameParser.ts';
import { StompProtocolError } from './StompProtocolError.ts';
import type { Principal, SubscriptionRule } from './SubscriptionPolicy.ts';
import type { MessageSink, SubscriptionRegistry } from './SubscriptionRegistry.ts';
import { zhCN } from './zhCN.ts';

/** The transport under a session (a WebSocket in the broker, a fake in unit tests). */
export interface StompChannel {
  /** One serialised frame or heart-beat EOL; `text` when the caller knows whether it is valid UTF-8. */
  send(data: Buffer, text?: boolean): void;
  /** Bytes queued but not yet written: how far behind the client is. */
  readonly bufferedAmount: number;
  /** A clean close: whatever was sent before still arrives. */
  close(code: number, reason: string): void;
  /** Drop the connection at once (the peer is presumed dead). */
  terminate(): void;
}

export type Authenticate = (token: string) => Promise<Principal | null>;

export interface StompSessionOptions {
  authenticate: Authenticate;
  subscriptionRule: SubscriptionRule;
  sendRule: SendRule;
  registry: SubscriptionRegistry;
  heartBeat: HeartBeatSettings;
  frameLimits: Partial<StompFrameLimits>;
  /** A connection that has not completed CONNECT by then is closed. */
  connectTimeoutMs: number;
  maxSubscriptions: number;
  /** Transactions one connection may have open at once. */
  maxTransactions: number;
  /** SEND, ACK and NACK frames one transaction may hold before its COMMIT or ABORT. */
  maxTransactionFrames: number;
  /** A client further behind than this is disconnected rather than buffered without end. */
  maxBufferedBytes: number;
  serverName: string;
  /**
   * Asked once the token is accepted, before CONNECTED goes out: a refusal (e.g. the user's
   * connection limit) is answered with ERROR and a close.
   */
  admit(session: StompSession, principal: Principal): StompProtocolError | null;
  onConnected(session: StompSession, principal: Principal): void;
  onSubscribed(session: StompSession, principal: Principal, destination: string): void;
  /** Every session ends exactly once; `principal` is null when it never connected. */
  onEnded(session: StompSession, reason: DisconnectReason | 'refused', principal: Principal | null): void;
  /** Failures that are not the client's fault (e.g. the authenticate function threw). */
  onInternalError(error: unknown): void;
}

/** WebSocket close codes the session uses. */
const CLOSE = Object.freeze({ normal: 1000, goingAway: 1001, policy: 1008, tryAgainLater: 1013 });
const ACK_MODES = new Set(['auto', 'client', 'client-individual']);
/** Frames a client may pipeline behind its CONNECT while the token is being checked. */
const MAX_BACKLOG = 64;
/** The header bytes a frame holds beyond its names and values (colon and line end). */
const HEADER_LINE_OVERHEAD = 2;
const EOL = Buffer.from('\n');
/** Shared by every session: a message's common bytes are encoded once for all its subscribers. */
const messageFrames = new MessageFrameEncoder();

interface Subscription {
  readonly destination: string;
  readonly ack: string;
}

type State = 'awaiting-connect' | 'authenticating' | 'connected' | 'closed';

function bearerToken(header: string | undefined): string | null {
  if (header === undefined) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? null : token;
}

/** What a parsed frame keeps in memory, roughly: its command, headers and body. */
function heldBytes(frame: StompFrame): number {
  let bytes = frame.command.length + frame.body.length;
  for (const [name, value] of frame.headers) bytes += name.length + value.length + HEADER_LINE_OVERHEAD;
  return bytes;
}

function required(frame: StompFrame, name: string): string {
  const value = frame.header(name);
  if (value === undefined || value === '') {
    throw new StompProtocolError(zhCN.error.malformedFrame, zhCN.error.missingHeader(frame.command, name));
  }
  return value;
}

/**
 * One client connection speaking STOMP 1.2, independent of the transport under it. It
 * authenticates the CONNECT, keeps the connection's subscriptions (checked by the
 * subscription rule), accepts pings, answers receipts, runs heart-beats both ways, and ends
 * with an ERROR frame and a close on any protocol violation, as the specification requires.
 */
export class StompSession implements MessageSink {
  readonly #channel: StompChannel;
  readonly #upgradeToken: string | null;
  readonly #options: StompSessionOptions;
  readonly #parser: StompFrameParser;
  readonly #subscriptions = new Map<string, Subscription>();
  /** Open transactions and how many frames each holds so far. */
  readonly #transactions = new Map<string, number>();
  #state: State = 'awaiting-connect';
  #principal: Principal | null = null;
  /** The token the connection was accepted with; re-checked while it stays open. */
  #token: string | null = null;
  /** Frames (or a parse failure) that arrived while CONNECT awaited authentication. */
  #backlog: (StompFrame | StompProtocolError)[] | null = null;
  #backlogBytes = 0;
  #lastReceivedAt = Date.now();
  #lastSentAt = Date.now();
  #messageCount = 0;
  #connectTimer: NodeJS.Timeout | null;
  #pinger: NodeJS.Timeout | null = null;
  #watchdog: NodeJS.Timeout | null = null;

  constructor(
    readonly id: string,
    channel: StompChannel,
    /** The `access_token`/`token` query parameter of the upgrade request, if any. */
    upgradeToken: string | null,
    options: StompSessionOptions,
  ) {
    this.#channel = channel;
    this.#upgradeToken = upgradeToken;
    this.#options = options;
    this.#parser = new StompFrameParser({ onFrame: (frame) => this.#onFrame(frame) }, options.frameLimits);
    this.#connectTimer = setTimeout(
      () => this.#fail(new StompProtocolError(zhCN.error.connectTimeout, zhCN.error.connectTimeoutDetail(options.connectTimeoutMs))),
      options.connectTimeoutMs,
    );
    this.#connectTimer.unref();
  }

  get principal(): Principal | null {
    return this.#principal;
  }

  get isConnected(): boolean {
    return this.#state === 'connected';
  }

  get subscriptionCount(): number {
    return this.#subscriptions.size;
  }

  /** The accepted token; null until CONNECTED. */
  get token(): string | null {
    return this.#token;
  }

  /**
   * What this connection makes the broker hold for it, in bytes (approximately): the frame
   * being parsed, frames waiting for the token check, and the ids and destinations of its
   * transactions and subscriptions. The send buffer is the transport's (`bufferedAmount`).
   */
  get heldBytes(): number {
    let bytes = this.#parser.pendingBytes + this.#backlogBytes;
    for (const transaction of this.#transactions.keys()) bytes += transaction.length;
    for (const [id, subscription] of this.#subscriptions) bytes += id.length + subscription.destination.length + subscription.ack.length;
    return bytes;
  }

  /** Bytes queued for the client and not yet written. */
  get bufferedBytes(): number {
    return this.#channel.bufferedAmount;
  }

  get transactionCount(): number {
    return this.#transactions.size;
  }

  /** Bytes from the transport, in whatever pieces they came. */
  receive(data: Uint8Array | string): void {
    if (this.#state === 'closed') return;
    this.#lastReceivedAt = Date.now();
    try {
      this.#parser.push(data);
    } catch (error) {
      const failure = error instanceof StompProtocolError ? error : new StompProtocolError(zhCN.error.malformedFrame);
      if (this.#backlog) this.#backlog.push(failure);
      else this.#fail(failure);
    }
  }

  /** The transport closed (the client went away); nothing more can be sent. */
  transportClosed(): void {
    this.#end('closed', null);
  }

  /** The peer stopped answering WebSocket pings: presumed dead, so no goodbye is sent. */
  peerLost(): void {
    this.#end('heartbeat', 'terminate');
  }

  /** The broker is shutting down. */
  shutdown(): void {
    this.#end('shutdown', { code: CLOSE.goingAway, reason: zhCN.close.shutdown });
  }

  /** Turns the connection away before it started (e.g. the broker is full): ERROR, then close. */
  refuse(error: StompProtocolError): void {
    this.#fail(error);
  }

  /** The token no longer authenticates (logout, revocation, expiry, a disabled user): ERROR, then close. */
  revoke(): void {
    if (this.#state !== 'connected') return;
    this.#send(new StompFrame('ERROR', { message: zhCN.error.tokenRevoked, 'content-type': 'text/plain;charset=utf-8' }, zhCN.error.tokenRevokedDetail));
    this.#end('revoked', { code: CLOSE.policy, reason: zhCN.close.tokenRevoked });
  }

  deliver(subscriptionId: string, message: BrokerMessage): void {
    if (this.#state !== 'connected') return;
    const subscription = this.#subscriptions.get(subscriptionId);
    if (!subscription) return;
    const messageId = `${this.id}-${++this.#messageCount}`;
    const frame = messageFrames.encode(message, { messageId, subscription: subscriptionId, ack: subscription.ack !== 'auto' ? messageId : null });
    this.#sendBytes(frame.bytes, frame.text);
  }

  #onFrame(frame: StompFrame): void {
    if (this.#state === 'closed') return;
    if (this.#backlog) {
      const bytes = heldBytes(frame);
      // One frame's worth of bytes: a client has no reason to send more before CONNECTED.
      const maxBytes = this.#parser.limits.maxHeaderBytes + this.#parser.limits.maxBodyBytes;
      if (this.#backlog.length >= MAX_BACKLOG || this.#backlogBytes + bytes > maxBytes) {
        this.#fail(new StompProtocolError(zhCN.error.tooManyPendingFrames));
      } else {
        this.#backlog.push(frame);
        this.#backlogBytes += bytes;
      }
      return;
    }
    this.#dispatch(frame);
  }

  #dispatch(frame: StompFrame): void {
    try {
      const pending = this.#handle(frame);
      if (pending) {
        this.#backlog = [];
        pending.then(
          () => this.#drainBacklog(),
          (error: unknown) => this.#fail(error, frame),
        );
      }
    } catch (error) {
      this.#fail(error, frame);
    }
  }

  #drainBacklog(): void {
    const backlog = this.#backlog ?? [];
    this.#backlog = null;
    this.#backlogBytes = 0;
    for (const item of backlog) {
      if (this.#state === 'closed') return;
      if (item instanceof StompProtocolError) this.#fail(item);
      else this.#dispatch(item);
    }
  }

  /** Answers a promise only for CONNECT, whose token check is asynchronous. */
  #handle(frame: StompFrame): Promise<void> | void {
    if (this.#state !== 'connected') {
      if (frame.command !== 'CONNECT' && frame.command !== 'STOMP') throw new StompProtocolError(zhCN.error.notConnected);
      return this.#connect(frame);
    }
    switch (frame.command) {
      case 'CONNECT':
      case 'STOMP':
        throw new StompProtocolError(zhCN.error.alreadyConnected);
      case 'SUBSCRIBE':
        this.#subscribe(frame);
        break;
      case 'UNSUBSCRIBE':
        this.#unsubscribe(frame);
        break;
      case 'SEND':
        this.#acceptSend(frame);
        break;
      case 'ACK':
      case 'NACK':
        // Deliveries are fire-and-forget (no redelivery), so an acknowledgement only has to be well formed.
        required(frame, 'id');
        this.#joinTransaction(frame);
        break;
      case 'BEGIN':
        this.#begin(frame);
        break;
      case 'COMMIT':
      case 'ABORT':
        this.#finishTransaction(frame);
        break;
      case 'DISCONNECT':
        this.#receipt(frame);
        this.#end('disconnect', { code: CLOSE.normal, reason: zhCN.close.disconnect });
        return;
      default:
        throw new StompProtocolError(zhCN.error.unknownCommand(frame.command));
    }
    this.#receipt(frame);
  }

  async #connect(frame: StompFrame): Promise<void> {
    const offered = frame.header('accept-version') ?? '1.0';
    if (!offered.split(',').some((version) => version.trim() === '1.2')) {
      throw new StompProtocolError(zhCN.error.unsupportedVersion, zhCN.error.unsupportedVersionDetail(offered), { version: '1.2' });
    }
    const heartBeat = HeartBeatNegotiation.negotiate(this.#options.heartBeat, frame.header('heart-beat'));
    const token = bearerToken(frame.header('Authorization') ?? frame.header('authorization')) ?? this.#upgradeToken;
    if (token === null) throw new StompProtocolError(zhCN.error.noToken, zhCN.error.noTokenDetail);
    this.#state = 'authenticating';
    let principal: Principal | null;
    try {
      principal = await this.#options.authenticate(token);
    } catch (error) {
      this.#options.onInternalError(error);
      throw new StompProtocolError(zhCN.error.authFailed);
    }
    // The socket may have closed, or the connect deadline passed, while the token was checked.
    if (this.#isClosed()) return;
    if (principal === null) throw new StompProtocolError(zhCN.error.badToken);
    const refusal = this.#options.admit(this, principal);
    if (refusal) throw refusal;
    this.#principal = principal;
    this.#token = token;
    this.#state = 'connected';
    this.#clearConnectTimer();
    this.#send(
      new StompFrame('CONNECTED', {
        version: '1.2',
        'heart-beat': HeartBeatNegotiation.header(this.#options.heartBeat),
        server: this.#options.serverName,
        session: this.id,
        'user-name': String(principal.userId),
      }),
    );
    this.#startHeartBeats(heartBeat);
    this.#options.onConnected(this, principal);
  }

  #subscribe(frame: StompFrame): void {
    const id = required(frame, 'id');
    const destination = required(frame, 'destination');
    const ack = frame.header('ack') ?? 'auto';
    if (!ACK_MODES.has(ack)) throw new StompProtocolError(zhCN.error.malformedFrame, zhCN.error.badAckMode(ack));
    if (this.#subscriptions.has(id)) throw new StompProtocolError(zhCN.error.duplicateSubscription(id));
    if (this.#subscriptions.size >= this.#options.maxSubscriptions) {
      throw new StompProtocolError(zhCN.error.tooManySubscriptions(this.#options.maxSubscriptions));
    }
    const principal = this.#connectedPrincipal();
    if (!this.#options.subscriptionRule.maySubscribe(principal, destination)) {
      throw new StompProtocolError(zhCN.error.subscribeForbidden, zhCN.error.subscribeForbiddenDetail(destination));
    }
    this.#subscriptions.set(id, { destination, ack });
    this.#options.registry.add(this, id, destination);
    this.#options.onSubscribed(this, principal, destination);
  }

  #unsubscribe(frame: StompFrame): void {
    const id = required(frame, 'id');
    const subscription = this.#subscriptions.get(id);
    if (!subscription) throw new StompProtocolError(zhCN.error.unknownSubscription(id));
    this.#subscriptions.delete(id);
    this.#options.registry.remove(this, id, subscription.destination);
  }

  /** A client SEND is a ping (accepted, delivered nowhere) or refused. */
  #acceptSend(frame: StompFrame): void {
    const destination = required(frame, 'destination');
    if (!this.#options.sendRule.maySend(this.#connectedPrincipal(), destination)) {
      throw new StompProtocolError(zhCN.error.sendForbidden, zhCN.error.sendForbiddenDetail(destination));
    }
    this.#joinTransaction(frame);
  }

  #begin(frame: StompFrame): void {
    const transaction = required(frame, 'transaction');
    if (this.#transactions.has(transaction)) throw new StompProtocolError(zhCN.error.duplicateTransaction(transaction));
    const limit = this.#options.maxTransactions;
    if (this.#transactions.size >= limit) throw new StompProtocolError(zhCN.error.tooManyTransactions, zhCN.error.tooManyTransactionsDetail(limit));
    this.#transactions.set(transaction, 0);
  }

  #finishTransaction(frame: StompFrame): void {
    const transaction = required(frame, 'transaction');
    if (!this.#transactions.delete(transaction)) throw new StompProtocolError(zhCN.error.unknownTransaction(transaction));
  }

  /**
   * Counts a frame into its transaction. Client frames are delivered nowhere, so a commit has
   * nothing to replay and only the count is kept; the limit still holds a transaction to
   * what a relay would have to buffer until its COMMIT.
   */
  #joinTransaction(frame: StompFrame): void {
    const transaction = frame.header('transaction');
    if (transaction === undefined) return;
    const frames = this.#transactions.get(transaction);
    if (frames === undefined) throw new StompProtocolError(zhCN.error.unknownTransaction(transaction));
    const limit = this.#options.maxTransactionFrames;
    if (frames >= limit) throw new StompProtocolError(zhCN.error.transactionTooLong, zhCN.error.transactionTooLongDetail(transaction, limit));
    this.#transactions.set(transaction, frames + 1);
  }

  #receipt(frame: StompFrame): void {
    const receipt = frame.header('receipt');
    if (receipt !== undefined) this.#send(new StompFrame('RECEIPT', { 'receipt-id': receipt }));
  }

  #connectedPrincipal(): Principal {
    if (this.#principal === null) throw new StompProtocolError(zhCN.error.notConnected);
    return this.#principal;
  }

  #startHeartBeats(negotiated: HeartBeatNegotiation): void {
    if (negotiated.sendEvery > 0) this.#armPinger(negotiated.sendEvery, negotiated.sendEvery);
    if (negotiated.expectEvery > 0) this.#armWatchdog(2 * negotiated.expectEvery, 2 * negotiated.expectEvery);
  }

  /** Sends an EOL only when nothing else went out during the interval: any frame counts as a beat. */
  #armPinger(every: number, delay: number): void {
    this.#pinger = setTimeout(() => {
      const idle = Date.now() - this.#lastSentAt;
      if (idle >= every) {
        this.#sendBytes(EOL);
        this.#armPinger(every, every);
      } else {
        this.#armPinger(every, every - idle);
      }
    }, delay);
    this.#pinger.unref();
  }

  /** Re-armed lazily from the last receipt time, so incoming data costs no timer work. */
  #armWatchdog(limit: number, delay: number): void {
    this.#watchdog = setTimeout(() => {
      const silent = Date.now() - this.#lastReceivedAt;
      if (silent > limit) this.#end('heartbeat', 'terminate');
      else this.#armWatchdog(limit, limit - silent + 1);
    }, delay);
    this.#watchdog.unref();
  }

  #send(frame: StompFrame): void {
    this.#sendBytes(frame.toBuffer());
  }

  /**
   * Every frame, receipt and heart-beat goes through here, so a client that stops reading
   * is cut off once its send buffer passes the limit, whatever it was being sent.
   */
  #sendBytes(data: Buffer, text?: boolean): void {
    if (this.#state === 'closed') return;
    if (this.#channel.bufferedAmount > this.#options.maxBufferedBytes) {
      this.#end('slow', { code: CLOSE.tryAgainLater, reason: zhCN.close.slowConsumer });
      return;
    }
    this.#lastSentAt = Date.now();
    this.#channel.send(data, text);
  }

  /** ERROR with the violation, then close: STOMP 1.2 allows nothing after an ERROR. */
  #fail(error: unknown, frame?: StompFrame): void {
    if (this.#state === 'closed') return;
    if (!(error instanceof StompProtocolError)) this.#options.onInternalError(error);
    const failure = error instanceof StompProtocolError ? error : new StompProtocolError(zhCN.error.malformedFrame);
    const receipt = frame?.header('receipt');
    this.#send(
      new StompFrame(
        'ERROR',
        {
          message: failure.message,
          'content-type': 'text/plain;charset=utf-8',
          ...(receipt === undefined ? {} : { 'receipt-id': receipt }),
          ...failure.headers,
        },
        failure.detail,
      ),
    );
    this.#end(this.#principal === null ? 'refused' : 'error', { code: CLOSE.policy, reason: zhCN.close.protocolError });
  }

  #end(reason: DisconnectReason | 'refused', close: { code: number; reason: string } | 'terminate' | null): void {
    if (this.#state === 'closed') return;
    this.#state = 'closed';
    this.#backlog = null;
    this.#backlogBytes = 0;
    this.#clearConnectTimer();
    if (this.#pinger) clearTimeout(this.#pinger);
    if (this.#watchdog) clearTimeout(this.#watchdog);
    for (const [id, subscription] of this.#subscriptions) this.#options.registry.remove(this, id, subscription.destination);
    this.#subscriptions.clear();
    this.#transactions.clear();
    if (close === 'terminate') this.#channel.terminate();
    else if (close !== null) this.#channel.close(close.code, close.reason);
    this.#options.onEnded(this, reason, this.#principal);
  }

  /** A method, not a field test, because the state can change across an await. */
  #isClosed(): boolean {
    return this.#state === 'closed';
  }

  #clearConnectTimer(): void {
    if (this.#connectTimer) clearTimeout(this.#connectTimer);
    this.#connectTimer = null;
  }
}
