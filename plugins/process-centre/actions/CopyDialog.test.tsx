import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeHttpClient } from '../../../core/react/testing/index.ts';
import { renderDialog } from '../testing/renderDialog.tsx';
import { shown } from '../testing/renderProcessCentre.tsx';
import { samples } from '../testing/ProcessCentreSamples.ts';
import { DEPT_TREE, dialogTitled, pickMembers } from '../testing/pickMembers.ts';
import { CopyDialog } from './CopyDialog.tsx';

const MEMBERS = '/admin/addressBook/user/fullList';
const EXPAND = '/admin/role/origanizeToUser';
const COPY = '/workflow/runtime/operate/copy';

const people = samples.page([
  { userId: 8, username: 'lisi', chineseName: '李四', status: '0' as const },
  { userId: 9, username: 'wangwu', chineseName: '王五', status: '0' as const },
]);
const tree = [{ id: 1, deptId: 1, name: '融合科技有限公司', level: 2, children: [{ id: 17, deptId: 17, name: '财务部', level: 3, children: [] }] }];

describe('CopyDialog', () => {
  it('requires at least one person: 请选择抄送人员', async () => {
    const http = new FakeHttpClient().on('GET', DEPT_TREE, []).on('GET', MEMBERS, people);
    const { user } = await renderDialog(CopyDialog, { http });
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请选择抄送人员')).toBeTruthy();
    expect(http.callsTo('POST', COPY)).toEqual([]);
  });

  it('copies the task to the chosen people with the optional comment and says 抄送成功', async () => {
    const http = new FakeHttpClient().on('GET', DEPT_TREE, []).on('GET', MEMBERS, people).on('POST', COPY, true);
    const { user, notifier, onSucceeded } = await renderDialog(CopyDialog, { http });
    await pickMembers(user, '抄送人员', ['李四', '王五']);
    await user.click(screen.getByLabelText('意见'));
    await user.paste('请知悉付款条款');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(http.callsTo('POST', COPY).map((call) => call.body)).toEqual([{ procInstId: 'inst-1', taskId: 'task-1', userIdList: [8, 9], comment: '请知悉付款条款' }]);
    expect(shown(notifier, 'success')).toEqual(['抄送成功']);
    expect(onSucceeded).toHaveBeenCalledTimes(1);
  });

  it('takes a department as its active members', async () => {
    const http = new FakeHttpClient()
      .on('GET', DEPT_TREE, tree)
      .on('GET', MEMBERS, people)
      .on('POST', EXPAND, [{ userId: 9, username: 'wangwu', chineseName: '王五', deptName: '财务部', status: '0' }])
      .on('POST', COPY, true);
    const { user } = await renderDialog(CopyDialog, { http });
    await user.click(screen.getByLabelText('抄送人员'));
    const picker = await dialogTitled('选择人员');
    const department = (await within(picker).findByTitle('财务部')).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;
    await user.click(department);
    await waitFor(() => expect(within(picker).getAllByText('王五').length).toBeGreaterThan(0));
    await user.click(within(picker).getByRole('button', { name: '确定' }));
    await user.click(within(await dialogTitled('抄送')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('POST', COPY).map((call) => (call.body as { userIdList: number[] }).userIdList)).toEqual([[9]]));
  });

  it('stays open when the server refuses', async () => {
    const http = new FakeHttpClient().on('GET', DEPT_TREE, []).on('GET', MEMBERS, people);
    vi.spyOn(http, 'post').mockResolvedValue({ code: 400, msg: '当前节点未启用“抄送”操作', data: null });
    const { user, notifier, onSucceeded } = await renderDialog(CopyDialog, { http });
    await pickMembers(user, '抄送人员', ['李四']);
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(shown(notifier, 'success')).toEqual([]);
    expect(onSucceeded).not.toHaveBeenCalled();
  });
});
