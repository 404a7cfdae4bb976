import { afterEach, describe, expect, it, vi } from 'vitest';
import { InProcessTransport } from './InProcessTransport.ts';
import { SendPolicy } from './SendPolicy.ts';
import type { StompFrame } from './StompFrame.ts';
import { StompFrameParser } from './StompFrameParser.ts';
import { StompProtocolError } from './StompProtocolError.ts';
import { StompSession, type StompChannel, type StompSessionOptions } from './StompSession.ts';
import { SubscriptionPolicy } from './SubscriptionPolicy.ts';
import { SubscriptionRegistry } from './SubscriptionRegistry.ts';

/** Records what the session sends, parsed back into frames. */
class RecordingChannel implements StompChannel {
  readonly frames: StompFrame[] = [];
  eols = 0;
  bufferedAmount = 0;
  closedWith: { code: number; reason: string } | 'terminated' | null = null;
  readonly #parser = new StompFrameParser({ onFrame: (frame) => this.frames.push(frame), onHeartbeat: () => this.eols++ });

  send(data: Buffer): void {
    this.#parser.push(data);
  }

  close(code: number, reason: string): void {
    this.closedWith = { code, reason };
  }

  terminate(): void {
    this.closedWith = 'terminated';
  }

  last(): StompFrame {
    const frame = this.frames.at(-1);
    if (!frame) throw new Error('nothing was sent');
    return frame;
  }
}

const sessions: StompSession[] = [];
afterEach(() => {
  for (const session of sessions.splice(0)) session.transportClosed();
  vi.useRealTimers();
});

/** The session's timers (connect timeout, heart-beats) and clock under the test's hand; promises still settle. */
const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });

function open(overrides: Partial<StompSessionOptions> = {}, upgradeToken: string | null = null) {
  const channel = new RecordingChannel();
  const registry = new SubscriptionRegistry(new InProcessTransport());
  const ended: string[] = [];
  const internalErrors: unknown[] = [];
  const session = new StompSession('s-1', channel, upgradeToken, {
    authenticate: async (token) => (token === 'good' ? { userId: 5 } : null),
    subscriptionRule: new SubscriptionPolicy(),
    sendRule: new SendPolicy(),
    registry,
    heartBeat: { outgoing: 0, incoming: 0 },
    frameLimits: {},
    connectTimeoutMs: 5_000,
    maxSubscriptions: 4,
    maxTransactions: 2,
    maxTransactionFrames: 3,
    maxBufferedBytes: 1_000,
    serverName: 'test-broker',
    admit: () => null,
    onConnected: () => undefined,
    onSubscribed: () => undefined,
    onEnded: (_session, reason) => ended.push(reason),
    onInternalError: (error) => internalErrors.push(error),
    ...overrides,
  });
  sessions.push(session);
  return { session, channel, registry, ended, internalErrors };
}

const CONNECT = 'CONNECT\naccept-version:1.1,1.2\nAuthorization:Bearer good\n\n\0';
const flush = () => new Promise((resolve) => setImmediate(resolve));

function message(destination: string, body = '{"type":"add","companyIds":[1]}') {
  return { destination, headers: { 'content-type': 'application/json;charset=utf-8' }, body: Buffer.from(body) };
}

