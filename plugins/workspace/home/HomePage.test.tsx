import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { MemorySessionStore, renderWorkbench } from '../../../core/react/testing/index.ts';
import { portalPlugins } from '../../../web/portalPlugins.ts';
import { MessagingStandIn } from '../../../core/react/testing/MessagingStandIn.ts';
import { HOME, quietHomeServer, renderHome } from './testing/renderHome.ts';

const info: UserInfo = {
  sysUser: { userId: 7, username: 'lisi', chineseName: '李四', status: '0' },
  companyId: 1,
  roles: [],
  ifTeamAdmin: false,
  permissions: [],
};

const HOME_COUNT = '/admin/home/front/count';

afterEach(() => vi.useRealTimers());

const counter = async (label: string) => (await within(await screen.findByRole('region', { name: '我的事项' })).findByText(label)).closest('.ant-statistic') as HTMLElement;

/** The home page on a server whose counters change: each call answers the next set, the last one repeats. */
async function homeWith(answers: { msg: number; todo: number; complete: number; create: number }[]) {
  const messaging = new MessagingStandIn();
  let call = 0;
  const http = quietHomeServer().on('GET', HOME_COUNT, () => answers[Math.min(call++, answers.length - 1)]);
  await renderWorkbench([messaging.plugin, ...portalPlugins()], '/homepage/index', { http, session: MemorySessionStore.signedIn(info) });
  await waitFor(async () => expect(within(await counter('未读消息')).getByText(String(answers[0].msg))).toBeTruthy());
  return { http, messaging };
}

describe('workbench home', () => {
  it('greets the user by the hour and shows the counters the server sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 4, 6, 10, 30));
    const http = quietHomeServer().on('GET', HOME_COUNT, { msg: 12, todo: 5, complete: 31, create: 7, copy: 4 });
    await renderWorkbench([new MessagingStandIn().plugin, ...portalPlugins()], '/homepage/index', { http, session: MemorySessionStore.signedIn(info) });

    expect(await screen.findByRole('heading', { name: '上午好，李四' })).toBeTruthy();
    expect(within(await counter('未读消息')).getByText('12')).toBeTruthy();
    expect(within(await counter('待办')).getByText('5')).toBeTruthy();
    expect(within(await counter('已办')).getByText('31')).toBeTruthy();
    expect(within(await counter('我发起的')).getByText('7')).toBeTruthy();
    expect(within(await counter('抄送我的')).getByText('4')).toBeTruthy();
  });

  it('loads the counters again when messaging announces a to-do push (todoChanged)', async () => {
    const { http, messaging } = await homeWith([
      { msg: 2, todo: 5, complete: 31, create: 7 },
      { msg: 2, todo: 6, complete: 31, create: 7 },
    ]);
    expect(http.callsTo('GET', HOME_COUNT)).toHaveLength(1);

    act(() => messaging.todoPushed({ push: { type: 'add', companyIds: [1] }, latest: null }));

    await waitFor(async () => expect(within(await counter('待办')).getByText('6')).toBeTruthy());
    expect(http.callsTo('GET', HOME_COUNT)).toHaveLength(2);
  });

  it('loads the counters again when messaging announces a message push or a read (messagesChanged)', async () => {
    const { http, messaging } = await homeWith([
      { msg: 2, todo: 5, complete: 31, create: 7 },
      { msg: 3, todo: 5, complete: 31, create: 7 },
      { msg: 0, todo: 5, complete: 31, create: 7 },
    ]);

    act(() => messaging.messagesChanged({ cause: 'push', unread: 3 }));
    await waitFor(async () => expect(within(await counter('未读消息')).getByText('3')).toBeTruthy());

    act(() => messaging.messagesChanged({ cause: 'readAll', unread: 0 }));
    await waitFor(async () => expect(within(await counter('未读消息')).getByText('0')).toBeTruthy());
    expect(http.callsTo('GET', HOME_COUNT)).toHaveLength(3);
  });

  it('opens the list each counter counts', async () => {
    await renderHome(quietHomeServer());
    const counters = screen.getByRole('region', { name: '我的事项' });
    const targets = within(counters)
      .getAllByRole('link')
      // A counter's link is named by what it shows (未读消息 3), as axe-core asks of a link with text.
      .map((link) => [link.querySelector('.ant-statistic-title')?.textContent, link.getAttribute('href'), link.getAttribute('aria-label')]);
    expect(targets).toEqual([
      ['未读消息', '/noticeCenter/index', null],
      ['待办', '/process/todo', null],
      ['已办', '/process/done', null],
      ['我发起的', '/process/my', null],
      ['抄送我的', '/process/copied', null],
    ]);
  });

  it('keeps the counters and the other cards when one card fails', async () => {
    const http = quietHomeServer().failOn('GET', HOME.messagePage, 500, '服务器出错').on('GET', HOME.count, { msg: 3, todo: 1, complete: 0, create: 0, copy: 0 });
    await renderHome(http);
    const messages = screen.getByRole('region', { name: '未读消息' });
    expect(await within(messages).findByText('加载失败')).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: '待办事项' })).findByText('暂无待办，真棒')).toBeTruthy();
    expect(within(await counter('未读消息')).getByText('3')).toBeTruthy();

    http.on('GET', HOME.messagePage, { records: [], total: 0, current: 1, size: 9999 });
    await userEvent.setup().click(within(messages).getByRole('button', { name: /重\s*试/ }));
    expect(await within(messages).findByText('没有未读消息')).toBeTruthy();
  });
});
