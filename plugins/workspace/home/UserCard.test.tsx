import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminEntryContributions, definePlugin, RouteContributions, type PluginDefinition } from '../../../contracts/workbench/index.ts';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench } from '../../../core/react/testing/index.ts';
import { portalPlugins } from '../../../web/portalPlugins.ts';
import { messagingStandIn } from '../../../core/react/testing/MessagingStandIn.ts';

function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status: '0' },
    companyId: 1,
    roles: [],
    ifTeamAdmin: false,
    permissions: [],
    ...overrides,
  };
}

function workbenchHttp(): FakeHttpClient {
  return new FakeHttpClient()
    .on('GET', '/admin/home/front/count', { msg: 0, todo: 0, complete: 0, create: 0 })
    .on('GET', '/admin/menu/front/getUserMenu', [])
    .on('GET', '/admin/enterpriseSetting/select', {})
    .on('GET', '/admin/addressBook/dept/companysAndTodo', [])
    .on('GET', '/admin/jump/backed', 'http://admin.example/');
}

// Stands in for the public site's home.
const siteHome = definePlugin(() => ({
  id: 'site',
  module(bind) {
    bind.contribute(RouteContributions, { path: '/', layout: 'bare', auth: false, load: async () => ({ default: () => <p>门户首页</p> }) });
  },
}))();

// Stands in for the administration plugin's management area: the portal knows only its path.
const managementArea = definePlugin(() => ({
  id: 'management-area',
  module(bind) {
    bind.contribute(RouteContributions, { path: '/management/index', layout: 'main', auth: true, load: async () => ({ default: () => <p>管理区域</p> }) });
  },
}))();

// Stands in for a plugin with an admin page (the designer's 流程管理), met only through the contribution point.
const adminPage = definePlugin(() => ({
  id: 'admin-page',
  module(bind) {
    bind.contribute(AdminEntryContributions, { plugin: 'admin-page', order: 0, label: '流程管理', path: '/dev/activiti/process' });
    bind.contribute(RouteContributions, { path: '/dev/activiti/process', layout: 'main', auth: true, load: async () => ({ default: () => <p>流程管理页</p> }) });
  },
}))();

async function openCard(info: UserInfo, http = workbenchHttp(), more: PluginDefinition<unknown>[] = []) {
  const user = userEvent.setup();
  const fixture = await renderWorkbench([messagingStandIn(), ...portalPlugins(), ...more], '/homepage/index', { http, session: MemorySessionStore.signedIn(info) });
  await user.click(await screen.findByRole('button', { name: /张三/ }));
  await screen.findByText('个人中心');
  return { ...fixture, user };
}

describe('user card', () => {
  it('asks 是否退出系统 / 是否继续? before logging out, then shows the site home', async () => {
    const { user, session, router } = await openCard(userInfo(), workbenchHttp(), [siteHome]);
    await user.click(screen.getByText('退出登录'));

    const dialog = await screen.findByRole('dialog', { name: '是否退出系统' });
    expect(within(dialog).getByText('是否继续?')).toBeTruthy();
    expect(session.logouts).toBe(0);

    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(session.logouts).toBe(1));
    expect(await screen.findByText('门户首页')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the user signed in when the logout is cancelled', async () => {
    const { user, session } = await openCard(userInfo());
    await user.click(screen.getByText('退出登录'));
    await user.click(await screen.findByRole('button', { name: '取消' }));
    expect(session.logouts).toBe(0);
    expect(session.isLoggedIn).toBe(true);
  });

  it('offers the admin back end to the administrator of the current company', async () => {
    await openCard(userInfo({ companyAdmin: 1 }));
    const link = await screen.findByRole('link', { name: '管理后台' });
    expect(link.getAttribute('href')).toBe('http://admin.example/');
  });

  it('offers the admin back end to role 3', async () => {
    await openCard(userInfo({ roles: [2, 3] }));
    expect(await screen.findByRole('link', { name: '管理后台' })).toBeTruthy();
  });

  it('hides the admin back end from others, even the admin of another company', async () => {
    const http = workbenchHttp();
    await openCard(userInfo({ companyAdmin: 2, roles: [1] }), http);
    expect(screen.queryByText('管理后台')).toBeNull();
    expect(http.callsTo('GET', '/admin/jump/backed')).toHaveLength(0);
  });

  it('opens an in-app back end (the management area) in the workbench rather than a new tab', async () => {
    const { user, router } = await openCard(userInfo({ companyAdmin: 1 }), workbenchHttp().on('GET', '/admin/jump/backed', '/management/index'), [managementArea]);
    await user.click(await screen.findByText('管理后台'));
    expect(screen.queryByRole('link', { name: '管理后台' })).toBeNull();
    expect(await screen.findByText('管理区域')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/management/index');
  });

  it('lists 管理后台 before the back end\'s address arrives, so the rows under the pointer do not move', async () => {
    await openCard(userInfo({ companyAdmin: 1 }), workbenchHttp().hang('GET', '/admin/jump/backed'));
    const rows = screen.getAllByRole('menuitem').map((row) => row.textContent);
    expect(rows.slice(0, 2)).toEqual(['管理后台', '个人中心']);
  });

  it('offers 系统管理 to a team administrator only, leading to the management area', async () => {
    const { user, router } = await openCard(userInfo({ ifTeamAdmin: true, permissions: [] }), workbenchHttp(), [managementArea]);
    await user.click(await screen.findByText('系统管理'));
    expect(await screen.findByText('管理区域')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/management/index');
  });

  it('shows no 系统管理 to others', async () => {
    await openCard(userInfo({ companyAdmin: 1 }));
    await screen.findByText('个人中心');
    expect(screen.queryByText('系统管理')).toBeNull();
  });

  it('lists the admin pages other plugins contribute for the administrator, and opens them', async () => {
    const { user, router } = await openCard(userInfo({ companyAdmin: 1 }), workbenchHttp(), [adminPage]);
    await user.click(await screen.findByText('流程管理'));
    expect(await screen.findByText('流程管理页')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dev/activiti/process');
  });

  it('hides contributed admin pages from those who administer no current company', async () => {
    await openCard(userInfo({ companyAdmin: 2 }), workbenchHttp(), [adminPage]);
    expect(screen.queryByText('流程管理')).toBeNull();
  });

  it('opens the personal centre at /user/info?tab=user', async () => {
    const http = workbenchHttp().on('GET', '/admin/user/personalInfo', { userId: 7, username: 'zhangsan', chineseName: '张三' });
    const { user, router } = await openCard(userInfo(), http);
    await user.click(screen.getByText('个人中心'));
    expect(await screen.findByRole('tab', { name: '个人信息', selected: true })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/info');
    expect(router.state.location.search).toBe('?tab=user');
  });

  it('shows an uploaded avatar through the preview link with the token', async () => {
    await openCard(userInfo({ sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status: '0', avatar: '/system/file/avatar/a.png' } }));
    const image = screen.getByTestId('user-card-avatar').querySelector('img');
    expect(image?.getAttribute('src')).toBe('/system/file/avatar/a.png?sysAuthorization=token-1');
  });
});
