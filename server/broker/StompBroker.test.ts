import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import Fastify from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { DisconnectReason } from './BrokerHooks.ts';
import { StompBroker, type StompBrokerOptions } from './StompBroker.ts';
import type { StompFrame } from './StompFrame.ts';
import { StompFrameParser } from './StompFrameParser.ts';

/** Tokens are `token-{userId}`; anything else is unknown. */
async function authenticate(token: string): Promise<{ userId: number } | null> {
  const match = /^token-(\d+)$/.exec(token);
  return match ? { userId: Number(match[1]) } : null;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Running {
  broker: StompBroker;
  server: Server;
  url: string;
  http: string;
}

async function startBroker(options: Partial<StompBrokerOptions> = {}): Promise<Running> {
  const server = createServer((_request, response) => response.end('ok'));
  const broker = new StompBroker({ authenticate, ...options });
  broker.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  cleanups.push(async () => {
    await broker.close();
    await new Promise((resolve) => server.close(resolve));
  });
  return { broker, server, url: `ws://127.0.0.1:${port}/admin/ws`, http: `http://127.0.0.1:${port}` };
}

const STOMP_PROTOCOLS = ['v10.stomp', 'v11.stomp', 'v12.stomp'];

/** The WebSocket under each stompjs client, and the close code it ended with. */
const sockets = new WeakMap<Client, WebSocket>();
const socketClosed = new WeakMap<Client, Promise<number>>();

/** A @stomp/stompjs client as the web app makes it, without reconnects or heart-beats unless asked. */
function stompClient(url: string, settings: { token?: string; query?: string; heartbeat?: [number, number] } = {}): Client {
  let closed: (code: number) => void = () => undefined;
  const client = new Client({
    webSocketFactory: () => {
      const socket = new WebSocket(settings.query ? `${url}?${settings.query}` : url, STOMP_PROTOCOLS);
      socket.on('close', (code) => closed(code));
      sockets.set(client, socket);
      return socket;
    },
    connectHeaders: settings.token ? { Authorization: `Bearer ${settings.token}` } : {},
    reconnectDelay: 0,
    heartbeatOutgoing: settings.heartbeat?.[0] ?? 0,
    heartbeatIncoming: settings.heartbeat?.[1] ?? 0,
  });
  socketClosed.set(client, new Promise((resolve) => (closed = resolve)));
  cleanups.push(() => client.deactivate({ force: true }));
  return client;
}

type Outcome = { connected: IFrame } | { error: IFrame } | { closed: number };

/** Activates the client and tells how the first exchange ended. */
function activate(client: Client): Promise<Outcome> {
  return within(new Promise((resolve) => {
    client.onConnect = (frame) => resolve({ connected: frame });
    client.onStompError = (frame) => resolve({ error: frame });
    client.onWebSocketClose = (event: { code: number }) => resolve({ closed: event.code });
    client.activate();
  }), 'the first exchange');
}

async function connected(client: Client): Promise<IFrame> {
  const outcome = await activate(client);
  if (!('connected' in outcome)) throw new Error(`not connected: ${JSON.stringify(outcome)}`);
  return outcome.connected;
}

/** Subscribes and waits for the broker's receipt, so a publish right after cannot overtake it. */
function subscribed(client: Client, destination: string, onMessage: (message: IMessage) => void): Promise<void> {
  const receipt = `sub-${destination}`;
  const done = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
  client.subscribe(destination, onMessage, { receipt });
  return within(done, `the receipt for ${destination}`);
}

/** Fails fast rather than at the 30-second test timeout when something never happens. */
function within<T>(promise: Promise<T>, what: string, timeoutMs = 15_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function closedCode(client: Client): Promise<number> {
  const closed = socketClosed.get(client);
  if (!closed) throw new Error('not a test client');
  return within(closed, 'the socket close');
}

function waitUntil(check: () => boolean, what = 'the condition', timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const poll = () => {
      if (check()) resolve();
      else if (Date.now() - started > timeoutMs) reject(new Error(`${what} did not happen within ${timeoutMs} ms`));
      else setTimeout(poll, 5);
    };
    poll();
  });
}

