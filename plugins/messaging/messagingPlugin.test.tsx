import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { definePlugin } from '../../contracts/workbench/Plugin.ts';
import { FakeHttpClient } from '../../core/react/testing/index.ts';
import { messagingRef, type MessagesChange, type TodoChange } from './index.ts';
import { sampleTodo, ZHANG_SAN } from './testing/MessagingSamples.ts';
import { renderMessaging } from './testing/renderMessaging.tsx';

function workbenchHttp(): FakeHttpClient {
  return new FakeHttpClient()
    .on('GET', '/admin/home/front/msgCount', { msg: 4, todo: 1, complete: 0, create: 0 })
    .on('GET', '/admin/ocp/todo/myTodoPage', { records: [sampleTodo()], total: 1, current: 1, size: 5 });
}

/** A plugin that counts to-dos the way the process centre's badge does: by tapping todoChanged. */
const todoBadge = definePlugin((changes: TodoChange[]) => ({
  id: 'todo-badge',
  requires: [messagingRef],
  setup(context) {
    context.contract(messagingRef).hooks.todoChanged.tap('todo-badge:refresh', (change) => changes.push(change));
  },
}));

/** A plugin that counts messages the way the portal's home counters do: by tapping messagesChanged. */
const messageCounter = definePlugin((changes: MessagesChange[]) => ({
  id: 'message-counter',
  requires: [messagingRef],
  setup(context) {
    context.contract(messagingRef).hooks.messagesChanged.tap('message-counter:refresh', (change) => changes.push(change));
  },
}));

async function signedInWorkbench(changes: TodoChange[] = [], messageChanges: MessagesChange[] = []) {
  const fixture = await renderMessaging('/homepage/index', { http: workbenchHttp(), plugins: [todoBadge(changes), messageCounter(messageChanges)] });
  await screen.findByRole('button', { name: '消息' });
  await waitFor(() => expect(fixture.broker.links).toHaveLength(1));
  return fixture;
}

describe('the messaging plugin in the workbench', () => {
  it('connects for the signed-in user on the page’s host while the main layout is shown', async () => {
    const { broker } = await signedInWorkbench();
    expect(await screen.findByTitle('4')).toBeTruthy();
    expect(broker.latest.options.url).toBe('wss://oa.example.com/admin/ws?access_token=token-1');
    act(() => broker.latest.connect());
    expect([...broker.latest.subscriptions.keys()]).toEqual(['/admin/7/msg', '/admin/7/todo']);
  });

  it('closes the connection when /resetPassword is entered', async () => {
    const { broker, router } = await signedInWorkbench();
    await act(() => router.navigate('/resetPassword'));
    await screen.findByText('重置密码');
    expect(broker.latest.deactivated).toBe(true);
    expect(broker.links).toHaveLength(1);
  });

  it('closes the connection when the user signs out, and opens a new one for the next sign-in', async () => {
    const { broker, session } = await signedInWorkbench();
    act(() => session.clear());
    await waitFor(() => expect(broker.latest.deactivated).toBe(true));
    act(() => session.saveGrant({ access_token: 'token-2', refresh_token: 'refresh-2', expires_in: 43200, token_type: 'bearer', user_info: { username: 'zhangsan', permissions: [] } }));
    // Tokens alone are not a signed-in user yet.
    expect(broker.links).toHaveLength(1);
    act(() => session.saveUserInfo(ZHANG_SAN));
    await waitFor(() => expect(broker.links).toHaveLength(2));
    expect(broker.latest.options.connectHeaders).toEqual({ Authorization: 'Bearer token-2' });
  });

  it('closes the connection when another tab ends the session', async () => {
    const { broker, session } = await signedInWorkbench();
    act(() => session.endInAnotherTab());
    await waitFor(() => expect(broker.latest.deactivated).toBe(true));
  });

  it('tells plugins that tap todoChanged about every to-do push', async () => {
    const changes: TodoChange[] = [];
    const { broker } = await signedInWorkbench(changes);
    act(() => {
      broker.latest.connect();
      broker.latest.push('/admin/7/todo', { type: 'add', companyIds: [1] });
    });
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0].push).toEqual({ type: 'add', companyIds: [1] });
    expect(changes[0].latest?.total).toBe(1);
  });

  it('tells plugins that tap messagesChanged about every message push, with the unread count', async () => {
    const messageChanges: MessagesChange[] = [];
    const { broker } = await signedInWorkbench([], messageChanges);
    act(() => {
      broker.latest.connect();
      broker.latest.push('/admin/7/msg', { type: 'add', companyIds: [1] });
    });
    await waitFor(() => expect(messageChanges).toEqual([{ cause: 'push', unread: 4 }]));
  });

  it('closes the connection when the workbench stops', async () => {
    const { broker, host } = await signedInWorkbench();
    await host.stop();
    expect(broker.latest.deactivated).toBe(true);
  });
});
