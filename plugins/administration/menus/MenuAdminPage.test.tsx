import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { definePlugin } from '../../../contracts/workbench/Plugin.ts';
import { LayoutContributions } from '../../../contracts/workbench/Portal.ts';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, RecordingNotifier, renderWorkbench, shellStandIn, type RecordedCall } from '../../../core/react/testing/index.ts';
import { administrationPlugin } from '../index.ts';
import type { MenuAdminItem } from './MenuAdminApi.ts';

const PLATFORM_ADMIN: UserInfo = { sysUser: { userId: 1, username: 'admin', chineseName: '系统管理员', status: '0' }, companyId: 1, companyAdmin: 1, roles: [3], ifTeamAdmin: false, permissions: [] };
const COMPANY_ADMIN: UserInfo = { sysUser: { userId: 11, username: 'chenjing', chineseName: '陈静', status: '0' }, companyId: 2, companyAdmin: 2, roles: [2], ifTeamAdmin: false, permissions: [] };
const STAFF: UserInfo = { sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status: '0' }, companyId: 1, roles: [], ifTeamAdmin: false, permissions: [] };

const item = (id: number, parentId: number, label: string, extra: Partial<MenuAdminItem> = {}): MenuAdminItem => ({
  id,
  parentId,
  menuType: 'front',
  name: `item${id}`,
  label,
  path: `/p${id}`,
  icon: null,
  sort: id,
  keepAlive: false,
  ifShow: '0',
  permission: null,
  linkType: '0',
  children: [],
  ...extra,
});
const FRONT: MenuAdminItem[] = [
  item(1, 0, '首页', { icon: 'HomeOutlined' }),
  item(3, 0, '流程中心', { children: [item(31, 3, '我的待办'), item(32, 3, '报销审核', { permission: 'finance_audit', ifShow: '1' })] }),
  item(9, 0, '网盘', { name: 'eipdisk', path: 'https://disk.example.com', linkType: '1' }),
];
const PORTAL: MenuAdminItem[] = [item(101, 0, '首页', { menuType: 'portal', path: '/' })];

const layouts = definePlugin(() => ({
  id: 'layouts',
  module(bind) {
    bind.contribute(LayoutContributions, { layout: 'main', load: async () => ({ default: () => <Outlet /> }) });
  },
}));

const menuTypeOf = (call: RecordedCall) => (call.options?.params as { menuType?: string } | undefined)?.menuType;

function server() {
  return new FakeHttpClient()
    .on('GET', '/admin/menu/admin/tree', (call: RecordedCall) => (menuTypeOf(call) === 'portal' ? PORTAL : FRONT))
    .on('POST', '/admin/menu/admin', (call: RecordedCall) => ({ ...item(200, 0, ''), ...(call.body as object) }))
    .on('PUT', '/admin/menu/admin/31', (call: RecordedCall) => ({ ...FRONT[1].children[0], ...(call.body as object) }))
    .on('DELETE', '/admin/menu/admin/1', true);
}

async function open(http: FakeHttpClient, who: UserInfo = PLATFORM_ADMIN) {
  const notifier = new RecordingNotifier();
  const fixture = await renderWorkbench([shellStandIn(notifier), layouts(), administrationPlugin()], '/management/menus', { http, session: MemorySessionStore.signedIn(who) });
  return { ...fixture, notifier, user: userEvent.setup() };
}

const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('菜单管理', () => {
  it('shows the top menu as a tree with each item’s address, kind, permission and visibility', async () => {
    await open(server());
    expect(await screen.findByText('我的待办')).toBeTruthy();
    expect(within(await row('报销审核')).getByText('隐藏')).toBeTruthy();
    // The permission by its label in 角色管理.
    expect(within(await row('报销审核')).getByText('财务审核')).toBeTruthy();
    expect(within(await row('网盘')).getByText('外部链接')).toBeTruthy();
    expect(within(await row('首页')).getByText('显示')).toBeTruthy();
  });

  it('adds a child under a group: the parent is set, and the address must suit the link type', async () => {
    const http = server();
    const { user, notifier } = await open(http);
    await user.click(within(await row('流程中心')).getByRole('button', { name: '新增子菜单' }));
    const dialog = await screen.findByRole('dialog', { name: '新增菜单' });
    await user.type(within(dialog).getByLabelText('菜单名称'), '用印申请');
    await user.type(within(dialog).getByLabelText('菜单标识'), 'sealApply');
    await user.type(within(dialog).getByLabelText('地址'), 'seal/apply');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText('站内地址应以 / 开头，且不含空格')).toBeTruthy();
    expect(http.callsTo('POST', '/admin/menu/admin')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('地址'));
    await user.type(within(dialog).getByLabelText('地址'), '/seal/apply');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(http.callsTo('POST', '/admin/menu/admin')).toHaveLength(1));
    expect(http.callsTo('POST', '/admin/menu/admin')[0].body).toEqual({
      menuType: 'front',
      parentId: 3,
      name: 'sealApply',
      label: '用印申请',
      path: '/seal/apply',
      icon: null,
      sort: 0,
      keepAlive: false,
      ifShow: '0',
      permission: null,
      linkType: '0',
    });
    await waitFor(() => expect(notifier.shown).toContainEqual({ kind: 'success', text: '保存成功' }));
  });

  it('edits an item to an outside link and hides it; deletes another after the confirm', async () => {
    const http = server();
    const { user } = await open(http);
    await user.click(within(await row('我的待办')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑菜单' });
    expect((within(dialog).getByLabelText('菜单名称') as HTMLInputElement).value).toBe('我的待办');
    await user.click(within(dialog).getByRole('radio', { name: '外部链接' }));
    await user.click(within(dialog).getByRole('radio', { name: '隐藏' }));
    const address = within(dialog).getByLabelText('地址');
    await user.clear(address);
    await user.type(address, 'https://todo.example.com/list');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(http.callsTo('PUT', '/admin/menu/admin/31')).toHaveLength(1));
    expect(http.callsTo('PUT', '/admin/menu/admin/31')[0].body).toMatchObject({ parentId: 3, linkType: '1', path: 'https://todo.example.com/list', ifShow: '1' });

    await user.click(within(await row('首页')).getByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(http.callsTo('DELETE', '/admin/menu/admin/1')).toHaveLength(1));
  });

  it('switches to the public navigation', async () => {
    const http = server();
    const { user } = await open(http);
    await user.click(await screen.findByRole('tab', { name: '门户导航' }));
    await waitFor(() => expect(http.callsTo('GET', '/admin/menu/admin/tree').filter((call) => menuTypeOf(call) === 'portal')).toHaveLength(1));
    expect(await row('首页')).toBeTruthy();
  });

  it('shows a company administrator the menus without letting them change anything, and staff a 403', async () => {
    await open(server(), COMPANY_ADMIN);
    expect(await screen.findByText('菜单对所有公司生效，仅系统管理员可以修改。')).toBeTruthy();
    expect((screen.getByRole('button', { name: '新增菜单' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(await row('网盘')).getByRole('button', { name: '编辑' }) as HTMLButtonElement).disabled).toBe(true);
    document.body.innerHTML = '';
    await open(server(), STAFF);
    expect(await screen.findByText('403')).toBeTruthy();
  });
});