describe('StompSession', () => {
  it('answers CONNECT with CONNECTED carrying version, heart-beat, server and session', async () => {
    const { session, channel } = open({ heartBeat: { outgoing: 0, incoming: 0 } });
    session.receive(CONNECT);
    await flush();
    const connected = channel.last();
    expect(connected.command).toBe('CONNECTED');
    expect(connected.header('version')).toBe('1.2');
    expect(connected.header('heart-beat')).toBe('0,0');
    expect(connected.header('server')).toBe('test-broker');
    expect(connected.header('session')).toBe('s-1');
    expect(session.principal).toEqual({ userId: 5 });
  });

  it('falls back to the upgrade token when CONNECT has no Authorization header', async () => {
    const { session, channel } = open({}, 'good');
    session.receive('STOMP\naccept-version:1.2\n\n\0');
    await flush();
    expect(channel.last().command).toBe('CONNECTED');
  });

  it('prefers the CONNECT header over the upgrade token', async () => {
    const { session, channel } = open({}, 'good');
    session.receive('CONNECT\naccept-version:1.2\nAuthorization:Bearer stale\n\n\0');
    await flush();
    expect(channel.last().header('message')).toBe('访问令牌无效或已过期');
  });

  it('refuses a client that cannot speak 1.2, naming the version it could', async () => {
    const { session, channel, ended } = open();
    session.receive('CONNECT\naccept-version:1.0,1.1\nAuthorization:Bearer good\n\n\0');
    await flush();
    expect(channel.last().command).toBe('ERROR');
    expect(channel.last().header('version')).toBe('1.2');
    expect(channel.closedWith).toMatchObject({ code: 1008 });
    expect(ended).toEqual(['refused']);
  });

  it('handles frames pipelined behind CONNECT only after the token is accepted, in order', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { session, channel } = open({
      authenticate: async () => {
        await gate;
        return { userId: 5 };
      },
    });
    session.receive(`${CONNECT}SUBSCRIBE\nid:a\ndestination:/admin/5/msg\nreceipt:r1\n\n\0SEND\ndestination:/test\nreceipt:r2\n\n\0`);
    await flush();
    expect(channel.frames).toHaveLength(0);
    release();
    await flush();
    expect(channel.frames.map((frame) => frame.command)).toEqual(['CONNECTED', 'RECEIPT', 'RECEIPT']);
    expect(channel.frames.map((frame) => frame.header('receipt-id'))).toEqual([undefined, 'r1', 'r2']);
  });

  it('reports a throwing authenticate function and refuses the connection', async () => {
    const failure = new Error('token store down');
    const { session, channel, internalErrors } = open({
      authenticate: async () => {
        throw failure;
      },
    });
    session.receive(CONNECT);
    await flush();
    expect(channel.last().header('message')).toBe('认证服务暂不可用');
    expect(internalErrors).toEqual([failure]);
  });

  it('refuses every frame but CONNECT before the connection is established', () => {
    const { session, channel } = open();
    session.receive('SUBSCRIBE\nid:a\ndestination:/admin/5/msg\nreceipt:r\n\n\0');
    expect(channel.last().header('message')).toBe('请先发送 CONNECT');
    expect(channel.last().header('receipt-id')).toBe('r');
  });

  it('closes a connection that never sends CONNECT, telling it why with ERROR', async () => {
    fakeTimers();
    const { channel, ended } = open({ connectTimeoutMs: 20 });
    await vi.advanceTimersByTimeAsync(19);
    expect(ended).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(channel.last().command).toBe('ERROR');
    expect(channel.last().header('message')).toBe('连接超时');
    expect(channel.closedWith).toMatchObject({ code: 1008 });
    expect(ended).toEqual(['refused']);
  });

  it('holds no more than one frame’s bytes behind a CONNECT whose token is being checked', async () => {
    const { session, channel, ended } = open({
      frameLimits: { maxHeaderBytes: 256, maxBodyBytes: 1024 },
      authenticate: () => new Promise(() => undefined),
    });
    session.receive(CONNECT);
    session.receive(`SEND\ndestination:/test\n\n${'x'.repeat(1000)}\0`);
    expect(session.heldBytes).toBeGreaterThan(1000);
    expect(channel.frames).toHaveLength(0);
    session.receive(`SEND\ndestination:/test\n\n${'x'.repeat(1000)}\0`);
    expect(channel.last().header('message')).toBe('未处理的帧过多');
    expect(ended).toEqual(['refused']);
    expect(session.heldBytes).toBe(0);
  });

  it('refuses a CONNECT the broker does not admit (a full user) before CONNECTED goes out', async () => {
    const { session, channel, ended } = open({ admit: () => new StompProtocolError('连接数超过上限') });
    session.receive(CONNECT);
    await flush();
    expect(channel.frames.map((frame) => frame.command)).toEqual(['ERROR']);
    expect(channel.last().header('message')).toBe('连接数超过上限');
    expect(session.principal).toBeNull();
    expect(ended).toEqual(['refused']);
  });

  it('stops delivering after UNSUBSCRIBE', async () => {
    const { session, channel, registry } = open();
    session.receive(CONNECT);
    await flush();
    session.receive('SUBSCRIBE\nid:a\ndestination:/admin/5/todo\n\n\0');
    expect(registry.deliver(message('/admin/5/todo'))).toBe(1);
    session.receive('UNSUBSCRIBE\nid:a\nreceipt:u\n\n\0');
    expect(channel.last().header('receipt-id')).toBe('u');
    expect(registry.deliver(message('/admin/5/todo'))).toBe(0);
    expect(registry.destinationCount).toBe(0);
  });

  it('marks messages with an ack id on acknowledging subscriptions and accepts the ACK', async () => {
    const { session, channel, registry } = open();
    session.receive(CONNECT);
    await flush();
    session.receive('SUBSCRIBE\nid:a\ndestination:/admin/5/msg\nack:client-individual\n\n\0');
    registry.deliver(message('/admin/5/msg'));
    const delivered = channel.last();
    expect(delivered.command).toBe('MESSAGE');
    expect(delivered.header('subscription')).toBe('a');
    expect(delivered.header('ack')).toBe(delivered.header('message-id'));
    session.receive(`ACK\nid:${delivered.header('ack')}\nreceipt:k\n\n\0`);
    expect(channel.last().header('receipt-id')).toBe('k');
  });

  it('does not let a publisher override the routing headers', async () => {
    const { session, channel, registry } = open();
    session.receive(CONNECT);
    await flush();
    session.receive('SUBSCRIBE\nid:a\ndestination:/admin/5/msg\n\n\0');
    registry.deliver({ destination: '/admin/5/msg', headers: { subscription: 'forged', 'x-kind': 'notice' }, body: Buffer.from('{}') });
    expect(channel.last().header('subscription')).toBe('a');
    expect(channel.last().header('x-kind')).toBe('notice');
  });

  it('tracks transactions: SEND inside an open one is accepted, an unknown one is an error', async () => {
    const { session, channel } = open();
    session.receive(CONNECT);
    await flush();
    session.receive('BEGIN\ntransaction:t1\n\n\0SEND\ndestination:/test\ntransaction:t1\n\n\0COMMIT\ntransaction:t1\nreceipt:c\n\n\0');
    expect(channel.last().header('receipt-id')).toBe('c');
    session.receive('SEND\ndestination:/test\ntransaction:t1\n\n\0');
    expect(channel.last().header('message')).toBe('没有进行中的事务 t1');
  });

  it.each([
    ['a duplicate subscription id', 'SUBSCRIBE\nid:a\ndestination:/admin/5/msg\n\n\0SUBSCRIBE\nid:a\ndestination:/admin/5/todo\n\n\0', '订阅编号 a 已被使用'],
    ['a SUBSCRIBE without destination', 'SUBSCRIBE\nid:a\n\n\0', '帧格式错误'],
    ['an unknown subscription', 'UNSUBSCRIBE\nid:zz\n\n\0', '没有编号为 zz 的订阅'],
    ['an unknown command', 'PUBLISH\n\n\0', '未知命令 PUBLISH'],
    ['a second CONNECT', CONNECT, '连接已建立，不能重复发送 CONNECT'],
    ['an unknown ack mode', 'SUBSCRIBE\nid:a\ndestination:/admin/5/msg\nack:never\n\n\0', '帧格式错误'],
  ])('answers %s with ERROR and closes', async (_case, frames, expected) => {
    const { session, channel, ended } = open();
    session.receive(CONNECT);
    await flush();
    session.receive(frames);
    expect(channel.last().command).toBe('ERROR');
    expect(channel.last().header('message')).toBe(expected);
    expect(channel.closedWith).toMatchObject({ code: 1008 });
    expect(ended).toEqual(['error']);
  });

  it('limits how many transactions are open at once; a finished one frees its place', async () => {
    const { session, channel, ended } = open({ maxTransactions: 2 });
    session.receive(CONNECT);
    await flush();
    session.receive('BEGIN\ntransaction:a\n\n\0BEGIN\ntransaction:b\n\n\0ABORT\ntransaction:a\n\n\0BEGIN\ntransaction:c\nreceipt:c\n\n\0');
    expect(channel.last().header('receipt-id')).toBe('c');
    expect(session.transactionCount).toBe(2);
    session.receive('BEGIN\ntransaction:d\n\n\0');
    expect(channel.last().header('message')).toBe('进行中的事务过多');
    expect(channel.last().bodyText).toBe('每个连接同时进行的事务不能超过 2 个');
    expect(channel.closedWith).toMatchObject({ code: 1008 });
    expect(ended).toEqual(['error']);
    expect(session.transactionCount).toBe(0);
  });

  it('limits how many frames one transaction holds', async () => {
    const { session, channel } = open({ maxTransactionFrames: 3 });
    session.receive(CONNECT);
    await flush();
    session.receive('BEGIN\ntransaction:t\n\n\0SEND\ndestination:/test\ntransaction:t\n\n\0ACK\nid:1\ntransaction:t\n\n\0NACK\nid:2\ntransaction:t\nreceipt:three\n\n\0');
    expect(channel.last().header('receipt-id')).toBe('three');
    session.receive('SEND\ndestination:/test\ntransaction:t\n\n\0');
    expect(channel.last().header('message')).toBe('事务中的帧过多');
    expect(channel.last().bodyText).toBe('事务 t 中的帧超过上限 3 个');
  });

  it('limits how many subscriptions one connection holds', async () => {
    const { session, channel } = open({ maxSubscriptions: 2 });
    session.receive(CONNECT);
    await flush();
    session.receive('SUBSCRIBE\nid:a\ndestination:/admin/5/msg\n\n\0SUBSCRIBE\nid:b\ndestination:/admin/5/todo\n\n\0');
    session.receive('SUBSCRIBE\nid:c\ndestination:/admin/5/msg\n\n\0');
    expect(channel.last().header('message')).toBe('订阅数量超过上限 2 个');
  });

  it('disconnects a client that has fallen too far behind instead of buffering without end', async () => {
    const { session, channel, registry, ended } = open({ maxBufferedBytes: 100 });
    session.receive(CONNECT);
    await flush();
    session.receive('SUBSCRIBE\nid:a\ndestination:/admin/5/msg\n\n\0');
    channel.bufferedAmount = 101;
    const before = channel.frames.length;
    registry.deliver(message('/admin/5/msg'));
    expect(channel.frames).toHaveLength(before);
    expect(channel.closedWith).toMatchObject({ code: 1013 });
    expect(ended).toEqual(['slow']);
    expect(registry.destinationCount).toBe(0);
  });

  it('disconnects a client that stops reading even when only receipts are going out', async () => {
    const { session, channel, ended } = open({ maxBufferedBytes: 100 });
    session.receive(CONNECT);
    await flush();
    channel.bufferedAmount = 101;
    const before = channel.frames.length;
    session.receive('SEND\ndestination:/test\nreceipt:r\n\n\0');
    expect(channel.frames).toHaveLength(before);
    expect(channel.closedWith).toMatchObject({ code: 1013 });
    expect(ended).toEqual(['slow']);
  });

  it('revoke() ends an established connection with ERROR 登录已失效 and a close', async () => {
    const { session, channel, registry, ended } = open();
    session.receive(CONNECT);
    await flush();
    session.receive('SUBSCRIBE\nid:a\ndestination:/admin/5/msg\n\n\0');
    expect(session.token).toBe('good');
    session.revoke();
    expect(channel.last().command).toBe('ERROR');
    expect(channel.last().header('message')).toBe('登录已失效');
    expect(channel.closedWith).toMatchObject({ code: 1008 });
    expect(ended).toEqual(['revoked']);
    expect(registry.destinationCount).toBe(0);
  });

  it('sends EOLs only when nothing else went out during the interval', async () => {
    fakeTimers();
    const { session, channel } = open({ heartBeat: { outgoing: 30, incoming: 0 } });
    session.receive('CONNECT\naccept-version:1.2\nheart-beat:0,30\nAuthorization:Bearer good\n\n\0');
    await flush();
    await vi.advanceTimersByTimeAsync(95);
    expect(channel.eols).toBe(3);
    // A frame going out counts as a beat: the next EOL waits a whole interval after it.
    await vi.advanceTimersByTimeAsync(20);
    session.receive('SUBSCRIBE\nid:a\ndestination:/admin/5/msg\nreceipt:r\n\n\0');
    await flush();
    await vi.advanceTimersByTimeAsync(25);
    expect(channel.eols).toBe(3);
  });
});
