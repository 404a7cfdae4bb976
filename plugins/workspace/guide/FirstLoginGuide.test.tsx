import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quietHomeServer, renderHome } from '../home/testing/renderHome.ts';

/** The seeded top menu's shape: the to-do centre is 流程中心's child 我的待办. */
const MENU = [
  { id: 1, name: 'home', label: '首页', path: '/homepage/index', ifShow: '0', linkType: '0' },
  { id: 2, name: 'workbench', label: '工作台', path: '/workbench/index', ifShow: '0', linkType: '0' },
  {
    id: 3,
    name: 'process',
    label: '流程中心',
    path: '/process/todo',
    ifShow: '0',
    linkType: '0',
    children: [{ id: 4, name: 'processTodo', label: '我的待办', path: '/process/todo', ifShow: '0', linkType: '0' }],
  },
  { id: 8, name: 'addressbook', label: '通讯录', path: '/addressbook/list', ifShow: '0', linkType: '0' },
];

const server = (seen: boolean, menu: unknown[] = MENU) =>
  quietHomeServer()
    .on('GET', '/admin/menu/front/getUserMenu', menu)
    .on('GET', '/admin/user/guide', { seen })
    .on('POST', '/admin/user/guide/seen', true);

const tour = () => document.querySelector<HTMLElement>('.ant-tour:not(.ant-tour-hidden)');
const openTour = async () => {
  await waitFor(() => expect(tour()).not.toBeNull());
  return within(tour()!);
};
const title = () => tour()?.querySelector('.ant-tour-title')?.textContent;
const buttons = () => within(tour()!).queryAllByRole('button').map((button) => button.textContent?.replace(/\s/g, '')).filter(Boolean);

describe('the first-login guide', () => {
  it('walks the to-do centre, the workbench and the address book with 下一步, 上一步 and 完成, then is marked seen', async () => {
    const http = server(false);
    await renderHome(http);
    const user = userEvent.setup();

    let panel = await openTour();
    expect(title()).toBe('待办中心');
    expect(panel.getByText(/点击「流程中心」处理待办/)).toBeTruthy();
    expect(buttons()).toEqual(['下一步']);

    await user.click(panel.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(title()).toBe('工作台'));
    expect(buttons()).toEqual(['上一步', '下一步']);

    panel = within(tour()!);
    await user.click(panel.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(title()).toBe('通讯录'));
    expect(buttons()).toEqual(['上一步', '完成']);

    await user.click(within(tour()!).getByRole('button', { name: '上一步' }));
    await waitFor(() => expect(title()).toBe('工作台'));
    await user.click(within(tour()!).getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(title()).toBe('通讯录'));
    expect(http.callsTo('POST', '/admin/user/guide/seen')).toEqual([]);

    await user.click(within(tour()!).getByRole('button', { name: '完成' }));
    await waitFor(() => expect(tour()).toBeNull());
    expect(http.callsTo('POST', '/admin/user/guide/seen')).toHaveLength(1);
  });

  it('is marked seen when closed too', async () => {
    const http = server(false);
    await renderHome(http);
    await openTour();
    await userEvent.setup().click(tour()!.querySelector<HTMLElement>('.ant-tour-close')!);
    await waitFor(() => expect(tour()).toBeNull());
    expect(http.callsTo('POST', '/admin/user/guide/seen')).toHaveLength(1);
  });

  it('skips a stop whose menu item is not configured rather than point at nothing', async () => {
    await renderHome(server(false, MENU.filter((item) => item.name !== 'workbench')));
    const user = userEvent.setup();
    await openTour();
    expect(title()).toBe('待办中心');
    await user.click(within(tour()!).getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(title()).toBe('通讯录'));
    expect(buttons()).toEqual(['上一步', '完成']);
  });

  it('stays away once seen', async () => {
    const seen = server(true);
    await renderHome(seen);
    await screen.findByRole('menuitem', { name: /通讯录/ });
    await waitFor(() => expect(seen.callsTo('GET', '/admin/user/guide')).toHaveLength(1));
    expect(tour()).toBeNull();
  });

  it('stays away when the server cannot say', async () => {
    const failing = quietHomeServer().on('GET', '/admin/menu/front/getUserMenu', MENU).failOn('GET', '/admin/user/guide', 500, '服务器出错');
    await renderHome(failing);
    await screen.findByRole('menuitem', { name: /通讯录/ });
    await waitFor(() => expect(failing.callsTo('GET', '/admin/user/guide')).toHaveLength(1));
    expect(tour()).toBeNull();
  });
});
