import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench, standInMediaQueries } from '../../../core/react/testing/index.ts';
import { portalPlugins } from '../../../web/portalPlugins.ts';
import { messagingStandIn } from '../../../core/react/testing/MessagingStandIn.ts';
import { PHONE_MEDIA } from '../../../core/react/usePhone.ts';

const info: UserInfo = {
  sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status: '0' },
  companyId: 1,
  roles: [],
  ifTeamAdmin: false,
  permissions: [],
};

describe('top menu', () => {
  it('shows the server menu without hidden items, and opens the disk with its address', async () => {
    const user = userEvent.setup();
    const http = new FakeHttpClient()
      .on('GET', '/admin/home/front/count', { msg: 0, todo: 0, complete: 0, create: 0 })
      .on('GET', '/admin/enterpriseSetting/select', {})
      .on('GET', '/admin/addressBook/dept/companysAndTodo', [])
      .on('GET', '/admin/menu/front/getUserMenu', [
        { id: 1, name: 'home', label: '首页', path: '/homepage/index', ifShow: '0', linkType: '0', icon: 'HomeOutlined' },
        { id: 2, name: 'secret', label: '隐藏菜单', path: '/secret', ifShow: '1', linkType: '0' },
        { id: 3, name: 'eipdisk', label: '网盘', path: 'http://disk.example/?a=1', ifShow: '0', linkType: '1' },
      ]);
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/homepage/index', { http, session: MemorySessionStore.signedIn(info) });

    const menu = within(await screen.findByRole('menu', { name: '顶部菜单' }));
    expect(await menu.findByText('首页')).toBeTruthy();
    expect(menu.queryByText('隐藏菜单')).toBeNull();
    // the icon the server names is drawn; an item naming none has none
    expect(menu.getByText('首页').closest('li')!.querySelector('[aria-label="home"]')).not.toBeNull();
    expect(menu.getByText('网盘').closest('li')!.querySelector('.anticon')).toBeNull();

    await user.click(menu.getByText('网盘'));
    // The portal's 网盘 page embeds the item's address.
    expect(((await screen.findByTitle('网盘')) as HTMLIFrameElement).getAttribute('src')).toBe('http://disk.example/?a=1');
    expect(router.state.location.pathname).toBe('/microdisk/index');
  });

  describe('on a phone', () => {
    afterEach(() => vi.restoreAllMocks());

    it('is a button opening the menu in a drawer, which closes once an item is chosen', async () => {
      standInMediaQueries({ [PHONE_MEDIA]: true });
      const user = userEvent.setup();
      const http = new FakeHttpClient()
        .on('GET', '/admin/home/front/count', { msg: 0, todo: 0, complete: 0, create: 0 })
        .on('GET', '/admin/enterpriseSetting/select', {})
        .on('GET', '/admin/addressBook/dept/companysAndTodo', [])
        .on('GET', '/admin/menu/front/getUserMenu', [
          { id: 1, name: 'home', label: '首页', path: '/homepage/index', ifShow: '0', linkType: '0' },
          { id: 4, name: 'addressbook', label: '通讯录', path: '/addressbook/list', ifShow: '0', linkType: '0' },
        ]);
      const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/homepage/index', { http, session: MemorySessionStore.signedIn(info) });

      const opener = await screen.findByRole('button', { name: '打开菜单' });
      expect(screen.queryByRole('menu', { name: '顶部菜单' })).toBeNull();
      await user.click(opener);
      const menu = within(await screen.findByRole('menu', { name: '顶部菜单' }));
      await user.click(await menu.findByText('通讯录'));
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/addressbook/list'));
      expect(opener.getAttribute('aria-expanded')).toBe('false');
    });
  });
});
