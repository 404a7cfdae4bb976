import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessagesChange, TodoChange } from '../../../contracts/workbench/Messaging.ts';
import { ContractApiClient } from '../../../core/http/ContractApiClient.ts';
import { FakeHttpClient, RecordingNotifier } from '../../../core/react/testing/index.ts';
import { MessageStore } from '../MessageStore.ts';
import { MessagingHookSet } from '../MessagingHookSet.ts';
import { FakeStompBroker } from '../testing/FakeStompBroker.ts';
import { sampleTodo } from '../testing/MessagingSamples.ts';
import { LiveConnection, PING_INTERVAL_MS } from './LiveConnection.ts';
import { PushRouter } from './PushRouter.ts';

const ZHANG_SAN = { accessToken: 'token-1', userId: 7 };

function connectionKit(http = new FakeHttpClient()) {
  const broker = new FakeStompBroker();
  const notifier = new RecordingNotifier();
  const hooks = new MessagingHookSet();
  const changes: TodoChange[] = [];
  const messageChanges: MessagesChange[] = [];
  hooks.todoChanged.tap('test:record', (change) => changes.push(change));
  hooks.messagesChanged.tap('test:record', (change) => messageChanges.push(change));
  const store = new MessageStore(new ContractApiClient(http), hooks);
  const connection = new LiveConnection(broker.factory, new PushRouter(notifier, store), () => ({ protocol: 'http:', host: 'localhost:5173' }));
  return { broker, notifier, store, changes, messageChanges, connection, http };
}

describe('the live connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes to /admin/ws on the page’s own host, ws: after http: and wss: after https:, with the token in the query', () => {
    expect(LiveConnection.urlFor({ protocol: 'http:', host: 'localhost:5173' }, 'a b')).toBe('ws://localhost:5173/admin/ws?access_token=a%20b');
    expect(LiveConnection.urlFor({ protocol: 'https:', host: 'oa.example.com' }, 'token-1')).toBe('wss://oa.example.com/admin/ws?access_token=token-1');
  });

  it('connects with the bearer token and subscribes to the user’s msg and todo destinations', () => {
    const { broker, connection } = connectionKit();
    connection.open(ZHANG_SAN);
    const link = broker.latest;
    expect(link.options.url).toBe('ws://localhost:5173/admin/ws?access_token=token-1');
    expect(link.options.connectHeaders).toEqual({ Authorization: 'Bearer token-1' });
    expect(link.activated).toBe(true);
    expect([...link.subscriptions.keys()]).toEqual([]);

    link.connect();
    expect([...link.subscriptions.keys()]).toEqual(['/admin/7/msg', '/admin/7/todo']);
  });

  it('asks whether the session still holds when the broker refuses the connection (a disabled user), once per refusal of the current link', () => {
    const broker = new FakeStompBroker();
    const checks: number[] = [];
    const store = new MessageStore(new ContractApiClient(new FakeHttpClient()), new MessagingHookSet());
    const connection = new LiveConnection(broker.factory, new PushRouter(new RecordingNotifier(), store), () => ({ protocol: 'http:', host: 'h' }), () => checks.push(1));
    connection.open(ZHANG_SAN);
    const first = broker.latest;
    first.connect();
    first.refuse();
    expect(checks).toHaveLength(1);
    // A link the connection has replaced speaks for nobody.
    connection.open({ accessToken: 'token-2', userId: 7 });
    first.refuse();
    expect(checks).toHaveLength(1);
    connection.close();
  });

  it('pings /test every 10 seconds', () => {
    const { broker, connection } = connectionKit();
    connection.open(ZHANG_SAN);
    broker.latest.connect();

    vi.advanceTimersByTime(PING_INTERVAL_MS - 1);
    expect(broker.latest.published).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(broker.latest.published.map((p) => p.destination)).toEqual(['/test']);
    vi.advanceTimersByTime(2 * PING_INTERVAL_MS);
    expect(broker.latest.published.map((p) => p.destination)).toEqual(['/test', '/test', '/test']);
    expect(broker.links).toHaveLength(1);
  });

  it('reconnects with a new link when a ping cannot be sent, and subscribes again', () => {
    const { broker, connection } = connectionKit();
    connection.open(ZHANG_SAN);
    const first = broker.latest;
    first.connect();
    first.lose();

    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(broker.links).toHaveLength(2);
    expect(first.deactivated).toBe(true);
    const second = broker.latest;
    expect(second.activated).toBe(true);
    expect(second.options.url).toBe(first.options.url);
    expect(second.options.connectHeaders).toEqual({ Authorization: 'Bearer token-1' });

    second.connect();
    expect([...second.subscriptions.keys()]).toEqual(['/admin/7/msg', '/admin/7/todo']);
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(second.published.map((p) => p.destination)).toEqual(['/test']);
    expect(broker.links).toHaveLength(2);
  });

  it('reads the messages and to-dos again once a new link has subscribed after a drop, since pushes made meanwhile are lost', async () => {
    const todos = { records: [sampleTodo()], total: 1, current: 1, size: 5 };
    const http = new FakeHttpClient().on('GET', '/admin/ocp/todo/myTodoPage', todos).on('GET', '/admin/home/front/msgCount', { msg: 2, todo: 1, complete: 0, create: 0 });
    const { broker, connection, changes, messageChanges, store } = connectionKit(http);
    connection.open(ZHANG_SAN);
    broker.latest.connect();
    // The first connection is no reconnect: the page has just read everything.
    expect(http.calls).toEqual([]);

    broker.latest.lose();
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    broker.latest.connect();
    await vi.waitFor(() => expect(changes).toHaveLength(1));
    await vi.waitFor(() => expect(messageChanges).toHaveLength(1));
    expect(changes[0]).toEqual({ push: null, latest: { records: todos.records, total: 1 } });
    expect(messageChanges[0]).toEqual({ cause: 'reconnect', unread: 2 });
    expect(store.state.unread).toBe(2);
  });

  it('treats the first connection for a new token as a first connection, not a reconnect', () => {
    const http = new FakeHttpClient();
    const { broker, connection } = connectionKit(http);
    connection.open(ZHANG_SAN);
    broker.latest.connect();
    connection.open({ accessToken: 'token-2', userId: 7 });
    broker.latest.connect();
    expect(http.calls).toEqual([]);
  });

  it('ignores a replaced link that finishes connecting late', () => {
    const { broker, connection } = connectionKit();
    connection.open(ZHANG_SAN);
    const first = broker.latest;
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    first.connect();
    expect(first.subscriptions.size).toBe(0);
  });

  it('stops pinging and lets go of the link when closed', () => {
    const { broker, connection } = connectionKit();
    connection.open(ZHANG_SAN);
    broker.latest.connect();
    connection.close();
    expect(connection.isOpen).toBe(false);
    expect(broker.latest.deactivated).toBe(true);
    vi.advanceTimersByTime(3 * PING_INTERVAL_MS);
    expect(broker.latest.published).toEqual([]);
    expect(broker.links).toHaveLength(1);
  });

  it('starts over for a new token and stays put when opened again with the same one', () => {
    const { broker, connection } = connectionKit();
    connection.open(ZHANG_SAN);
    connection.open({ ...ZHANG_SAN });
    expect(broker.links).toHaveLength(1);
    connection.open({ accessToken: 'token-2', userId: 7 });
    expect(broker.links).toHaveLength(2);
    expect(broker.links[0].deactivated).toBe(true);
    expect(broker.latest.options.connectHeaders).toEqual({ Authorization: 'Bearer token-2' });
  });
});

