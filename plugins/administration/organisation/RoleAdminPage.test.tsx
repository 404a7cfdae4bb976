import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, RecordingNotifier, renderWorkbench, shellStandIn } from '../../../core/react/testing/index.ts';
import { administrationPlugin } from '../index.ts';
import type { Member, OrgRole } from './OrgAdminApi.ts';
import { ADMIN, TEAM_ADMIN, mainLayout } from './OrgAdminFixture.tsx';

const ROLES_URL = '/admin/orgRole';
const USERS = '/admin/addressBook/user/admin/list';
const ROLES: OrgRole[] = [
  { roleId: 2, roleName: '部门经理', roleCode: 'ROLE_MANAGER', roleDesc: '审批本部门的流程', builtIn: true, userCount: 2, dataScope: '4', permissions: ['sys_dept_add', 'sys_user_view'] },
  { roleId: 40, roleName: '行政专员', roleCode: 'ROLE_CLERK', roleDesc: null, builtIn: false, userCount: 1, dataScope: '1', permissions: [] },
];
const WUJIU: Member = { userId: 8, username: 'wujiu', chineseName: '吴九', phone: '13800000008', deptId: 15, deptName: '后端组', status: '0' };
const PLATFORM_ADMIN: UserInfo = { ...ADMIN, roles: [1, 3] };

