import { PERMISSION_NAMES } from '../../contracts/workbench/PermissionCatalogue.ts';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MANAGEMENT_MENU_GROUP, ManagementFrameId, administrationRef } from '../../contracts/workbench/Administration.ts';
import { definePlugin, RouteContributions, SideMenuContributions } from '../../contracts/workbench/index.ts';
import type { UserInfo } from '../../contracts/workbench/Session.ts';
import { useWorkbench } from '../../core/react/index.ts';
import { Outlet } from 'react-router';
import { LayoutContributions } from '../../contracts/workbench/Portal.ts';
import { MemorySessionStore, renderWorkbench, shellStandIn } from '../../core/react/testing/index.ts';
import { administrationPlugin } from './index.ts';

// Stands in for the portal: its shell and a main layout that only shows the page.
const mainLayout = definePlugin(() => ({
  id: 'main-layout',
  module(bind) {
    bind.contribute(LayoutContributions, { layout: 'main', load: async () => ({ default: Outlet }) });
  },
}))();
const plugins = () => [shellStandIn(), mainLayout, administrationPlugin(), processes];

function info(overrides: Partial<UserInfo> = {}): UserInfo {
  return { sysUser: { userId: 1, username: 'admin', chineseName: '系统管理员', status: '0' }, companyId: 1, roles: [], ifTeamAdmin: false, permissions: [], ...overrides };
}

function ProcessesPage() {
  const Frame = useWorkbench().get(ManagementFrameId);
  return (
    <Frame>
      <p>流程列表</p>
    </Frame>
  );
}

// Stands in for the designer: an admin page contributed to the area's side menu, framed by it.
const processes = definePlugin(() => ({
  id: 'processes',
  requires: [administrationRef],
  module(bind) {
    bind.contribute(SideMenuContributions, { group: MANAGEMENT_MENU_GROUP, path: '/dev/activiti/process', label: '流程管理', order: 10 });
    bind.contribute(SideMenuContributions, { group: 'process-centre', path: '/process/todo', label: '我的待办', order: 1 });
    bind.contribute(RouteContributions, { path: '/dev/activiti/process', layout: 'main', auth: true, load: async () => ({ default: ProcessesPage }) });
  },
}))();


describe('the management area', () => {
  it('lists the admin pages of the management group as cards and in its side menu, and opens them framed', async () => {
    const user = userEvent.setup();
    const { router } = await renderWorkbench(plugins(), '/management/index', {
      session: MemorySessionStore.signedIn(info({ companyAdmin: 1, roles: [1, 3], permissions: [...PERMISSION_NAMES] })),
    });
    const menu = within(await screen.findByRole('menu', { name: '管理功能' }));
    expect(menu.getByText('管理后台')).toBeTruthy();
    expect(menu.getByText('流程管理')).toBeTruthy();
    expect(menu.getByText('系统设置')).toBeTruthy();
    expect(menu.queryByText('我的待办')).toBeNull();
    // The area's own 组织机构 pages come first, the contributed ones after them by order, then 通知公告, 内容管理, 菜单管理, 系统设置 and 审计日志.
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['管理后台', '部门管理', '用户管理', '角色管理', '标签管理', '流程管理', '通知公告', '内容管理', '菜单管理', '系统设置', '审计日志']);
    await user.click(screen.getAllByRole('button', { name: '进入' })[4]);
    expect(await screen.findByText('流程列表')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dev/activiti/process');
    expect(screen.getByRole('menu', { name: '管理功能' })).toBeTruthy();
  });

  it('does not offer a company administrator the platform administrator’s 内容管理, in the side menu or as a card', async () => {
    await renderWorkbench(plugins(), '/management/index', {
      session: MemorySessionStore.signedIn(info({ companyId: 2, companyAdmin: 2, roles: [1, 2], permissions: [...PERMISSION_NAMES] })),
    });
    const menu = within(await screen.findByRole('menu', { name: '管理功能' }));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['管理后台', '部门管理', '用户管理', '角色管理', '标签管理', '流程管理', '通知公告', '菜单管理', '系统设置', '审计日志']);
    expect(screen.getAllByRole('button', { name: '进入' })).toHaveLength(9);
    expect(screen.queryByText('内容管理')).toBeNull();
  });

  it('lets a team administrator in (系统管理)', async () => {
    await renderWorkbench(plugins(), '/management/index', {
      session: MemorySessionStore.signedIn(info({ ifTeamAdmin: true, permissions: [] })),
    });
    expect(await screen.findByRole('menu', { name: '管理功能' })).toBeTruthy();
  });

  it('answers 403 to a member who administers nothing', async () => {
    await renderWorkbench(plugins(), '/management/index', {
      session: MemorySessionStore.signedIn(info({ companyAdmin: 2, roles: [1] })),
    });
    expect(await screen.findByText('当前操作没有权限')).toBeTruthy();
    expect(screen.queryByRole('menu', { name: '管理功能' })).toBeNull();
  });
});