describe('pushes on the live connection', () => {
  function connected(http = new FakeHttpClient()) {
    const kit = connectionKit(http);
    kit.connection.open(ZHANG_SAN);
    kit.broker.latest.connect();
    return { ...kit, link: kit.broker.latest };
  }

  it('on a to-do add, reloads page 1 of 5 to-dos and the counters, then tells todoChanged', async () => {
    const todos = { records: [sampleTodo()], total: 1, current: 1, size: 5 };
    const http = new FakeHttpClient().on('GET', '/admin/ocp/todo/myTodoPage', todos).on('GET', '/admin/home/front/msgCount', { msg: 3, todo: 1, complete: 0, create: 0 });
    const { link, changes, store, notifier } = connected(http);

    link.push('/admin/7/todo', { type: 'add', companyIds: [1, 2] });
    await vi.waitFor(() => expect(changes).toHaveLength(1));

    expect(http.callsTo('GET', '/admin/ocp/todo/myTodoPage')[0].options?.params).toEqual({ current: 1, size: 5 });
    expect(http.callsTo('GET', '/admin/home/front/msgCount')).toHaveLength(1);
    expect(changes[0]).toEqual({ push: { type: 'add', companyIds: [1, 2] }, latest: { records: todos.records, total: 1 } });
    expect(store.state.unread).toBe(3);
    expect(notifier.shown).toEqual([]);
  });

  it('on a to-do del, does the same; a failed reload still tells todoChanged', async () => {
    const http = new FakeHttpClient().failOn('GET', '/admin/ocp/todo/myTodoPage', 500, '服务器错误').on('GET', '/admin/home/front/msgCount', { msg: 0, todo: 0, complete: 0, create: 0 });
    const { link, changes } = connected(http);

    link.push('/admin/7/todo', { type: 'del', companyIds: [1] });
    await vi.waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toEqual({ push: { type: 'del', companyIds: [1] }, latest: null });
  });

  it('on a message, shows 您有一条新的消息, 请及时处理 titled 消息, refreshes the bell, then tells messagesChanged', async () => {
    const http = new FakeHttpClient().on('GET', '/admin/home/front/msgCount', { msg: 5, todo: 0, complete: 0, create: 0 });
    const { link, notifier, store, changes, messageChanges } = connected(http);
    const before = store.state.round;

    link.push('/admin/7/msg', { type: 'add', companyIds: [1] });
    expect(notifier.shown).toEqual([{ kind: 'info', text: '消息：您有一条新的消息, 请及时处理' }]);
    expect(store.state.round).toBe(before + 1);
    // Only once the unread count has been reloaded.
    expect(messageChanges).toEqual([]);
    await vi.waitFor(() => expect(messageChanges).toEqual([{ cause: 'push', unread: 5 }]));
    expect(store.state.unread).toBe(5);
    expect(changes).toEqual([]);
  });

  it('on a message whose count cannot be reloaded, still tells messagesChanged, with no count', async () => {
    const http = new FakeHttpClient().failOn('GET', '/admin/home/front/msgCount', 500, '服务器错误');
    const { link, messageChanges } = connected(http);

    link.push('/admin/7/msg', { type: 'add', companyIds: [1] });
    await vi.waitFor(() => expect(messageChanges).toEqual([{ cause: 'push', unread: null }]));
  });

  it('tells neither hook about a to-do push as a message, nor about a binding result', async () => {
    const http = new FakeHttpClient().on('GET', '/admin/ocp/todo/myTodoPage', { records: [], total: 0, current: 1, size: 5 }).on('GET', '/admin/home/front/msgCount', { msg: 0, todo: 0, complete: 0, create: 0 });
    const { link, changes, messageChanges } = connected(http);

    link.push('/admin/7/msg', { command: 301 });
    link.push('/admin/7/todo', { type: 'add', companyIds: [1] });
    await vi.waitFor(() => expect(changes).toHaveLength(1));
    expect(messageChanges).toEqual([]);
  });

  it('shows 绑定成功 titled 成功 for command 301, and the reason titled 失败 for command 302', () => {
    const { link, notifier, store } = connected();
    link.push('/admin/7/msg', { command: 301 });
    link.push('/admin/7/msg', { command: 302, type: '该微信已绑定其他账号' });
    link.push('/admin/7/todo', { command: 302 });
    expect(notifier.shown).toEqual([
      { kind: 'success', text: '成功：绑定成功' },
      { kind: 'error', text: '失败：该微信已绑定其他账号' },
      { kind: 'error', text: '失败：绑定失败' },
    ]);
    // A binding result is not a message: the bell stays as it is.
    expect(store.state.round).toBe(0);
  });

  it('keeps routing after a todoChanged tap throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const http = new FakeHttpClient().on('GET', '/admin/ocp/todo/myTodoPage', { records: [], total: 0, current: 1, size: 5 }).on('GET', '/admin/home/front/msgCount', { msg: 0, todo: 0, complete: 0, create: 0 });
    const broker = new FakeStompBroker();
    const hooks = new MessagingHookSet();
    hooks.todoChanged.tap('test:broken', () => {
      throw new Error('坏掉了');
    });
    const notifier = new RecordingNotifier();
    const connection = new LiveConnection(broker.factory, new PushRouter(notifier, new MessageStore(new ContractApiClient(http), hooks)), () => ({ protocol: 'http:', host: 'h' }));
    connection.open(ZHANG_SAN);
    broker.latest.connect();

    broker.latest.push('/admin/7/todo', { type: 'add', companyIds: [] });
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    broker.latest.push('/admin/7/msg', { type: 'add', companyIds: [] });
    expect(notifier.shown).toHaveLength(1);
    vi.restoreAllMocks();
  });

  it('keeps routing after a messagesChanged tap throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const http = new FakeHttpClient().on('GET', '/admin/home/front/msgCount', { msg: 1, todo: 0, complete: 0, create: 0 });
    const broker = new FakeStompBroker();
    const hooks = new MessagingHookSet();
    hooks.messagesChanged.tap('test:broken', () => {
      throw new Error('坏掉了');
    });
    const notifier = new RecordingNotifier();
    const connection = new LiveConnection(broker.factory, new PushRouter(notifier, new MessageStore(new ContractApiClient(http), hooks)), () => ({ protocol: 'http:', host: 'h' }));
    connection.open(ZHANG_SAN);
    broker.latest.connect();

    broker.latest.push('/admin/7/msg', { type: 'add', companyIds: [] });
    await vi.waitFor(() => expect(console.error).toHaveBeenCalledWith('messaging: messagesChanged 处理失败', expect.any(Error)));
    broker.latest.push('/admin/7/msg', { type: 'add', companyIds: [] });
    expect(notifier.shown).toHaveLength(2);
    await vi.waitFor(() => expect(console.error).toHaveBeenCalledTimes(2));
    vi.restoreAllMocks();
  });
});
