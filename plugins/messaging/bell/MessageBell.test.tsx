import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messagingRef, type MessagesChange } from '../../../contracts/workbench/Messaging.ts';
import { definePlugin } from '../../../contracts/workbench/Plugin.ts';
import { FakeHttpClient } from '../../../core/react/testing/index.ts';
import { messagePage, sampleMessage } from '../testing/MessagingSamples.ts';
import { renderMessaging, shown } from '../testing/renderMessaging.tsx';

const UNREAD = '/admin/ocp/msg/page';

function counters(msg: number) {
  return { msg, todo: 0, complete: 0, create: 0 };
}

function bellHttp(unread = 2) {
  const messages = [
    sampleMessage({ id: 11, msgTitle: '合同审批待办', openMode: 3 }),
    sampleMessage({ id: 12, msgTitle: '系统升级通知', openMode: 1, msgLink: null }),
  ];
  const read = [sampleMessage({ id: 21, msgTitle: '上周的通知', readStatus: true, openMode: 2, msgLink: 'https://news.example.com/1' })];
  return new FakeHttpClient()
    .on('GET', '/admin/home/front/msgCount', counters(unread))
    .on('GET', UNREAD, (call: { options?: { params?: Record<string, unknown> } }) => messagePage(call.options?.params?.readStatus === 'true' ? read : messages))
    .on('POST', '/admin/ocp/msg/batchRead', true)
    .on('POST', '/admin/ocp/msg/read/11', true)
    .on('POST', '/admin/ocp/msg/read/12', true)
    .on('GET', '/admin/ocp/msg/readAndGetDetail/12', sampleMessage({ id: 12, msgTitle: '系统升级通知', msgContent: '今晚 22:00 系统升级。', readStatus: true }));
}

/** A plugin that follows messages the way the portal's home counters do: by tapping messagesChanged. */
const messageCounter = definePlugin((changes: MessagesChange[]) => ({
  id: 'message-counter',
  requires: [messagingRef],
  setup(context) {
    context.contract(messagingRef).hooks.messagesChanged.tap('message-counter:refresh', (change) => changes.push(change));
  },
}));

async function openBell(http = bellHttp(), changes: MessagesChange[] = []) {
  const fixture = await renderMessaging('/homepage/index', { http, plugins: [messageCounter(changes)] });
  const bell = await screen.findByRole('button', { name: '消息' });
  await fixture.user.hover(bell);
  await screen.findByRole('tab', { name: '未读' });
  return { ...fixture, bell };
}