/** A bare WebSocket speaking STOMP by hand, for what a well-behaved client library never does. */
class RawStompClient {
  readonly frames: StompFrame[] = [];
  eols = 0;
  readonly #closed: Promise<{ code: number; at: number }>;
  readonly #parser = new StompFrameParser({ onFrame: (frame) => this.frames.push(frame), onHeartbeat: () => this.eols++ });

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => this.#parser.push(data));
    this.#closed = new Promise((resolve) => socket.on('close', (code) => resolve({ code, at: Date.now() })));
    cleanups.push(() => socket.terminate());
  }

  static async open(url: string, headers?: Record<string, string>): Promise<RawStompClient> {
    const socket = new WebSocket(url, STOMP_PROTOCOLS, { headers });
    const client = new RawStompClient(socket);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return client;
  }

  send(text: string): void {
    this.socket.send(text);
  }

  get closed(): Promise<{ code: number; at: number }> {
    return within(this.#closed, 'the socket close');
  }

  async next(command: string): Promise<StompFrame> {
    await waitUntil(() => this.frames.some((frame) => frame.command === command), `a ${command} frame`);
    const index = this.frames.findIndex((frame) => frame.command === command);
    return this.frames.splice(index, 1)[0];
  }
}

const CHINESE_BODY = { title: '合同审批', text: '您有一条新的消息, 请及时处理 🎉👍🏽', companyIds: [1, 2] };

