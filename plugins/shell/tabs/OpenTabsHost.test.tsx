import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { definePlugin, RouteContributions } from '../../../contracts/workbench/index.ts';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench } from '../../../core/react/testing/index.ts';
import { messagingStandIn } from '../../../core/react/testing/MessagingStandIn.ts';
import { portalPlugins } from '../../../web/portalPlugins.ts';

const info: UserInfo = { sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status: '0' }, companyId: 1, roles: [], ifTeamAdmin: false, permissions: [] };

function FilterPage() {
  const [keyword, setKeyword] = useState('');
  return <input aria-label="筛选关键词" value={keyword} onChange={(event) => setKeyword(event.target.value)} />;
}

function QueryPage() {
  const [query] = useSearchParams();
  return <p>第 {query.get('page') ?? '1'} 页</p>;
}

const pages = definePlugin(() => ({
  id: 'tab-pages',
  module(bind) {
    bind.contribute(RouteContributions, { path: '/filters', layout: 'main', auth: true, title: '筛选页', load: async () => ({ default: FilterPage }) });
    bind.contribute(RouteContributions, { path: '/query', layout: 'main', auth: true, title: '分页页', load: async () => ({ default: QueryPage }) });
  },
}));

function http(): FakeHttpClient {
  return new FakeHttpClient()
    .on('GET', '/admin/home/front/count', { msg: 0, todo: 0, complete: 0, create: 0 })
    .on('GET', '/admin/menu/front/getUserMenu', [])
    .on('GET', '/admin/addressBook/dept/companysAndTodo', [])
    .on('GET', '/admin/enterpriseSetting/select', {});
}

async function open(path: string) {
  const fixture = await renderWorkbench([messagingStandIn(), ...portalPlugins(), pages()], path, { http: http(), session: MemorySessionStore.signedIn(info) });
  const bar = await screen.findByRole('tablist');
  return { ...fixture, bar };
}

describe('open tabs', () => {
  it('shows 首页 first, not closable, and the page opened after it with its route title', async () => {
    const { bar } = await open('/filters');
    const tabs = within(bar).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['首页', '筛选页']);
    expect(within(tabs[0]).queryByTitle('关闭')).toBeNull();
    expect(within(tabs[1]).getByTitle('关闭')).toBeTruthy();
    // The tablist holds tabs only: the close marks are inside them, 页签操作 beside the list.
    expect(within(bar).queryAllByRole('button')).toEqual([]);
  });

  it('names a tab after the query name when there is one', async () => {
    const { bar } = await open('/query?name=%E5%91%A8%E6%8A%A5');
    expect(within(bar).getByRole('tab', { name: '周报' })).toBeTruthy();
  });

  it('keeps a page and what was typed in it while another tab is shown, and shows it again on return', async () => {
    const user = userEvent.setup();
    const { bar, router } = await open('/filters');
    await user.type(await screen.findByRole('textbox', { name: '筛选关键词' }), '合同');
    await act(() => router.navigate('/query?page=3'));
    expect(await screen.findByText('第 3 页')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '筛选关键词' })).toBeNull();

    await user.click(within(bar).getByRole('tab', { name: '筛选页' }));
    expect(((await screen.findByRole('textbox', { name: '筛选关键词' })) as HTMLInputElement).value).toBe('合同');
    expect(router.state.location.pathname).toBe('/filters');
  });

  it('goes back to the address a tab was left at, and a hidden page keeps the query it was left with', async () => {
    const user = userEvent.setup();
    const { bar, router } = await open('/query?page=2');
    await act(() => router.navigate('/filters?page=9'));
    await screen.findByRole('textbox', { name: '筛选关键词' });
    // The hidden page is still there, and still on its own page 2, not the current query's 9.
    expect(screen.getByText('第 2 页', { ignore: false })).toBeTruthy();
    await user.click(within(bar).getByRole('tab', { name: '分页页' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/query?page=2');
  });

  it('closes the focused tab with Delete, and never 首页', async () => {
    const user = userEvent.setup();
    const { bar, router } = await open('/filters');
    await act(() => router.navigate('/query'));
    within(bar).getByRole('tab', { name: '筛选页' }).focus();
    await user.keyboard('{Delete}');
    expect(within(bar).queryByRole('tab', { name: '筛选页' })).toBeNull();
    expect(within(bar).getAllByRole('tab')).toHaveLength(2);
    within(bar).getByRole('tab', { name: /首页/ }).focus();
    await user.keyboard('{Delete}');
    expect(within(bar).getAllByRole('tab')).toHaveLength(2);
  });

  it('closing the current tab opens its neighbour and forgets the page', async () => {
    const user = userEvent.setup();
    const { bar, router } = await open('/filters');
    await user.type(await screen.findByRole('textbox', { name: '筛选关键词' }), '报销');
    await act(() => router.navigate('/query'));
    await user.click(within(bar).getByRole('tab', { name: '筛选页' }));
    await user.click(within(within(bar).getByRole('tab', { name: '筛选页' })).getByTitle('关闭'));
    expect(router.state.location.pathname).toBe('/query');
    expect(within(bar).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['首页', '分页页']);
    // The closed page has left the document (hidden ones included) before the user comes back to it.
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '筛选关键词', hidden: true })).toBeNull());

    await act(() => router.navigate('/filters'));
    expect(((await screen.findByRole('textbox', { name: '筛选关键词' })) as HTMLInputElement).value).toBe('');
  });

  it('closes the others or all from the tab menu, never 首页', async () => {
    const user = userEvent.setup();
    const { bar, router } = await open('/filters');
    await act(() => router.navigate('/query'));
    await user.click(screen.getByRole('button', { name: '页签操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '关闭其他' }));
    expect(within(bar).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['首页', '分页页']);

    await user.click(screen.getByRole('button', { name: '页签操作' }));
    await user.click(await screen.findByRole('menuitem', { name: '关闭全部' }));
    expect(within(bar).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['首页']);
    expect(router.state.location.pathname).toBe('/homepage/index');
  });

  it('opens the spec’s /homePage/Index as the one 首页 tab, not a second tab named after the address', async () => {
    const { bar, router } = await open('/filters');
    await act(() => router.navigate('/homePage/Index'));
    await waitFor(() => expect(within(bar).getByRole('tab', { name: '首页', selected: true })).toBeTruthy());
    expect(within(bar).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['首页', '筛选页']);
  });

  it('opens every tab again after a reload, in their order, on the page that was shown', async () => {
    const first = await open('/filters');
    await act(() => first.router.navigate('/query?page=4'));
    await screen.findByText('第 4 页');
    first.view.unmount();

    const { bar } = await open('/filters');
    expect(within(bar).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['首页', '筛选页', '分页页']);
    // The tab not shown still goes back to where it was left.
    await userEvent.setup().click(within(bar).getByRole('tab', { name: '分页页' }));
    expect(await screen.findByText('第 4 页')).toBeTruthy();
  });
});
