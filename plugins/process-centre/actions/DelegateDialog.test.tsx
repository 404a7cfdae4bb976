import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FakeHttpClient } from '../../../core/react/testing/index.ts';
import { renderDialog } from '../testing/renderDialog.tsx';
import { shown } from '../testing/renderProcessCentre.tsx';
import { samples } from '../testing/ProcessCentreSamples.ts';
import { DEPT_TREE, dialogTitled, pickMembers } from '../testing/pickMembers.ts';
import { DelegateDialog } from './DelegateDialog.tsx';

const MEMBERS = '/admin/addressBook/user/fullList';
const DELEGATE = '/workflow/runtime/operate/delegate';

const people = samples.page([
  { userId: 8, username: 'lisi', chineseName: '李四', status: '0' as const },
  { userId: 9, username: 'wangwu', chineseName: '王五', status: '0' as const },
]);

describe('DelegateDialog', () => {
  it('requires one person and a comment: 请选择委托人员, 请填写委托意见', async () => {
    const http = new FakeHttpClient().on('GET', DEPT_TREE, []).on('GET', MEMBERS, people);
    const { user } = await renderDialog(DelegateDialog, { http });
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请选择委托人员')).toBeTruthy();
    expect(screen.getByText('请填写委托意见')).toBeTruthy();
    expect(http.callsTo('POST', DELEGATE)).toEqual([]);
  });

  it('does not take a blank comment', async () => {
    const http = new FakeHttpClient().on('GET', DEPT_TREE, []).on('GET', MEMBERS, people);
    const { user } = await renderDialog(DelegateDialog, { http });
    await user.click(screen.getByLabelText('委托意见'));
    await user.paste('   ');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请填写委托意见')).toBeTruthy();
  });

  it('delegates the task to the chosen person with the comment and says 委托成功', async () => {
    const http = new FakeHttpClient().on('GET', DEPT_TREE, []).on('GET', MEMBERS, people).on('POST', DELEGATE, true);
    const { user, notifier, onSucceeded } = await renderDialog(DelegateDialog, { http });
    await pickMembers(user, '委托人员', ['李四']);
    await user.click(screen.getByLabelText('委托意见'));
    await user.paste('出差期间请代为审批');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(http.callsTo('POST', DELEGATE).map((call) => call.body)).toEqual([
      { procInstId: 'inst-1', taskId: 'task-1', assignee: 8, comment: '出差期间请代为审批' },
    ]);
    expect(shown(notifier, 'success')).toEqual(['委托成功']);
    expect(onSucceeded).toHaveBeenCalledTimes(1);
  });

  it('chooses the delegate in the member picker, searching the address book', async () => {
    const http = new FakeHttpClient().on('GET', DEPT_TREE, []).on('GET', MEMBERS, people);
    const { user } = await renderDialog(DelegateDialog, { http });
    await pickMembers(user, '委托人员', ['王五']);
    expect(http.callsTo('GET', MEMBERS).at(-1)?.options?.params).toEqual({ current: 1, size: 10, keyword: '王' });
    expect(within(await dialogTitled('委托')).getByText('王五')).toBeTruthy();
  });

  it('takes one delegate only: the picker says 最多可选择1个', async () => {
    const http = new FakeHttpClient().on('GET', DEPT_TREE, []).on('GET', MEMBERS, people);
    const { user, notifier } = await renderDialog(DelegateDialog, { http });
    await pickMembers(user, '委托人员', ['王五', '李四']);
    expect(shown(notifier, 'warning')).toEqual(['最多可选择1个']);
    expect(within(await dialogTitled('委托')).queryByText('李四')).toBeNull();
  });

  it('stays open and says nothing of success when the server refuses', async () => {
    const http = new FakeHttpClient().on('GET', DEPT_TREE, []).on('GET', MEMBERS, people).failOn('POST', DELEGATE, 409, '任务已结束');
    const { user, notifier, onSucceeded } = await renderDialog(DelegateDialog, { http });
    await pickMembers(user, '委托人员', ['王五']);
    await user.click(screen.getByLabelText('委托意见'));
    await user.paste('请代办');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(shown(notifier, 'error')).toEqual(['任务已结束']);
    expect(shown(notifier, 'success')).toEqual([]);
    expect(onSucceeded).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
