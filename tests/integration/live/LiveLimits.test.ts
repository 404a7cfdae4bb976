import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StompBroker } from '../../../server/broker/index.ts';
import { liveModuleRef } from '../../../server/modules/live/LiveModule.ts';
import { TestServer, testConfig } from '../TestServer.ts';
import { within } from './LiveClient.ts';
import { RawStompSocket } from './RawStompSocket.ts';

/** Demo org user ids (server/modules/org/OrgDemoRows.ts). */
const USER = { zhangsan: 2, lisi: 3 };
const sockets: RawStompSocket[] = [];

async function waitUntil(check: () => boolean, what: string): Promise<void> {
  await within(
    (async () => {
      while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
    })(),
    what,
  );
}

/** Ends every socket a test opened and waits until the broker has let go of all of them. */
async function closeAll(broker: StompBroker): Promise<void> {
  for (const socket of sockets.splice(0)) socket.terminate();
  await waitUntil(() => broker.connectionCount === 0, 'the broker dropping every connection');
}

describe('the live connection’s limits, set by environment, each answered with ERROR and a close', () => {
  let api: TestServer;
  let baseUrl: string;
  let broker: StompBroker;
  const tokens: Record<keyof typeof USER, string> = { zhangsan: '', lisi: '' };

  async function connect(user: keyof typeof USER): Promise<RawStompSocket> {
    const { raw, answer } = await RawStompSocket.connect(baseUrl, tokens[user]);
    sockets.push(raw);
    expect(answer.command).toBe('CONNECTED');
    return raw;
  }

  beforeAll(async () => {
    api = await TestServer.start({
      config: testConfig({
        LIVE_MAX_HEADER_BYTES: '2048',
        LIVE_MAX_HEADERS: '16',
        LIVE_MAX_BODY_BYTES: '4096',
        LIVE_MAX_SUBSCRIPTIONS: '3',
        LIVE_MAX_TRANSACTIONS: '4',
        LIVE_MAX_TRANSACTION_FRAMES: '5',
        LIVE_MAX_CONNECTIONS_PER_USER: '3',
        LIVE_MAX_CONNECTIONS: '6',
        // Long enough that a loaded machine still completes every other test's CONNECT in time.
        LIVE_CONNECT_TIMEOUT_MS: '2000',
      }),
    });
    baseUrl = await api.server.app.listen({ port: 0, host: '127.0.0.1' });
    broker = api.server.host.contract(liveModuleRef).broker;
    tokens.zhangsan = (await api.login('zhangsan')).access_token;
    tokens.lisi = (await api.login('lisi')).access_token;
  });
  afterEach(() => closeAll(broker));
  afterAll(() => api.close());

  it('a frame whose body passes LIVE_MAX_BODY_BYTES', async () => {
    const raw = await connect('zhangsan');
    raw.send(`SEND\ndestination:/test\n\n${'x'.repeat(4097)}\0`);
    expect(await raw.refusal()).toEqual({ message: '帧过大', code: 1008 });
  });

  it('a frame whose headers pass LIVE_MAX_HEADER_BYTES, even before CONNECT', async () => {
    const raw = await RawStompSocket.open(baseUrl);
    sockets.push(raw);
    raw.send(`CONNECT\naccept-version:1.2\nx-padding:${'x'.repeat(2048)}\n\n\0`);
    expect(await raw.refusal()).toEqual({ message: '帧过大', code: 1008 });
  });

  it('a frame with more headers than LIVE_MAX_HEADERS', async () => {
    const raw = await connect('zhangsan');
    const headers = Array.from({ length: 17 }, (_, i) => `h${i}:v`).join('\n');
    raw.send(`SEND\ndestination:/test\n${headers}\n\n\0`);
    expect(await raw.refusal()).toEqual({ message: '帧头过多', code: 1008 });
  });

  it('a transaction beyond LIVE_MAX_TRANSACTIONS open at once', async () => {
    const raw = await connect('zhangsan');
    for (let i = 1; i <= 4; i++) raw.send(`BEGIN\ntransaction:t${i}\n\n\0`);
    raw.send('SEND\ndestination:/test\nreceipt:four-open\n\n\0');
    expect((await raw.next('RECEIPT')).header('receipt-id')).toBe('four-open');
    raw.send('BEGIN\ntransaction:t5\n\n\0');
    expect(await raw.refusal()).toEqual({ message: '进行中的事务过多', code: 1008 });
  });

  it('a closed transaction frees its place', async () => {
    const raw = await connect('zhangsan');
    for (let i = 1; i <= 10; i++) raw.send(`BEGIN\ntransaction:t${i}\n\n\0${i % 2 ? 'COMMIT' : 'ABORT'}\ntransaction:t${i}\n\n\0`);
    raw.send('SEND\ndestination:/test\nreceipt:all-closed\n\n\0');
    expect((await raw.next('RECEIPT')).header('receipt-id')).toBe('all-closed');
    expect(raw.isClosed).toBe(false);
  });

  it('a frame beyond LIVE_MAX_TRANSACTION_FRAMES in one transaction', async () => {
    const raw = await connect('zhangsan');
    raw.send('BEGIN\ntransaction:t1\n\n\0');
    for (let i = 0; i < 5; i++) raw.send(`SEND\ndestination:/test\ntransaction:t1\n\n${i}\0`);
    raw.send('SEND\ndestination:/test\nreceipt:five-held\n\n\0');
    expect((await raw.next('RECEIPT')).header('receipt-id')).toBe('five-held');
    raw.send('ACK\nid:m-1\ntransaction:t1\n\n\0');
    expect(await raw.refusal()).toEqual({ message: '事务中的帧过多', code: 1008 });
  });

  it('a subscription beyond LIVE_MAX_SUBSCRIPTIONS', async () => {
    const raw = await connect('zhangsan');
    for (let i = 1; i <= 3; i++) raw.send(`SUBSCRIBE\nid:s${i}\ndestination:/admin/${USER.zhangsan}/msg\n\n\0`);
    raw.send(`SUBSCRIBE\nid:s4\ndestination:/admin/${USER.zhangsan}/todo\n\n\0`);
    expect(await raw.refusal()).toEqual({ message: '订阅数量超过上限 3 个', code: 1008 });
  });

  it('a connection beyond LIVE_MAX_CONNECTIONS_PER_USER; other users and a freed place are unaffected', async () => {
    const first = await connect('zhangsan');
    await connect('zhangsan');
    await connect('zhangsan');
    const { raw: fourth, answer } = await RawStompSocket.connect(baseUrl, tokens.zhangsan);
    sockets.push(fourth);
    expect(answer.command).toBe('ERROR');
    expect(answer.header('message')).toBe('连接数超过上限');
    expect(await within(fourth.closed, 'the close')).toBe(1008);
    await connect('lisi');

    first.send('DISCONNECT\n\n\0');
    await within(first.closed, 'the first tab closing');
    await waitUntil(() => broker.usage.connections === 3, 'the broker letting go of the first tab');
    await connect('zhangsan');
  });

  it('a connection beyond LIVE_MAX_CONNECTIONS, refused before it can send anything', async () => {
    for (let i = 0; i < 3; i++) await connect('zhangsan');
    for (let i = 0; i < 3; i++) await connect('lisi');
    const seventh = await RawStompSocket.open(baseUrl);
    sockets.push(seventh);
    expect(await seventh.refusal()).toEqual({ message: '服务器连接数已满', code: 1008 });
    expect(broker.connectionCount).toBe(6);
  });

  it('a socket that does not complete CONNECT within LIVE_CONNECT_TIMEOUT_MS', async () => {
    const silent = await RawStompSocket.open(baseUrl);
    sockets.push(silent);
    expect(await silent.refusal()).toEqual({ message: '连接超时', code: 1008 });
  });
});

