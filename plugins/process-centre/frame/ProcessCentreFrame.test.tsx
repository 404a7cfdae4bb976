import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { definePlugin } from '../../../contracts/workbench/Plugin.ts';
import { PROCESS_CENTRE_MENU_GROUP } from '../../../contracts/workbench/ProcessCentre.ts';
import { SideMenuContributions } from '../../../contracts/workbench/Routes.ts';
import { FakeHttpClient } from '../../../core/react/testing/index.ts';
import { MessagingStandIn } from '../../../core/react/testing/MessagingStandIn.ts';
import { renderProcessCentrePage } from '../testing/renderProcessCentre.tsx';
import { samples } from '../testing/ProcessCentreSamples.ts';

const TODO = '/workflow/runtime/query/myTodoPage';

const server = () =>
  new FakeHttpClient()
    .on('GET', TODO, samples.page([samples.taskRow()], 12))
    .on('GET', '/workflow/history/query/myStartedPage', samples.page([]))
    .on('GET', '/workflow/processDef/startableList', []);

const menu = () => within(screen.getByRole('menu', { name: '流程中心' }));
const selected = () => menu().getAllByRole('menuitem').filter((item) => item.classList.contains('ant-menu-item-selected')).map((item) => item.textContent);

describe('the process centre frame', () => {
  it('lists 我的待办 with the to-do count, 我的已办, 我发起的 and 抄送我的', async () => {
    const http = server();
    await renderProcessCentrePage('/process/todo', { http });
    await waitFor(() => expect(menu().getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['我的待办12', '我的已办', '我发起的', '抄送我的']));
    expect(selected()).toEqual(['我的待办12']);
    expect(http.callsTo('GET', TODO).some((call) => (call.options?.params as { size: number }).size === 1)).toBe(true);
  });

  it('reloads the to-do count whenever messaging announces a to-do push', async () => {
    const http = server();
    const messaging = new MessagingStandIn();
    await renderProcessCentrePage('/process/my', { http, messaging });
    await waitFor(() => expect(menu().getAllByRole('menuitem')[0].textContent).toBe('我的待办12'));
    const counts = () => http.callsTo('GET', TODO).filter((call) => (call.options?.params as { size: number }).size === 1).length;
    expect(counts()).toBe(1);

    http.on('GET', TODO, samples.page([samples.taskRow()], 13));
    messaging.todoPushed();
    await waitFor(() => expect(menu().getAllByRole('menuitem')[0].textContent).toBe('我的待办13'));
    expect(counts()).toBe(2);
  });

  it('lights 我发起的 while a process is being started, and leads there from 发起流程', async () => {
    const http = server();
    const { user, router } = await renderProcessCentrePage('/process/my', { http });
    await user.click(await screen.findByRole('button', { name: /发起流程/ }));
    expect(router.state.location.pathname).toBe('/process/create');
    expect(await screen.findByText('暂无可发起的流程')).toBeTruthy();
    expect(selected()).toEqual(['我发起的']);
  });

  it('offers an entry only to whom it says it is for', async () => {
    // 张三 of the fixture holds no role: an entry for the platform administrator is not his.
    const extra = definePlugin(() => ({
      id: 'extra-entries',
      module(bind) {
        bind.contribute(SideMenuContributions, { group: PROCESS_CENTRE_MENU_GROUP, path: '/process/monitor', label: '流程监控', order: 10, visible: (info) => info?.roles.includes(3) ?? false });
        bind.contribute(SideMenuContributions, { group: PROCESS_CENTRE_MENU_GROUP, path: '/process/mine', label: '我的草稿', order: 11, visible: (info) => info?.sysUser.username === 'zhangsan' });
      },
    }))();
    await renderProcessCentrePage('/process/todo', { http: server(), plugins: [extra] });
    await waitFor(() => expect(menu().getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['我的待办12', '我的已办', '我发起的', '抄送我的', '我的草稿']));
  });

  it('goes to a list from its menu entry', async () => {
    const http = server().on('GET', '/workflow/history/query/myDonePage', samples.page([]));
    const { user, router } = await renderProcessCentrePage('/process/todo', { http });
    await screen.findByRole('menu', { name: '流程中心' });
    await user.click(await menu().findByText('我的已办'));
    expect(router.state.location.pathname).toBe('/process/done');
  });
});
