import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { FakeHttpClient, MemorySessionStore, RecordingNotifier, renderWorkbench, shellStandIn, type RecordedCall } from '../../../core/react/testing/index.ts';
import { administrationPlugin } from '../index.ts';
import type { Member } from './OrgAdminApi.ts';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { ADMIN, TREE, mainLayout } from './OrgAdminFixture.tsx';

const TREE_URL = '/admin/addressBook/dept/treeSelectAdmin/';
const USERS = '/admin/addressBook/user/admin/list';

const MEMBERS: Member[] = [
  { userId: 2, username: 'zhangsan', chineseName: '张三', phone: '13800000002', deptId: 14, deptName: '前端组', status: '0' },
  { userId: 7, username: 'zhouba', chineseName: '周八', phone: '13800000007', deptId: 16, deptName: '测试组', status: '1' },
];

function server() {
  return new FakeHttpClient().on('GET', TREE_URL, TREE).on('GET', USERS, (call: RecordedCall) => {
    const { deptId } = (call.options?.params ?? {}) as { deptId?: number };
    const records = deptId === 14 ? MEMBERS.slice(0, 1) : MEMBERS;
    return { records, total: records.length, current: 1, size: 10 };
  });
}

async function open(http: FakeHttpClient, info: UserInfo = ADMIN) {
  const notifier = new RecordingNotifier();
  await renderWorkbench([shellStandIn(notifier), mainLayout(), administrationPlugin()], '/management/org/user', { http, session: MemorySessionStore.signedIn(info) });
  return { notifier, user: userEvent.setup() };
}

/** 张三, no administrator, whose role in 融合科技 holds 查看用户 and 新建用户 (issue 22 §2). */
const VIEWER_AND_CREATOR: UserInfo = { sysUser: { userId: 2, username: 'zhangsan', chineseName: '张三', status: '0' }, companyId: 1, roles: [1], ifTeamAdmin: false, permissions: ['sys_user_view', 'sys_user_add'] };

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('用户管理', () => {
  beforeAll(async () => {
    await import('./UserAdminPage.tsx');
  });

  it('lists the company’s users, and a department’s when one is chosen', async () => {
    const http = server();
    const { user } = await open(http);
    expect(await screen.findByText('周八')).toBeTruthy();
    expect(within(rowOf('周八')).getByText('已禁用')).toBeTruthy();
    await user.click(within(screen.getByRole('tree', { name: '组织机构' })).getByText('前端组'));
    await waitFor(() => expect(screen.queryByText('周八')).toBeNull());
    expect(http.callsTo('GET', USERS).at(-1)?.options?.params).toEqual({ current: 1, size: 10, deptId: 14 });
  });

  it('offers a holder of 查看用户 and 新建用户 the list, 新建用户, 添加已有用户, 加入申请 and 导入用户 — nothing that edits, disables or removes', async () => {
    await open(server(), VIEWER_AND_CREATOR);
    await screen.findByText('周八');
    for (const name of ['新建用户', '添加已有用户', '加入申请', '导入用户', '导出用户']) expect(screen.getByRole('button', { name }), name).toBeTruthy();
    for (const name of ['编辑', '禁用', '启用', '重置密码', '移出本单位']) expect(screen.queryByRole('button', { name }), name).toBeNull();
  });

  it('refuses the page to a member whose roles hold no 查看用户', async () => {
    await open(server(), { ...VIEWER_AND_CREATOR, permissions: ['sys_user_add'] });
    expect(await screen.findByText('403')).toBeTruthy();
    expect(screen.queryByText('周八')).toBeNull();
  });

  it('creates a user with the password encrypted as the login sends it', async () => {
    const http = server().on('POST', '/admin/orgUser', { userId: 20 });
    const { user } = await open(http);
    await screen.findByText('张三');
    await user.click(screen.getByRole('button', { name: '新建用户' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('账号'), '123456');
    await user.type(dialog.getByLabelText('姓名'), '小明');
    await user.type(dialog.getByLabelText('手机号'), '13900000101');
    await user.type(dialog.getByLabelText('初始密码'), 'Xiaoming@2026');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    // The account rule of spec part 1 §5, before any call.
    expect(await dialog.findByText('仅支持英文、数字和下划线，且不能为纯数字')).toBeTruthy();
    expect(http.callsTo('POST', '/admin/orgUser')).toHaveLength(0);
    await user.clear(dialog.getByLabelText('账号'));
    await user.type(dialog.getByLabelText('账号'), 'xiaoming');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('POST', '/admin/orgUser')).toHaveLength(1));
    expect(http.callsTo('POST', '/admin/orgUser')[0].body).toEqual({
      username: 'xiaoming',
      chineseName: '小明',
      phone: '13900000101',
      email: null,
      deptId: null,
      post: null,
      password: 'aes(Xiaoming@2026)',
      mustChangePassword: false,
    });
  });

  it('disables a user after confirming, and shows the server’s refusal for the last administrator', async () => {
    const http = server().on('GET', '/admin/orgUser/2/openTasks', []).failOn('PUT', '/admin/orgUser/2/status', 400, '该用户是本单位最后一位管理员，不能禁用或移除');
    const { user, notifier } = await open(http);
    await screen.findByText('张三');
    await user.click(within(rowOf('张三')).getByRole('button', { name: '禁用' }));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByText(/确定禁用吗/);
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('PUT', '/admin/orgUser/2/status').map((c) => c.body)).toEqual([{ status: '1' }]));
    expect(notifier.shown).toContainEqual({ kind: 'error', text: '该用户是本单位最后一位管理员，不能禁用或移除' });
  });

  it('enables a disabled user', async () => {
    const http = server().on('PUT', '/admin/orgUser/7/status', true);
    const { user } = await open(http);
    await screen.findByText('周八');
    await user.click(within(rowOf('周八')).getByRole('button', { name: '启用' }));
    await waitFor(() => expect(http.callsTo('PUT', '/admin/orgUser/7/status').map((c) => c.body)).toEqual([{ status: '0' }]));
  });

  it('resets a password to a generated one and shows it once', async () => {
    const http = server().on('PUT', '/admin/orgUser/2/password', { password: 'Ab3#Cd4$Ef5%' });
    const { user } = await open(http);
    await screen.findByText('张三');
    await user.click(within(rowOf('张三')).getByRole('button', { name: '重置密码' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新密码：Ab3#Cd4$Ef5%（仅显示一次，请转告用户）')).toBeTruthy();
    expect(http.callsTo('PUT', '/admin/orgUser/2/password')[0].body).toEqual({});
  });
});