describe('StompBroker over a real HTTP server', () => {
  it('connects a stompjs client with a bearer token and negotiates STOMP 1.2', async () => {
    const { broker, url } = await startBroker();
    const seen: number[] = [];
    broker.hooks.connected.tap('test:record', (info) => seen.push(info.userId));
    const client = stompClient(url, { token: 'token-7' });
    const frame = await connected(client);
    expect(frame.headers.version).toBe('1.2');
    expect(frame.headers.server).toBe('ronghe-broker/1.0');
    expect(sockets.get(client)?.protocol).toBe('v12.stomp');
    expect(broker.connectionCount).toBe(1);
    expect(seen).toEqual([7]);
  });

  it.each(['access_token', 'token'])('takes the token from the %s query parameter', async (name) => {
    const { url } = await startBroker();
    const frame = await connected(stompClient(url, { query: `${name}=token-8` }));
    expect(frame.headers['user-name']).toBe('8');
  });

  it('refuses a bad token and a missing one with ERROR, then closes', async () => {
    const { broker, url } = await startBroker();
    const seen: number[] = [];
    broker.hooks.connected.tap('test:record', (info) => seen.push(info.userId));
    const bad = stompClient(url, { token: 'forged' });
    const badClosed = closedCode(bad);
    const outcome = await activate(bad);
    expect(outcome).toHaveProperty('error');
    expect((outcome as { error: IFrame }).error.headers.message).toBe('访问令牌无效或已过期');
    expect(await badClosed).toBe(1008);

    const anonymous = await activate(stompClient(url));
    expect((anonymous as { error: IFrame }).error.headers.message).toBe('未提供访问令牌');
    await waitUntil(() => broker.connectionCount === 0);
    expect(seen).toEqual([]);
  });

  it('delivers a Chinese body with 4-byte emoji and a body over 64 KB whole and byte-exact', async () => {
    const { broker, url } = await startBroker();
    const client = stompClient(url, { token: 'token-11' });
    await connected(client);
    const messages: IMessage[] = [];
    const todos: IMessage[] = [];
    await subscribed(client, '/admin/11/msg', (message) => messages.push(message));
    await subscribed(client, '/admin/11/todo', (message) => todos.push(message));

    const large = { rows: Array.from({ length: 3000 }, (_, i) => `第${i}行：审批意见 🚀 同意`) };
    const largeBytes = Buffer.from(JSON.stringify(large), 'utf8');
    expect(largeBytes.length).toBeGreaterThan(64 * 1024);

    await broker.publishToUser(11, 'msg', CHINESE_BODY);
    await broker.publishToUser(11, 'msg', large);
    await broker.publishToUser(11, 'todo', { type: 'add', companyIds: [3] });
    await waitUntil(() => messages.length === 2 && todos.length === 1);

    expect(Buffer.from(messages[0].binaryBody).equals(Buffer.from(JSON.stringify(CHINESE_BODY), 'utf8'))).toBe(true);
    expect(JSON.parse(messages[0].body)).toEqual(CHINESE_BODY);
    expect(messages[0].headers['content-type']).toBe('application/json;charset=utf-8');
    expect(messages[0].headers.destination).toBe('/admin/11/msg');
    expect(Buffer.from(messages[1].binaryBody).equals(largeBytes)).toBe(true);
    expect(JSON.parse(todos[0].body)).toEqual({ type: 'add', companyIds: [3] });
  });

  it("refuses a subscription to another user's destination with ERROR and closes", async () => {
    const { broker, url } = await startBroker();
    const client = stompClient(url, { token: 'token-1' });
    await connected(client);
    const errors: IFrame[] = [];
    client.onStompError = (frame) => errors.push(frame);
    const closed = closedCode(client);
    const leaked: IMessage[] = [];
    client.subscribe('/admin/2/msg', (message) => leaked.push(message));
    expect(await closed).toBe(1008);
    expect(errors[0].headers.message).toBe('无权订阅该地址');
    expect(errors[0].body).toContain('/admin/2/msg');
    await broker.publishToUser(2, 'msg', { secret: true });
    expect(leaked).toEqual([]);
  });

  it('accepts a SEND to /test with a receipt and refuses one to a user destination', async () => {
    const { broker, url } = await startBroker();
    const victim = stompClient(url, { token: 'token-2' });
    await connected(victim);
    const received: IMessage[] = [];
    await subscribed(victim, '/admin/2/msg', (message) => received.push(message));

    const pinger = stompClient(url, { token: 'token-1' });
    await connected(pinger);
    const pinged = new Promise<IFrame>((resolve) => pinger.watchForReceipt('ping-1', resolve));
    pinger.publish({ destination: '/test', body: 'ping', headers: { receipt: 'ping-1' } });
    expect((await pinged).headers['receipt-id']).toBe('ping-1');

    const errors: IFrame[] = [];
    pinger.onStompError = (frame) => errors.push(frame);
    const closed = closedCode(pinger);
    pinger.publish({ destination: '/admin/2/msg', body: JSON.stringify({ type: 'add', companyIds: [] }) });
    await closed;
    expect(errors[0].headers.message).toBe('不允许向该地址发送消息');
    // What the victim's socket carries comes in order: once a later message has arrived, the
    // refused one would have been there before it.
    await broker.publishToUser(2, 'msg', { after: 'the refused send' });
    await waitUntil(() => received.length > 0, 'the later message');
    expect(received.map((message) => JSON.parse(message.body))).toEqual([{ after: 'the refused send' }]);
    expect(broker.connectionCount).toBe(1);
  });

  it('answers DISCONNECT with its RECEIPT, then closes normally', async () => {
    const { broker, url } = await startBroker();
    const reasons: DisconnectReason[] = [];
    broker.hooks.disconnected.tap('test:record', (_info, reason) => reasons.push(reason));

    const client = stompClient(url, { token: 'token-3' });
    await connected(client);
    const disconnected = new Promise<IFrame>((resolve) => (client.onDisconnect = resolve));
    await client.deactivate();
    expect((await disconnected).command).toBe('RECEIPT');

    const raw = await RawStompClient.open(url);
    raw.send('CONNECT\naccept-version:1.2\nAuthorization:Bearer token-3\n\n\0');
    await raw.next('CONNECTED');
    raw.send('DISCONNECT\nreceipt:bye\n\n\0');
    expect((await raw.next('RECEIPT')).header('receipt-id')).toBe('bye');
    expect((await raw.closed).code).toBe(1000);
    await waitUntil(() => reasons.length === 2);
    expect(reasons).toEqual(['disconnect', 'disconnect']);
    expect(broker.connectionCount).toBe(0);
  });

  it('reassembles a CONNECT split over two WebSocket messages and answers frames joined in one', async () => {
    const { url } = await startBroker();
    const raw = await RawStompClient.open(url);
    raw.send('CONNECT\naccept-version:1.2\nAuthori');
    raw.send('zation:Bearer token-4\n\n\0\n');
    await raw.next('CONNECTED');
    raw.send('SUBSCRIBE\nid:0\ndestination:/admin/4/msg\nreceipt:a\n\n\0\nSUBSCRIBE\nid:1\ndestination:/admin/4/todo\nreceipt:b\n\n\0');
    expect((await raw.next('RECEIPT')).header('receipt-id')).toBe('a');
    expect((await raw.next('RECEIPT')).header('receipt-id')).toBe('b');
  });

  it('answers a frame over the size limit with ERROR', async () => {
    const { url } = await startBroker({ limits: { maxBodyBytes: 1024 } });
    const raw = await RawStompClient.open(url);
    raw.send('CONNECT\naccept-version:1.2\nAuthorization:Bearer token-4\n\n\0');
    await raw.next('CONNECTED');
    raw.send(`SEND\ndestination:/test\n\n${'测'.repeat(400)}\0`);
    const error = await raw.next('ERROR');
    expect(error.header('message')).toBe('帧过大');
    expect((await raw.closed).code).toBe(1008);
  });

  it('negotiates heart-beats, sends EOLs at its interval and keeps a beating client', async () => {
    const { broker, url } = await startBroker({ heartBeat: { outgoing: 40, incoming: 40 } });
    const raw = await RawStompClient.open(url);
    raw.send('CONNECT\naccept-version:1.2\nheart-beat:0,60\nAuthorization:Bearer token-5\n\n\0');
    expect((await raw.next('CONNECTED')).header('heart-beat')).toBe('40,40');
    const since = Date.now();
    await waitUntil(() => raw.eols >= 10, 'ten EOLs');
    // Negotiated max(40, 60) = 60 ms: ten EOLs take at least 600 ms (400 had it used 40). Timers
    // never fire early, so the bound holds on any machine (two spare for the time the CONNECTED
    // frame took to arrive); a loaded one only makes the time longer.
    expect(raw.eols).toBeLessThanOrEqual(Math.floor((Date.now() - since) / 60) + 2);
    expect(broker.connectionCount).toBe(1);
  });

  it('keeps a client that beats within its interval', async () => {
    // 200 ms beats, dropped only after 400 ms of silence: room for a loaded machine's stalls.
    const { broker, url } = await startBroker({ heartBeat: { outgoing: 0, incoming: 200 } });
    const beating = stompClient(url, { token: 'token-6', heartbeat: [200, 0] });
    await connected(beating);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(beating.connected).toBe(true);
    expect(broker.connectionCount).toBe(1);
  });

  it('drops a client silent for more than twice its heart-beat interval', async () => {
    const { broker, url } = await startBroker({ heartBeat: { outgoing: 0, incoming: 50 } });
    const reasons: DisconnectReason[] = [];
    broker.hooks.disconnected.tap('test:record', (_info, reason) => reasons.push(reason));
    const raw = await RawStompClient.open(url);
    raw.send('CONNECT\naccept-version:1.2\nheart-beat:60,0\nAuthorization:Bearer token-9\n\n\0');
    await raw.next('CONNECTED');
    await raw.closed;
    // Silent from CONNECTED on, it is dropped for its silence (the 2 × interval arithmetic is
    // HeartBeatNegotiation's unit test; wall-clock windows would only measure the machine's load).
    expect(reasons).toEqual(['heartbeat']);
    expect(broker.connectionCount).toBe(0);
  });

  it('serves 200 concurrent clients, each receiving its own message only', async () => {
    const { broker, url } = await startBroker();
    const users = Array.from({ length: 200 }, (_, i) => 1000 + i);
    const inbox = new Map<number, unknown[]>(users.map((userId) => [userId, []]));
    await Promise.all(
      users.map(async (userId) => {
        const client = stompClient(url, { token: `token-${userId}` });
        await connected(client);
        await subscribed(client, `/admin/${userId}/todo`, (message) => inbox.get(userId)?.push(JSON.parse(message.body)));
      }),
    );
    expect(broker.connectionCount).toBe(200);
    await Promise.all(users.map((userId) => broker.publishToUser(userId, 'todo', { type: 'add', companyIds: [userId] })));
    // A second message each, after all the first ones: a first one delivered to the wrong client
    // would have reached it before its own second (each socket carries its frames in order).
    await Promise.all(users.map((userId) => broker.publishToUser(userId, 'todo', { type: 'done', companyIds: [userId] })));
    await waitUntil(() => [...inbox.values()].every((messages) => messages.length >= 2));
    for (const userId of users) expect(inbox.get(userId)).toEqual([{ type: 'add', companyIds: [userId] }, { type: 'done', companyIds: [userId] }]);
  });

  it('closes every session on close() and stops taking upgrades', async () => {
    const { broker, url, server } = await startBroker();
    const reasons: DisconnectReason[] = [];
    broker.hooks.disconnected.tap('test:record', (_info, reason) => reasons.push(reason));
    const clients = [stompClient(url, { token: 'token-1' }), stompClient(url, { token: 'token-2' })];
    await Promise.all(clients.map(connected));
    const codes = Promise.all(clients.map(closedCode));
    await broker.close();
    expect(await codes).toEqual([1001, 1001]);
    expect(reasons).toEqual(['shutdown', 'shutdown']);
    expect(broker.connectionCount).toBe(0);
    expect(server.listenerCount('upgrade')).toBe(0);
  });

  it('keeps normal HTTP requests working and refuses upgrades on other paths', async () => {
    const { http, url } = await startBroker();
    expect(await (await fetch(`${http}/admin/user/personalInfo`)).text()).toBe('ok');
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(url.replace('/admin/ws', '/admin/other'));
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('error', () => undefined);
    });
    expect(status).toBe(404);
  });

  it('keeps the connection when a hook observer throws, and reports the error', async () => {
    const reported: unknown[] = [];
    const { broker, url } = await startBroker({ onError: (error) => reported.push(error) });
    broker.hooks.connected.tap('test:throw', () => {
      throw new Error('observer failed');
    });
    const client = stompClient(url, { token: 'token-12' });
    await connected(client);
    const messages: IMessage[] = [];
    await subscribed(client, '/admin/12/msg', (message) => messages.push(message));
    await broker.publishToUser(12, 'msg', { command: 301 });
    await waitUntil(() => messages.length === 1);
    expect(reported).toHaveLength(1);
  });
});

