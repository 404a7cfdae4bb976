import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { FakeHttpClient, MemorySessionStore, RecordingNotifier, renderWorkbench, shellStandIn } from '../../../core/react/testing/index.ts';
import { administrationPlugin } from '../index.ts';
import type { Member, MemberOpenTask } from './OrgAdminApi.ts';
import { ADMIN, TREE, mainLayout } from './OrgAdminFixture.tsx';

const TREE_URL = '/admin/addressBook/dept/treeSelectAdmin/';
const USERS = '/admin/addressBook/user/admin/list';
const OPEN_TASKS = '/admin/orgUser/3/openTasks';
const STATUS = '/admin/orgUser/3/status';

const MEMBERS: Member[] = [
  { userId: 3, username: 'lisi', chineseName: '李四', phone: '13800000003', deptId: 14, deptName: '前端组', status: '0' },
  { userId: 4, username: 'wangwu', chineseName: '王五', phone: '13800000004', deptId: 14, deptName: '前端组', status: '0' },
  { userId: 7, username: 'zhouba', chineseName: '周八', phone: '13800000007', deptId: 16, deptName: '测试组', status: '1' },
];

const TASKS: MemberOpenTask[] = [
  { taskId: 't1', procInstId: 'p1', processName: '合同审批', taskName: '部门经理审批', since: '2026-11-20 09:30:00', initiatorName: '张三' },
  { taskId: 't2', procInstId: 'p2', processName: '请假审批', taskName: '部门经理审批', since: '2026-11-27 14:05:12', initiatorName: '赵六' },
];

function server(tasks: MemberOpenTask[]) {
  return new FakeHttpClient()
    .on('GET', TREE_URL, TREE)
    .on('GET', USERS, { records: MEMBERS, total: MEMBERS.length, current: 1, size: 10 })
    .on('GET', OPEN_TASKS, tasks)
    .on('PUT', STATUS, true);
}

async function openDialog(http: FakeHttpClient) {
  const notifier = new RecordingNotifier();
  await renderWorkbench([shellStandIn(notifier), mainLayout(), administrationPlugin()], '/management/org/user', { http, session: MemorySessionStore.signedIn(ADMIN) });
  const user = userEvent.setup();
  await screen.findByText('李四');
  const row = screen.getByText('李四').closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: '禁用' }));
  return { notifier, user, dialog: within(await screen.findByRole('dialog')) };
}

describe('禁用 asks where the member’s open tasks go (issue 22 §4)', () => {
  beforeAll(async () => {
    await import('./UserAdminPage.tsx');
  });

  it('lists the open tasks and disables only once someone is chosen to take them over', async () => {
    const http = server(TASKS);
    const { dialog, user, notifier } = await openDialog(http);
    expect(await dialog.findByText('该用户还有 2 项待办任务，禁用前须转交给本单位的其他成员：')).toBeTruthy();
    expect(dialog.getByText('合同审批')).toBeTruthy();
    expect(dialog.getByText('请假审批')).toBeTruthy();
    expect(dialog.getAllByText('部门经理审批')).toHaveLength(2);
    expect(dialog.getByText('2026-11-27 14:05:12')).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('请选择转交人员')).toBeTruthy();
    expect(http.callsTo('PUT', STATUS)).toHaveLength(0);

    await user.click(dialog.getByLabelText('转交给'));
    // Neither the member being disabled nor a disabled member is offered.
    expect(await screen.findByText('王五（wangwu）', { selector: '.ant-select-item-option-content' })).toBeTruthy();
    expect(screen.queryByText('李四（lisi）', { selector: '.ant-select-item-option-content' })).toBeNull();
    expect(screen.queryByText('周八（zhouba）', { selector: '.ant-select-item-option-content' })).toBeNull();
    await user.click(screen.getByText('王五（wangwu）', { selector: '.ant-select-item-option-content' }));
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('PUT', STATUS).map((call) => call.body)).toEqual([{ status: '1', handoverTo: 4 }]));
    expect(notifier.shown).toContainEqual({ kind: 'success', text: '已禁用，2 项待办已转交' });
  });

  it('is the plain confirmation for a member without open tasks', async () => {
    const http = server([]);
    const { dialog, user, notifier } = await openDialog(http);
    expect(await dialog.findByText(/「李四」将被强制下线/)).toBeTruthy();
    expect(dialog.queryByText('转交给')).toBeNull();
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('PUT', STATUS).map((call) => call.body)).toEqual([{ status: '1' }]));
    expect(notifier.shown).toContainEqual({ kind: 'success', text: '已禁用' });
  });

  it('withdraws the matches of the words typed before while the picker searches for the new ones', async () => {
    const http = server(TASKS);
    const { dialog, user } = await openDialog(http);
    await user.click(dialog.getByLabelText('转交给'));
    expect(await screen.findByText('王五（wangwu）', { selector: '.ant-select-item-option-content' })).toBeTruthy();

    // The server is slow to answer the search: 王五, an answer to the empty words, is not offered meanwhile.
    http.hang('GET', USERS);
    await user.type(dialog.getByLabelText('转交给'), 'zhao');
    await waitFor(() => expect(screen.queryByText('王五（wangwu）', { selector: '.ant-select-item-option-content' })).toBeNull());
    expect(document.querySelector('.ant-select-dropdown .ant-spin')).not.toBeNull();
  });
});
