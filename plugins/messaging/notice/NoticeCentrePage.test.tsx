import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, type RecordedCall } from '../../../core/react/testing/index.ts';
import type { Message } from '../MessagingApi.ts';
import { messagePage, sampleMessage } from '../testing/MessagingSamples.ts';
import { renderMessaging, shown } from '../testing/renderMessaging.tsx';

const PAGE = '/admin/ocp/msg/page';

/** A server that keeps its messages, so a delete or a read shows in the next answer. */
function noticeServer(messages: Message[]) {
  let rows = [...messages];
  const http = new FakeHttpClient()
    .on('GET', '/admin/home/front/msgCount', () => ({ msg: rows.filter((m) => !m.readStatus).length, todo: 0, complete: 0, create: 0 }))
    .on('GET', PAGE, (call: RecordedCall) => {
      const status = call.options?.params?.readStatus;
      return messagePage(status === undefined ? rows : rows.filter((m) => String(m.readStatus) === status));
    });
  for (const message of messages) {
    http.on('POST', `/admin/ocp/msg/delete/${message.id}`, () => {
      rows = rows.filter((m) => m.id !== message.id);
      return true;
    });
    http.on('POST', `/admin/ocp/msg/read/${message.id}`, () => {
      rows = rows.map((m) => (m.id === message.id ? { ...m, readStatus: true } : m));
      return true;
    });
  }
  return http;
}

const messages = [
  sampleMessage({ id: 1, msgTitle: '合同审批待办' }),
  sampleMessage({ id: 2, msgTitle: '季度报告已发布', readStatus: true, openMode: 2, msgLink: 'https://oa.example.com/report' }),
];

/** The table's first rows, once drawn. */
function tableShows(title: string): Promise<HTMLElement> {
  return screen.findByText(title);
}

function rowOf(title: string): HTMLElement {
  const row = screen.getByText(title).closest('tr');
  if (!row) throw new Error(`没有 ${title} 这一行`);
  return row;
}

// A full table with its toolbar renders slowly in happy-dom; a busy machine needs the headroom.
describe('the notice centre', () => {
  it('lists every message of the user, 9999 at a time', async () => {
    const { http } = await renderMessaging('/noticeCenter/index', { http: noticeServer(messages) });
    expect(await tableShows('合同审批待办')).toBeTruthy();
    expect(screen.getByText('季度报告已发布')).toBeTruthy();
    expect(http.callsTo('GET', PAGE)[0].options?.params).toEqual({ current: 1, size: 9999 });
    expect(within(rowOf('合同审批待办')).getByText('未读')).toBeTruthy();
    expect(within(rowOf('季度报告已发布')).getByText('已读')).toBeTruthy();
  });

  it('deletes a message only after the confirmation, then says 删除成功 and drops the row', async () => {
    const { http, user, notifier } = await renderMessaging('/noticeCenter/index', { http: noticeServer(messages) });
    await tableShows('合同审批待办');

    await user.click(within(rowOf('合同审批待办')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('删除后数据将无法恢复，是否继续？')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(http.callsTo('POST', '/admin/ocp/msg/delete/1')).toEqual([]);

    await user.click(within(rowOf('合同审批待办')).getByRole('button', { name: '删除' }));
    // The cancelled confirmation may still be fading out; the new one is the last.
    const again = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.click(within(again).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('POST', '/admin/ocp/msg/delete/1')).toHaveLength(1));
    await waitFor(() => expect(shown(notifier, 'success')).toEqual(['删除成功']));
    await waitFor(() => expect(screen.queryByText('合同审批待办')).toBeNull());
    expect(screen.getByText('季度报告已发布')).toBeTruthy();
  });

  it('marks an unread message read; a read one offers no 标为已读', async () => {
    const { http, user } = await renderMessaging('/noticeCenter/index', { http: noticeServer(messages) });
    await tableShows('合同审批待办');
    expect(within(rowOf('季度报告已发布')).queryByRole('button', { name: '标为已读' })).toBeNull();

    await user.click(within(rowOf('合同审批待办')).getByRole('button', { name: '标为已读' }));
    await waitFor(() => expect(http.callsTo('POST', '/admin/ocp/msg/read/1')).toHaveLength(1));
    await waitFor(() => expect(within(rowOf('合同审批待办')).getByText('已读')).toBeTruthy());
  });

  it('opens a message by its openMode with 查看', async () => {
    const { user, windows, tasks } = await renderMessaging('/noticeCenter/index', { http: noticeServer(messages) });
    await tableShows('合同审批待办');
    await user.click(within(rowOf('季度报告已发布')).getByRole('button', { name: '查看' }));
    await waitFor(() => expect(windows).toEqual(['https://oa.example.com/report']));
    await user.click(within(rowOf('合同审批待办')).getByRole('button', { name: '查看' }));
    await waitFor(() => expect(tasks).toEqual([{ procInstId: 'p-1', taskId: 't-1' }]));
  });

  it('filters by read status', async () => {
    const { http, user } = await renderMessaging('/noticeCenter/index', { http: noticeServer(messages) });
    await tableShows('合同审批待办');

    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('已读'));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.queryByText('合同审批待办')).toBeNull());
    expect(http.callsTo('GET', PAGE).at(-1)?.options?.params).toEqual({ readStatus: 'true', current: 1, size: 9999 });
  });
});