async function open(http: FakeHttpClient, who: UserInfo = ADMIN) {
  const notifier = new RecordingNotifier();
  await renderWorkbench([shellStandIn(notifier), mainLayout(), administrationPlugin()], '/management/org/role', { http, session: MemorySessionStore.signedIn(who) });
  return { notifier, user: userEvent.setup() };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('角色管理', () => {
  beforeAll(async () => {
    await import('./RoleAdminPage.tsx');
  });

  it('lists the roles with what each permits, in the catalogue’s words', async () => {
    await open(new FakeHttpClient().on('GET', ROLES_URL, ROLES));
    expect(await screen.findByText('部门经理')).toBeTruthy();
    expect(within(rowOf('部门经理')).getByText('添加机构、查看用户')).toBeTruthy();
    expect(within(rowOf('部门经理')).getByText('内置')).toBeTruthy();
    expect(within(rowOf('行政专员')).getByText('本单位')).toBeTruthy();
    expect(within(rowOf('部门经理')).getByText('本部门及以下数据权限')).toBeTruthy();
    expect(within(rowOf('行政专员')).getByText('全部数据权限')).toBeTruthy();
  });

  it('offers the four data scopes in the role’s dialog and saves the one chosen', async () => {
    const http = new FakeHttpClient().on('GET', ROLES_URL, ROLES).on('PUT', '/admin/orgRole/40', true);
    const { user } = await open(http);
    await screen.findByText('行政专员');
    await user.click(within(rowOf('行政专员')).getByRole('button', { name: '编辑' }));
    const dialog = within(await screen.findByRole('dialog'));
    const select = dialog.getByLabelText('数据权限');
    // The role's own scope is the one shown.
    expect(select.closest('.ant-select')?.textContent).toBe('全部数据权限');
    await user.click(select);
    await screen.findByText('仅本人数据权限', { selector: '.ant-select-item-option-content' });
    const options = [...document.querySelectorAll('.ant-select-item-option-content')];
    expect(options.map((option) => option.textContent)).toEqual(['全部数据权限', '本部门及以下数据权限', '本部门数据权限', '仅本人数据权限']);
    await user.click(await screen.findByText('本部门数据权限', { selector: '.ant-select-item-option-content' }));
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(http.callsTo('PUT', '/admin/orgRole/40').map((c) => c.body)).toEqual([{ roleName: '行政专员', roleCode: 'ROLE_CLERK', roleDesc: null, dataScope: '3', permissions: [] }]),
    );
  });

  it('creates a role permitting 添加机构', async () => {
    const http = new FakeHttpClient().on('GET', ROLES_URL, ROLES).on('POST', ROLES_URL, { roleId: 41 });
    const { user } = await open(http);
    await screen.findByText('部门经理');
    await user.click(screen.getByRole('button', { name: '新建角色' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('角色名称'), '机构管理员');
    await user.type(dialog.getByLabelText('角色编码'), '9ROLE');
    await user.click(dialog.getByRole('checkbox', { name: '添加机构' }));
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('以英文字母开头，仅含英文、数字和下划线，不超过30个字符')).toBeTruthy();
    expect(http.callsTo('POST', ROLES_URL)).toEqual([]);
    await user.clear(dialog.getByLabelText('角色编码'));
    await user.type(dialog.getByLabelText('角色编码'), 'ROLE_DEPT_ADMIN');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(http.callsTo('POST', ROLES_URL).map((c) => c.body)).toEqual([{ roleName: '机构管理员', roleCode: 'ROLE_DEPT_ADMIN', roleDesc: null, dataScope: '1', permissions: ['sys_dept_add'] }]),
    );
    expect(http.callsTo('GET', ROLES_URL)).toHaveLength(2);
  });

  it('leaves the built-in roles to the platform administrator, and never offers to delete them', async () => {
    await open(new FakeHttpClient().on('GET', ROLES_URL, ROLES));
    await screen.findByText('部门经理');
    expect(within(rowOf('部门经理')).getByRole('button', { name: '编辑' }).hasAttribute('disabled')).toBe(true);
    expect(within(rowOf('部门经理')).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(rowOf('行政专员')).getByRole('button', { name: '编辑' }).hasAttribute('disabled')).toBe(false);
  });

  it('lets the platform administrator change a built-in role’s permissions, its code staying', async () => {
    const http = new FakeHttpClient().on('GET', ROLES_URL, ROLES).on('PUT', '/admin/orgRole/2', true);
    const { user } = await open(http, PLATFORM_ADMIN);
    await screen.findByText('部门经理');
    await user.click(within(rowOf('部门经理')).getByRole('button', { name: '编辑' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByLabelText('角色编码') as HTMLInputElement).disabled).toBe(true);
    await user.click(dialog.getByRole('checkbox', { name: '查看用户' }));
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(http.callsTo('PUT', '/admin/orgRole/2').map((c) => c.body)).toEqual([{ roleName: '部门经理', roleDesc: '审批本部门的流程', dataScope: '4', permissions: ['sys_dept_add'] }]),
    );
  });

  it('gives the role to a member picked by search', async () => {
    const http = new FakeHttpClient()
      .on('GET', ROLES_URL, ROLES)
      .on('GET', '/admin/orgRole/40/users', { records: [], total: 0, current: 1, size: 10 })
      .on('GET', USERS, { records: [WUJIU], total: 1, current: 1, size: 20 })
      .on('POST', '/admin/orgRole/40/users', true);
    const { user } = await open(http);
    await screen.findByText('行政专员');
    await user.click(within(rowOf('行政专员')).getByRole('button', { name: '用户' }));
    const holders = within(await screen.findByRole('dialog'));
    expect(holders.getByText('持有「行政专员」的用户')).toBeTruthy();
    await user.click(holders.getByRole('button', { name: '添加用户' }));
    // The picker opens over the holders' dialog.
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    const picker = within(screen.getAllByRole('dialog')[1]);
    expect(picker.getByText('添加用户')).toBeTruthy();
    await user.type(picker.getByLabelText('选择用户'), '吴');
    await user.click(await screen.findByText('吴九（wujiu）', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(http.callsTo('GET', USERS).at(-1)?.options?.params).toEqual({ current: 1, size: 20, keyword: '吴' }));
    await user.click(picker.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('POST', '/admin/orgRole/40/users').map((c) => c.body)).toEqual([{ userIds: [8] }]));
  });

  it('takes the role from a holder', async () => {
    const http = new FakeHttpClient()
      .on('GET', ROLES_URL, ROLES)
      .on('GET', '/admin/orgRole/40/users', { records: [WUJIU], total: 1, current: 1, size: 10 })
      .on('DELETE', '/admin/orgRole/40/users/8', true);
    const { user } = await open(http);
    await screen.findByText('行政专员');
    await user.click(within(rowOf('行政专员')).getByRole('button', { name: '用户' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '移除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('DELETE', '/admin/orgRole/40/users/8')).toHaveLength(1));
    expect(http.callsTo('GET', '/admin/orgRole/40/users')).toHaveLength(2);
  });

  it('shows the server’s reason when a role cannot be deleted', async () => {
    const http = new FakeHttpClient().on('GET', ROLES_URL, ROLES).failOn('DELETE', '/admin/orgRole/40', 400, '还有1位用户持有该角色，请先移除后再删除');
    const { user, notifier } = await open(http);
    await screen.findByText('行政专员');
    await user.click(within(rowOf('行政专员')).getByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(notifier.shown).toContainEqual({ kind: 'error', text: '还有1位用户持有该角色，请先移除后再删除' }));
  });

  it('answers 403 to a team administrator, who administers no company', async () => {
    await open(new FakeHttpClient(), TEAM_ADMIN);
    expect(await screen.findByText('当前操作没有权限')).toBeTruthy();
  });
});