describe('StompBroker re-checking open connections’ tokens', () => {
  /** Tokens `live-{userId}-{n}` pass until revoked; every check is counted. */
  function revocableTokens() {
    const revoked = new Set<string>();
    const checked: string[] = [];
    let failing = false;
    const authenticate = async (token: string) => {
      checked.push(token);
      if (failing) throw new Error('token store down');
      const match = /^live-(\d+)-\d+$/.exec(token);
      return match && !revoked.has(token) ? { userId: Number(match[1]) } : null;
    };
    return { authenticate, revoked, checked, fail: () => (failing = true) };
  }

  it('closes with ERROR the connections whose token stopped passing, checking each token once', async () => {
    const tokens = revocableTokens();
    const { broker, url } = await startBroker({ authenticate: tokens.authenticate });
    const reasons: DisconnectReason[] = [];
    broker.hooks.disconnected.tap('test:record', (_info, reason) => reasons.push(reason));
    const tabs = await Promise.all([1, 2, 3].map(() => RawStompClient.open(url)));
    for (const tab of tabs) tab.send('CONNECT\naccept-version:1.2\nAuthorization:Bearer live-6-1\n\n\0');
    const other = await RawStompClient.open(url);
    other.send('CONNECT\naccept-version:1.2\nAuthorization:Bearer live-7-1\n\n\0');
    for (const client of [...tabs, other]) await client.next('CONNECTED');
    tokens.checked.length = 0;

    tokens.revoked.add('live-6-1');
    await broker.checkTokens();
    expect(tokens.checked.sort()).toEqual(['live-6-1', 'live-7-1']);
    for (const tab of tabs) {
      expect((await tab.next('ERROR')).header('message')).toBe('登录已失效');
      expect((await tab.closed).code).toBe(1008);
    }
    expect(reasons).toEqual(['revoked', 'revoked', 'revoked']);
    other.send('SEND\ndestination:/test\nreceipt:alive\n\n\0');
    expect((await other.next('RECEIPT')).header('receipt-id')).toBe('alive');
    expect(broker.usage).toMatchObject({ connections: 1, users: 1 });
  });

  it('closes nothing when the check itself fails, and reports it', async () => {
    const tokens = revocableTokens();
    const reported: unknown[] = [];
    const { broker, url } = await startBroker({ authenticate: tokens.authenticate, onError: (error) => reported.push(error) });
    const client = await RawStompClient.open(url);
    client.send('CONNECT\naccept-version:1.2\nAuthorization:Bearer live-6-1\n\n\0');
    await client.next('CONNECTED');
    tokens.fail();
    await broker.checkTokens();
    expect(reported).toHaveLength(1);
    expect(broker.connectionCount).toBe(1);
  });

  it('checks on its own every tokenCheckMs', async () => {
    const tokens = revocableTokens();
    const { url } = await startBroker({ authenticate: tokens.authenticate, tokenCheckMs: 20 });
    const client = await RawStompClient.open(url);
    client.send('CONNECT\naccept-version:1.2\nAuthorization:Bearer live-6-1\n\n\0');
    await client.next('CONNECTED');
    tokens.revoked.add('live-6-1');
    expect((await client.next('ERROR')).header('message')).toBe('登录已失效');
  });
});