describe('the message bell', () => {
  it('shows the unread count from the counters', async () => {
    await renderMessaging('/homepage/index', { http: bellHttp(42) });
    expect(await screen.findByTitle('42')).toBeTruthy();
  });

  it('caps the count at 99', async () => {
    await renderMessaging('/homepage/index', { http: bellHttp(120) });
    expect(await screen.findByText('99+')).toBeTruthy();
    expect(screen.queryByText('120')).toBeNull();
  });

  it('says when a message came as a chat list does, with the full time on hover', async () => {
    const justNow = new Date(Date.now() - 5 * 60_000 - 5_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const createTime = `${justNow.getFullYear()}-${pad(justNow.getMonth() + 1)}-${pad(justNow.getDate())} ${pad(justNow.getHours())}:${pad(justNow.getMinutes())}:${pad(justNow.getSeconds())}`;
    const http = bellHttp().on('GET', UNREAD, messagePage([sampleMessage({ id: 11, msgTitle: '合同审批待办', createTime })]));
    await openBell(http);
    const when = await screen.findByText('流程中心 · 李四 · 6分钟前');
    expect(when.getAttribute('title')).toBe(createTime);
  });

  it('lists unread messages of types 1 and 2, 9999 at a time, and the read ones on the 已读 tab', async () => {
    const { http, user } = await openBell();
    expect(await screen.findByText('合同审批待办')).toBeTruthy();
    expect(http.callsTo('GET', UNREAD).map((c) => c.options?.params)).toEqual([{ readStatus: 'false', msgType: [1, 2, 4], current: 1, size: 9999 }]);

    await user.click(screen.getByRole('tab', { name: '已读' }));
    expect(await screen.findByText('上周的通知')).toBeTruthy();
    expect(http.callsTo('GET', UNREAD).at(-1)?.options?.params).toEqual({ readStatus: 'true', msgType: [1, 2, 4], current: 1, size: 9999 });
  });

  it('marks everything read with 全部已读, then loads the list and the count again', async () => {
    const { http, user } = await openBell();
    await screen.findByText('合同审批待办');
    const listsBefore = http.callsTo('GET', UNREAD).length;
    const countsBefore = http.callsTo('GET', '/admin/home/front/msgCount').length;

    await user.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(http.callsTo('POST', '/admin/ocp/msg/batchRead')).toHaveLength(1));
    await waitFor(() => expect(http.callsTo('GET', UNREAD).length).toBe(listsBefore + 1));
    expect(http.callsTo('GET', '/admin/home/front/msgCount').length).toBe(countsBefore + 1);
  });

  it('tells messagesChanged after 全部已读, with the count reloaded', async () => {
    const changes: MessagesChange[] = [];
    const http = bellHttp();
    const { user } = await openBell(http, changes);
    await screen.findByText('合同审批待办');
    http.on('GET', '/admin/home/front/msgCount', counters(0));

    await user.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(changes).toEqual([{ cause: 'readAll', unread: 0 }]));
  });

  it('tells messagesChanged when opening a message marks it read, and not for one already read', async () => {
    const changes: MessagesChange[] = [];
    const http = bellHttp();
    const { user, windows } = await openBell(http, changes);
    http.on('GET', '/admin/home/front/msgCount', counters(1));
    await user.click(await screen.findByText('合同审批待办'));
    await waitFor(() => expect(changes).toEqual([{ cause: 'read', unread: 1 }]));

    fireEvent.mouseEnter(screen.getByRole('button', { name: '消息' }));
    await user.click(await screen.findByRole('tab', { name: '已读' }));
    await user.click(await screen.findByText('上周的通知'));
    await waitFor(() => expect(windows).toEqual(['https://news.example.com/1']));
    expect(changes).toHaveLength(1);
  });

  it('shows 全部清空 on the read tab and calls nothing with it', async () => {
    const { http, user } = await openBell();
    await user.click(screen.getByRole('tab', { name: '已读' }));
    await screen.findByText('上周的通知');
    expect(screen.queryByRole('button', { name: '全部已读' })).toBeNull();
    const callsBefore = http.calls.length;

    await user.click(screen.getByRole('button', { name: '全部清空' }));
    expect(http.calls.slice(callsBefore).filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.getByText('上周的通知')).toBeTruthy();
  });

  it('disables 全部已读 while nothing is unread', async () => {
    const http = bellHttp(0).on('GET', UNREAD, (call: { options?: { params?: Record<string, unknown> } }) =>
      messagePage(call.options?.params?.readStatus === 'true' ? [sampleMessage({ id: 21, msgTitle: '上周的通知', readStatus: true })] : []),
    );
    await openBell(http);
    await waitFor(() => expect(screen.getByRole('button', { name: '全部已读' }).hasAttribute('disabled')).toBe(true));
  });

  it('enables 全部已读 with unread messages listed and disables it after reading them all', async () => {
    const http = bellHttp();
    const { user } = await openBell(http);
    await screen.findByText('合同审批待办');
    expect(screen.getByRole('button', { name: '全部已读' }).hasAttribute('disabled')).toBe(false);
    http.on('GET', UNREAD, () => messagePage([]));
    await user.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '全部已读' }).hasAttribute('disabled')).toBe(true));
  });

  it('disables 全部清空 when the 已读 list is empty', async () => {
    const http = bellHttp().on('GET', UNREAD, (call: { options?: { params?: Record<string, unknown> } }) =>
      messagePage(call.options?.params?.readStatus === 'true' ? [] : [sampleMessage({ id: 11, msgTitle: '合同审批待办' })]),
    );
    const { user } = await openBell(http);
    await screen.findByText('合同审批待办');
    await user.click(screen.getByRole('tab', { name: '已读' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '全部清空' }).hasAttribute('disabled')).toBe(true));
  });

  it('marks a detail message (openMode 1) read and shows it in the 详情 modal', async () => {
    const { http, user } = await openBell();
    await user.click(await screen.findByText('系统升级通知'));

    // By role alone: in tests antd gives the closing popover and the modal title the same id.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('详情')).toBeTruthy();
    expect(http.callsTo('POST', '/admin/ocp/msg/read/12')).toHaveLength(1);
    expect(await within(dialog).findByText('今晚 22:00 系统升级。')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '通过' })).toBeNull();
  });

  it('opens a link message (openMode 2) in a new tab without marking an already read message again', async () => {
    const { http, user, windows } = await openBell();
    await user.click(screen.getByRole('tab', { name: '已读' }));
    await user.click(await screen.findByText('上周的通知'));
    await waitFor(() => expect(windows).toEqual(['https://news.example.com/1']));
    expect(http.calls.filter((c) => c.url.startsWith('/admin/ocp/msg/read/'))).toEqual([]);
  });

  it('marks a workflow message read and opens its task in the drawer', async () => {
    const { http, user, tasks } = await openBell();
    await user.click(await screen.findByText('合同审批待办'));
    await waitFor(() => expect(tasks).toEqual([{ procInstId: 'p-1', taskId: 't-1' }]));
    expect(http.callsTo('POST', '/admin/ocp/msg/read/11')).toHaveLength(1);
  });

  it('closes over the task a message opened, even while the pointer still rests where the popover was', async () => {
    const { user, tasks, bell } = await openBell();
    const message = await screen.findByText('合同审批待办');
    const popover = message.closest('.ant-popover')!;
    // antd marks a popover on its way out with a leave motion, then hides it.
    const isOpen = () => !/-leave|-hidden/.test(popover.className);
    await user.click(message);
    await waitFor(() => expect(tasks).toEqual([{ procInstId: 'p-1', taskId: 't-1' }]));
    await waitFor(() => expect(isOpen()).toBe(false));

    // Chromium reports a hover on whatever is under a resting pointer once the page changes.
    fireEvent.mouseEnter(popover);
    fireEvent.mouseEnter(message);
    await act(async () => {});
    expect(isOpen()).toBe(false);

    // Coming back to the bell opens it again.
    fireEvent.mouseEnter(bell);
    await waitFor(() => expect(screen.getByRole('tab', { name: '未读' }).closest('.ant-popover')?.className).not.toMatch(/-leave|-hidden/));
  });

  it('says so when a workflow message carries no usable task', async () => {
    const http = bellHttp().on('GET', UNREAD, messagePage([sampleMessage({ id: 11, msgTitle: '坏链接', msgLink: 'not json' })]));
    const { user, tasks, notifier } = await openBell(http);
    await user.click(await screen.findByText('坏链接'));
    await waitFor(() => expect(shown(notifier, 'error')).toEqual(['该消息的流程信息无效，无法打开']));
    expect(tasks).toEqual([]);
  });

  it('shows a calendar message of application 120 as its label/value list', async () => {
    const calendar = sampleMessage({
      id: 13,
      applicationId: 120,
      msgType: 4,
      msgTitle: '日程提醒',
      msgContent: JSON.stringify([
        { label: '主题', value: '季度例会' },
        { label: '地点', value: '三楼会议室' },
      ]),
    });
    await openBell(bellHttp().on('GET', UNREAD, messagePage([calendar])));
    expect(await screen.findByText('季度例会')).toBeTruthy();
    expect(screen.getByText('地点：')).toBeTruthy();
    expect(screen.getByText('三楼会议室')).toBeTruthy();
  });

  it('leads to the notice centre with 查看全部消息', async () => {
    const { user, router } = await openBell();
    await user.click(screen.getByRole('link', { name: '查看全部消息' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/noticeCenter/index'));
  });

  it('loads the count and the open list again when a message is pushed', async () => {
    const http = bellHttp(2);
    const { broker } = await openBell(http);
    await screen.findByText('合同审批待办');
    http.on('GET', '/admin/home/front/msgCount', counters(3));
    const listsBefore = http.callsTo('GET', UNREAD).length;

    act(() => {
      broker.latest.connect();
      broker.latest.push('/admin/7/msg', { type: 'add', companyIds: [1] });
    });
    expect(await screen.findByText('3')).toBeTruthy();
    await waitFor(() => expect(http.callsTo('GET', UNREAD).length).toBe(listsBefore + 1));
  });

  it('stays open for 500 ms after the pointer leaves, then closes', async () => {
    await renderMessaging('/homepage/index', { http: bellHttp() });
    const bell = await screen.findByRole('button', { name: '消息' });
    // Fake timers from here on; pointer events are fired directly since user-event waits on real ones.
    vi.useFakeTimers();
    try {
      const passes = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
      // antd marks a popover on its way out with a leave motion, then hides it.
      const isOpen = () => {
        const popover = screen.queryByRole('tooltip')?.closest('.ant-popover');
        return !!popover && !/-leave|-hidden/.test(popover.className);
      };
      fireEvent.mouseEnter(bell);
      await passes(200);
      expect(isOpen()).toBe(true);

      fireEvent.mouseLeave(bell);
      await passes(450);
      expect(isOpen()).toBe(true);
      await passes(60);
      expect(isOpen()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
