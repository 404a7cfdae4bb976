import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tests/setup/PostgresServer.ts';
import { RabbitMqServer } from '../../tests/setup/RabbitMqServer.ts';
import type { BrokerMessage } from './BrokerTransport.ts';
import { RabbitStompRelay, relayEndpoint, upstreamDestination, type RabbitStompRelayOptions } from './RabbitStompRelay.ts';

/** What one relay handed to its broker, for a test to wait on. */
class Inbox {
  readonly messages: BrokerMessage[] = [];
  #waiters: (() => void)[] = [];

  readonly deliver = (message: BrokerMessage): void => {
    this.messages.push(message);
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const waiter of waiters) waiter();
  };

  of(destination: string): BrokerMessage[] {
    return this.messages.filter((message) => message.destination === destination);
  }

  /** Waits until `count` messages for `destination` have arrived. */
  async await(destination: string, count = 1, timeoutMs = 10_000): Promise<BrokerMessage[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.of(destination).length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${count} message(s) for ${destination} did not arrive within ${timeoutMs} ms (got ${this.of(destination).length})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.of(destination);
  }
}

const message = (destination: string, text: string, headers: Record<string, string> = {}): BrokerMessage => ({
  destination,
  headers: { 'content-type': 'application/json;charset=utf-8', ...headers },
  body: Buffer.from(JSON.stringify({ text }), 'utf8'),
});