describe('the issue’s reproduction, scaled down: one user floods BEGIN frames with huge transaction ids', () => {
  let api: TestServer;
  let baseUrl: string;
  let broker: StompBroker;
  let token: string;

  beforeAll(async () => {
    // The product's default limits: nothing is set in the environment.
    api = await TestServer.start();
    baseUrl = await api.server.app.listen({ port: 0, host: '127.0.0.1' });
    broker = api.server.host.contract(liveModuleRef).broker;
    token = (await api.login('zhangsan')).access_token;
  });
  afterEach(() => closeAll(broker));
  afterAll(() => api.close());

  /**
   * Opens 13 connections of one user, then has each send `frames` BEGINs with ids of
   * `idBytes`, in rounds, sampling what the broker holds after every round. Answers the
   * largest sample and how each connection ended.
   */
  async function flood(idBytes: number, frames: number) {
    const opened = await Promise.all(Array.from({ length: 13 }, () => RawStompSocket.connect(baseUrl, token)));
    sockets.push(...opened.map(({ raw }) => raw));
    const accepted = opened.filter(({ answer }) => answer.command === 'CONNECTED').map(({ raw }) => raw);
    const peak = { transactions: 0, heldBytes: 0, bufferedBytes: 0 };
    const sample = () => {
      const usage = broker.usage;
      peak.transactions = Math.max(peak.transactions, usage.transactions);
      peak.heldBytes = Math.max(peak.heldBytes, usage.heldBytes);
      peak.bufferedBytes = Math.max(peak.bufferedBytes, usage.bufferedBytes);
    };
    const ROUND = 20;
    for (let sent = 0; sent < frames; sent += ROUND) {
      for (const raw of accepted) {
        for (let i = sent; i < sent + ROUND; i++) raw.send(`BEGIN\ntransaction:${String(i).padStart(idBytes, 'x')}\n\n\0`);
      }
      await Promise.all(accepted.map((raw) => raw.drained()));
      await new Promise((resolve) => setImmediate(resolve));
      sample();
    }
    const refusals = await Promise.all(accepted.map((raw) => raw.refusal()));
    return { accepted: accepted.length, refused: opened.map(({ answer }) => answer.header('message')).filter((m) => m !== undefined), peak, refusals };
  }

  it('15 KB ids: each frame is over the header limit, so nothing is held and every connection gets ERROR', async () => {
    const result = await flood(15 * 1024, 200);
    expect(result.accepted).toBe(10);
    expect(result.refused).toEqual(['连接数超过上限', '连接数超过上限', '连接数超过上限']);
    expect(result.refusals).toEqual(Array.from({ length: 10 }, () => ({ message: '帧过大', code: 1008 })));
    expect(result.peak.transactions).toBe(0);
    // At most one unfinished frame per connection: under its header limit.
    expect(result.peak.heldBytes).toBeLessThanOrEqual(10 * 8 * 1024);
    expect(broker.usage).toMatchObject({ transactions: 0, heldBytes: 0 });
  });

  it('ids just under the header limit: at most 8 open transactions per connection, then ERROR', async () => {
    const result = await flood(8 * 1024 - 64, 200);
    expect(result.accepted).toBe(10);
    expect(result.refusals).toEqual(Array.from({ length: 10 }, () => ({ message: '进行中的事务过多', code: 1008 })));
    // Without limits this reached 10 × 200 transactions of 8 KB ids (16 MB); bounded, it stays under 10 × 8.
    expect(result.peak.transactions).toBeLessThanOrEqual(10 * 8);
    expect(result.peak.heldBytes).toBeLessThanOrEqual(10 * (8 * 8 * 1024 + 8 * 1024));
    expect(broker.usage).toMatchObject({ connections: 0, transactions: 0, heldBytes: 0 });
  });
});
