import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOME, quietHomeServer, renderHome } from './testing/renderHome.ts';

const message = (id: number, msgTitle: string) => ({
  id,
  msgTitle,
  msgType: 1,
  msgContent: null,
  applicationName: '系统通知',
  createTime: `2026-11-26 0${id % 10}:00:00`,
  openMode: 1,
  msgLink: null,
  readStatus: false,
});
const page = (records: unknown[]) => ({ records, total: records.length, current: 1, size: 9999 });
const card = () => screen.getByRole('region', { name: '未读消息' });

describe('home: 未读消息', () => {
  it('lists the latest five unread messages, as the bell asks for them, and links to the notice centre', async () => {
    const http = quietHomeServer().on('GET', HOME.messagePage, page([1, 2, 3, 4, 5, 6].map((id) => message(id, `通知 ${id}`))));
    await renderHome(http);
    expect(await within(card()).findByText('通知 1')).toBeTruthy();
    expect(within(card()).getByText('通知 5')).toBeTruthy();
    expect(within(card()).queryByText('通知 6')).toBeNull();
    expect(http.callsTo('GET', HOME.messagePage)[0].options?.params).toEqual({ readStatus: 'false', msgType: [1, 2, 4], current: 1, size: 9999 });
    expect(within(card()).getByRole('link', { name: '查看全部' }).getAttribute('href')).toBe('/noticeCenter/index');
  });

  it('opens a message through the bell\'s opener and reloads when messaging announces the read', async () => {
    let records = [message(12, '系统升级通知')];
    const http = quietHomeServer().on('GET', HOME.messagePage, () => page(records));
    const { messaging } = await renderHome(http);
    await userEvent.setup().click(await within(card()).findByText('系统升级通知'));
    expect(messaging.messagesOpened.map((m) => m.id)).toEqual([12]);

    records = [];
    act(() => messaging.messagesChanged({ cause: 'read', unread: 0 }));
    expect(await within(card()).findByText('没有未读消息')).toBeTruthy();
  });

  it('shows its own failure', async () => {
    await renderHome(quietHomeServer().failOn('GET', HOME.messagePage, 500, '服务器出错'));
    expect(await within(card()).findByText('加载失败')).toBeTruthy();
  });
});