describe('StompBroker limits over a real HTTP server', () => {
  it('refuses a connection beyond maxConnections at once, and one beyond maxConnectionsPerUser at CONNECT', async () => {
    const { broker, url } = await startBroker({ limits: { maxConnections: 3, maxConnectionsPerUser: 2 } });
    const first = await RawStompClient.open(url);
    const second = await RawStompClient.open(url);
    for (const client of [first, second]) client.send('CONNECT\naccept-version:1.2\nAuthorization:Bearer token-9\n\n\0');
    for (const client of [first, second]) await client.next('CONNECTED');
    const third = await RawStompClient.open(url);
    third.send('CONNECT\naccept-version:1.2\nAuthorization:Bearer token-9\n\n\0');
    expect((await third.next('ERROR')).header('message')).toBe('连接数超过上限');
    expect((await third.closed).code).toBe(1008);
    await waitUntil(() => broker.connectionCount === 2, 'the refused connection leaving the count');
    await RawStompClient.open(url);
    const overFull = await RawStompClient.open(url);
    expect((await overFull.next('ERROR')).header('message')).toBe('服务器连接数已满');
    expect((await overFull.closed).code).toBe(1008);
  });

  it('gives sockets that never sign in a cap of their own, per address and in all, so they cannot fill maxConnections', async () => {
    // The test's clients all come from 127.0.0.1; a header stands for the address a proxy would forward.
    const { broker, url } = await startBroker({
      limits: { maxConnections: 50, maxPendingConnections: 4, maxPendingPerAddress: 2 },
      clientAddress: (request) => String(request.headers['x-test-address']),
    });
    const from = (address: string) => RawStompClient.open(url, { 'x-test-address': address });
    const signedIn = await from('198.51.100.1');
    signedIn.send('CONNECT\naccept-version:1.2\nAuthorization:Bearer token-1\n\n\0');
    await signedIn.next('CONNECTED');
    // One address: two sockets wait, the third is refused.
    const [a1] = [await from('203.0.113.1'), await from('203.0.113.1')];
    const a3 = await from('203.0.113.1');
    expect((await a3.next('ERROR')).header('message')).toBe('本地址等待认证的连接过多');
    expect((await a3.closed).code).toBe(1008);
    // Others: two more wait, and then the cap in all is reached — long before maxConnections.
    await from('203.0.113.2');
    await from('203.0.113.3');
    const over = await from('203.0.113.4');
    expect((await over.next('ERROR')).header('message')).toBe('等待认证的连接过多');
    // A signed-in user's connection was never at stake; one that signs in frees its place at once.
    a1.send('CONNECT\naccept-version:1.2\nAuthorization:Bearer token-2\n\n\0');
    await a1.next('CONNECTED');
    const next = await from('203.0.113.5');
    next.send('CONNECT\naccept-version:1.2\nAuthorization:Bearer token-3\n\n\0');
    await next.next('CONNECTED');
    await waitUntil(() => broker.connectionCount === 6, 'the refused connections leaving the count');
  });

  it('drops a socket that stops answering WebSocket pings, even with STOMP heart-beats off', async () => {
    const { broker, url } = await startBroker({ pingMs: 250 });
    const reasons: DisconnectReason[] = [];
    broker.hooks.disconnected.tap('test:record', (_info, reason) => reasons.push(reason));
    const answering = await RawStompClient.open(url);
    const dead = new WebSocket(url, STOMP_PROTOCOLS, { autoPong: false });
    cleanups.push(() => dead.terminate());
    const deadClosed = new Promise<number>((resolve) => dead.on('close', (code) => resolve(code)));
    await new Promise((resolve) => dead.once('open', resolve));
    for (const socket of [answering.socket, dead]) socket.send('CONNECT\naccept-version:1.2\nheart-beat:0,0\nAuthorization:Bearer token-3\n\n\0');
    await answering.next('CONNECTED');
    expect(await within(deadClosed, 'the silent socket being dropped')).toBe(1006);
    expect(reasons).toEqual(['heartbeat']);
    answering.send('SEND\ndestination:/test\nreceipt:alive\n\n\0');
    expect((await answering.next('RECEIPT')).header('receipt-id')).toBe('alive');
  });

  it('bounds the WebSocket message size by the frame limits', async () => {
    const { url } = await startBroker({ limits: { maxHeaderBytes: 512, maxBodyBytes: 1024 } });
    const raw = await RawStompClient.open(url);
    raw.send(`SEND\ndestination:/test\n\n${'x'.repeat(4000)}\0`);
    expect((await raw.closed).code).toBe(1009);
  });
});