/** Lets anything still in flight arrive, so "nothing came" means nothing was sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('RabbitStompRelay against a real RabbitMQ node', () => {
  let rabbit: RabbitMqServer;
  const relays: RabbitStompRelay[] = [];
  const logs: string[] = [];

  async function relay(overrides: Partial<RabbitStompRelayOptions> = {}): Promise<{ relay: RabbitStompRelay; inbox: Inbox }> {
    const inbox = new Inbox();
    const created = new RabbitStompRelay({ ...relayEndpoint(rabbit.webStompUrl!)!, reconnectDelayMs: 100, maxReconnectDelayMs: 500, log: (line) => logs.push(line), ...overrides });
    relays.push(created);
    await created.start(inbox.deliver);
    return { relay: created, inbox };
  }

  /**
   * Publishes a probe through `relay` and waits for it to come back: RabbitMQ takes one
   * connection's frames in order, so the relay's upstream subscriptions are then in place.
   */
  async function subscribed(relay: RabbitStompRelay, inbox: Inbox, probe = '/probe'): Promise<void> {
    relay.watch(probe);
    const before = inbox.of(probe).length;
    await relay.publish(message(probe, 'probe'));
    await inbox.await(probe, before + 1);
  }

  beforeAll(async () => {
    rabbit = await RabbitMqServer.start();
  });
  afterEach(async () => {
    for (const open of relays.splice(0)) await open.close();
    logs.length = 0;
  });
  afterAll(async () => {
    await rabbit?.stop();
  });

  it('hands a published message back with its headers and its UTF-8 body byte for byte', async () => {
    const { relay: one, inbox } = await relay();
    one.watch('/admin/3/msg');
    const sent = message('/admin/3/msg', '李四：合同审批待办 🎉', { 'x-trace': ' spaced: value\nwith a line break ' });
    await one.publish(sent);
    const [received] = await inbox.await('/admin/3/msg');
    expect(received.headers).toEqual(sent.headers);
    expect(received.body.equals(sent.body)).toBe(true);
    expect(logs.some((line) => line.startsWith('实时推送中继已连接 RabbitMQ：ws://127.0.0.1:'))).toBe(true);
    expect(logs.join('\n')).not.toContain('guest:guest');
  });

  it('delivers on every instance that watches the destination, and stops once it is unwatched', async () => {
    const a = await relay();
    const b = await relay();
    b.relay.watch('/admin/4/todo');
    await subscribed(b.relay, b.inbox);
    await subscribed(a.relay, a.inbox);
    await a.relay.publish(message('/admin/4/todo', 'first'));
    await b.inbox.await('/admin/4/todo');
    // A has no local subscriber, so it asked RabbitMQ for nothing and gets nothing back.
    expect(a.inbox.of('/admin/4/todo')).toEqual([]);

    b.relay.unwatch('/admin/4/todo');
    await subscribed(b.relay, b.inbox);
    await a.relay.publish(message('/admin/4/todo', 'second'));
    await subscribed(a.relay, a.inbox);
    await settle();
    expect(b.inbox.of('/admin/4/todo').map((m) => JSON.parse(m.body.toString()).text)).toEqual(['first']);
  });

  it('keeps destinations apart whatever characters they hold: no RabbitMQ wildcard or separator leaks', async () => {
    const destinations = ['/topic/a.b', '/topic/a/b', '/topic/a', '/topic/*', '/topic/#', '/topic/a~2Eb', '/topic/a%2Fb', '/topic/a b', '/topic/合同', `/topic/${'长'.repeat(120)}`, `/topic/${'长'.repeat(121)}`];
    const keys = destinations.map(upstreamDestination);
    expect(new Set(keys).size).toBe(destinations.length);
    for (const key of keys) {
      expect(key.startsWith('/topic/')).toBe(true);
      expect(key.slice('/topic/'.length)).toMatch(/^[A-Za-z0-9_~.-]{1,255}$/);
    }
    expect(upstreamDestination('/admin/3/msg')).toBe('/topic/.admin.3.msg');

    const { relay: one, inbox } = await relay();
    for (const destination of destinations) one.watch(destination);
    for (const destination of destinations) await one.publish(message(destination, destination));
    // Each subscription is its own RabbitMQ queue, so they may arrive in any order.
    for (const destination of destinations) await inbox.await(destination);
    await settle();
    for (const destination of destinations) {
      expect(inbox.of(destination).map((m) => JSON.parse(m.body.toString()).text), destination).toEqual([destination]);
    }
  });

  it('reconnects after RabbitMQ restarts, subscribes again, and sends what was published meanwhile', async () => {
    const a = await relay();
    const b = await relay();
    a.relay.watch('/admin/5/msg');
    b.relay.watch('/admin/5/msg');
    await subscribed(a.relay, a.inbox);
    await subscribed(b.relay, b.inbox);

    await rabbit.halt();
    await expect.poll(() => a.relay.connected, { timeout: 10_000 }).toBe(false);
    await a.relay.publish(message('/admin/5/msg', 'while down'));
    expect(a.relay.queued).toEqual({ messages: 1, bytes: message('/admin/5/msg', 'while down').body.length });
    expect(logs.some((line) => line.includes('连接已断开'))).toBe(true);

    await rabbit.restart();
    // A subscribes again before it sends what it queued, so it gets its own message whenever B comes back.
    await a.inbox.await('/admin/5/msg', 1, 60_000);
    expect(a.relay.queued).toEqual({ messages: 0, bytes: 0 });
    expect(logs.some((line) => line.includes('已重新连接') && line.includes('补发排队的推送 1 条'))).toBe(true);

    await subscribed(b.relay, b.inbox);
    await a.relay.publish(message('/admin/5/msg', 'after'));
    const atB = await b.inbox.await('/admin/5/msg', b.inbox.of('/admin/5/msg').length + 1);
    expect(JSON.parse(atB.at(-1)!.body.toString()).text).toBe('after');
  });

  it('keeps what other instances publish while one is cut off, for that one to receive when it is back', async () => {
    // The one cut off signs in with an account of its own, whose password is wrong while the
    // other publishes: it stays away for as long as the test needs, whatever the machine's speed.
    await rabbit.ctl('add_user', 'latecomer', 'first-secret');
    await rabbit.ctl('set_permissions', '-p', '/', 'latecomer', '.*', '.*', '.*');
    const quick = await relay();
    const endpoint = relayEndpoint(rabbit.webStompUrl!.replace('guest:guest', 'latecomer:first-secret'))!;
    const late = await relay({ ...endpoint });
    late.relay.watch('/admin/10/msg');
    await subscribed(late.relay, late.inbox);
    await subscribed(quick.relay, quick.inbox);
    await rabbit.ctl('change_password', 'latecomer', 'not-any-more');
    await rabbit.restart();
    await quick.relay.publish(message('/admin/10/msg', 'while the other is away'));
    await subscribed(quick.relay, quick.inbox);
    expect(late.relay.connected).toBe(false);
    expect(late.inbox.of('/admin/10/msg')).toHaveLength(0);
    await rabbit.ctl('change_password', 'latecomer', 'first-secret');
    const [received] = await late.inbox.await('/admin/10/msg', 1, 30_000);
    expect(JSON.parse(received.body.toString()).text).toBe('while the other is away');
  });

  it('leaves no queue behind: unwatching deletes the instance’s queue of that destination, closing deletes the rest', async () => {
    const live = async () => [...(await rabbit.queues()).keys()].filter((name) => name.startsWith('ronghe-live-'));
    const others = await live();
    const { relay: one, inbox } = await relay();
    one.watch('/admin/11/msg');
    one.watch('/admin/11/todo');
    await subscribed(one, inbox);
    const mine = async () => (await live()).filter((name) => !others.includes(name));
    expect(await mine()).toHaveLength(3);
    one.unwatch('/admin/11/todo');
    await expect.poll(async () => (await mine()).length, { timeout: 5_000 }).toBe(2);
    await one.close();
    await expect.poll(async () => (await mine()).length, { timeout: 5_000 }).toBe(0);
  });

  it('notices a RabbitMQ that stopped answering by its missing heart-beats, and comes back when it answers again', async () => {
    const { relay: one, inbox } = await relay({ heartBeatMs: 500 });
    one.watch('/admin/8/todo');
    await subscribed(one, inbox);
    await rabbit.pause();
    try {
      // The socket stays open; only the silence tells.
      await expect.poll(() => one.connected, { timeout: 10_000 }).toBe(false);
      await one.publish(message('/admin/8/todo', 'while hung'));
    } finally {
      await rabbit.resume();
    }
    await inbox.await('/admin/8/todo', 1, 30_000);
  });

  it('starts while RabbitMQ is unreachable and holds at most its bound of messages, logging the drop once', async () => {
    const nowhere = await freePort();
    const { relay: down } = await relay({ url: `ws://127.0.0.1:${nowhere}/ws`, maxQueuedMessages: 3, maxQueuedBytes: 10_000 });
    for (let i = 0; i < 5; i++) await down.publish(message('/admin/6/msg', `n${i}`));
    expect(down.queued.messages).toBe(3);
    expect(logs.filter((line) => line.includes('待发队列已满'))).toHaveLength(1);
    await expect.poll(() => logs.some((line) => line.includes('无法连接 RabbitMQ')), { timeout: 5_000 }).toBe(true);

    const body = message('/admin/6/msg', 'x'.repeat(20)).body.length;
    const { relay: small } = await relay({ url: `ws://127.0.0.1:${nowhere}/ws`, maxQueuedMessages: 100, maxQueuedBytes: 2 * body + 1 });
    for (let i = 0; i < 5; i++) await small.publish(message('/admin/6/msg', 'x'.repeat(20)));
    expect(small.queued).toEqual({ messages: 2, bytes: 2 * body });
  });

  it('works with an account of its own virtual host holding only the permissions the README lists', async () => {
    await rabbit.ctl('add_vhost', 'ronghe');
    await rabbit.ctl('add_user', 'ronghe', 'relay-secret');
    await rabbit.ctl('set_permissions', '-p', 'ronghe', 'ronghe', '^ronghe-live-', '^(ronghe-live-.*|amq\\.topic)$', '^(ronghe-live-.*|amq\\.topic)$');
    const url = new URL(rabbit.webStompUrl!);
    const { relay: own, inbox } = await relay(relayEndpoint(`ws://ronghe:relay-secret@${url.host}/ws?vhost=ronghe`)!);
    own.watch('/admin/12/msg');
    await own.publish(message('/admin/12/msg', '独立的虚拟主机'));
    await inbox.await('/admin/12/msg');
    own.unwatch('/admin/12/msg');
    await own.close();
    expect(logs.filter((line) => line.includes('拒绝'))).toEqual([]);
    // Nothing it made outlives it, and nothing of it shows in the default virtual host.
    expect(await rabbit.ctl('list_queues', '-p', 'ronghe', '--quiet', '--no-table-headers', 'name')).not.toContain('ronghe-live-');
  });

  it('logs RabbitMQ’s refusal of a wrong password, and keeps the pushes queued meanwhile', async () => {
    const { relay: refused } = await relay({ passcode: 'wrong' });
    await expect.poll(() => logs.find((line) => line.startsWith('RabbitMQ 拒绝了实时推送中继')), { timeout: 10_000 }).toBeDefined();
    await refused.publish(message('/admin/9/msg', 'waiting'));
    expect(refused.connected).toBe(false);
    expect(refused.queued.messages).toBe(1);
  });

  it('refuses a body that is not UTF-8 rather than letting RabbitMQ’s text frames mangle it', async () => {
    const { relay: one } = await relay();
    await expect(one.publish({ destination: '/admin/7/msg', headers: {}, body: Buffer.from([0xff, 0xfe]) })).rejects.toThrow('UTF-8');
  });

  it('closes cleanly, connected or not', async () => {
    const { relay: one, inbox } = await relay();
    await subscribed(one, inbox);
    const started = Date.now();
    await one.close();
    expect(one.connected).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_500);
    const { relay: down } = await relay({ url: `ws://127.0.0.1:${await freePort()}/ws` });
    await down.close();
    expect(down.connected).toBe(false);
  });
});

describe('relayEndpoint (LIVE_RELAY_URL)', () => {
  it('reads the Web-STOMP address, the account and the virtual host, keeping the password out of the address', () => {
    expect(relayEndpoint('ws://ronghe:s%40cret@mq.internal:15674/ws?vhost=ronghe')).toEqual({ url: 'ws://mq.internal:15674/ws', login: 'ronghe', passcode: 's@cret', vhost: 'ronghe' });
    expect(relayEndpoint('wss://mq.internal')).toEqual({ url: 'wss://mq.internal/ws', login: null, passcode: null, vhost: null });
  });

  it('refuses other schemes, stray parameters and nonsense', () => {
    for (const raw of ['stomp://guest:guest@mq:61613', 'http://mq:15674/ws', 'ws://mq:15674/ws?exchange=x', 'ws://mq/ws#frag', 'not a url', '']) {
      expect(relayEndpoint(raw), raw).toBeNull();
    }
  });
});