describe('StompBroker on Fastify', () => {
  it('serves STOMP beside Fastify routes and closes with the instance', async () => {
    const app = Fastify();
    app.get('/admin/health', async () => ({ code: 0, msg: 'ok', data: null }));
    const broker = new StompBroker({ authenticate }).attach(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    cleanups.push(() => app.close());
    const { port } = app.server.address() as AddressInfo;

    expect(await (await fetch(`http://127.0.0.1:${port}/admin/health`)).json()).toEqual({ code: 0, msg: 'ok', data: null });
    const client = stompClient(`ws://127.0.0.1:${port}/admin/ws`, { token: 'token-21' });
    await connected(client);
    const todos: IMessage[] = [];
    await subscribed(client, '/admin/21/todo', (message) => todos.push(message));
    await broker.publishToUser(21, 'todo', { type: 'del', companyIds: [5] });
    await waitUntil(() => todos.length === 1);

    const closed = closedCode(client);
    const started = Date.now();
    await app.close();
    expect(await closed).toBe(1001);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(broker.connectionCount).toBe(0);
  });

  it('refuses to attach once the instance listens, when it could no longer close with it', async () => {
    const app = Fastify();
    await app.listen({ port: 0, host: '127.0.0.1' });
    cleanups.push(() => app.close());
    expect(() => new StompBroker({ authenticate }).attach(app)).toThrow('Fastify 实例开始监听之前');
  });
});
