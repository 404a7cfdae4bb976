import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FakeHttpClient } from '../../../core/react/testing/index.ts';
import { renderDialog } from '../testing/renderDialog.tsx';
import { shown } from '../testing/renderProcessCentre.tsx';
import { samples } from '../testing/ProcessCentreSamples.ts';
import { DelegateDialog } from './DelegateDialog.tsx';

const MEMBERS = '/admin/addressBook/user/fullList';
const DELEGATE = '/workflow/runtime/operate/delegate';

const people = samples.page([
  { userId: 8, username: 'lisi', chineseName: '李四', status: '0' as const },
  { userId: 9, username: 'wangwu', chineseName: '王五', status: '0' as const },
]);

describe('DelegateDialog', () => {
  it('requires one person and a comment: 请选择委托人员, 请填写委托意见', async () => {
    const http = new FakeHttpClient().on('GET', MEMBERS, people);
    const { user } = await renderDialog(DelegateDialog, { http });
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请选择委托人员')).toBeTruthy();
    expect(screen.getByText('请填写委托意见')).toBeTruthy();
    expect(http.callsTo('POST', DELEGATE)).toEqual([]);
  });

  it('does not take a blank comment', async () => {
    const http = new FakeHttpClient().on('GET', MEMBERS, people);
    const { user } = await renderDialog(DelegateDialog, { http });
    await user.click(screen.getByLabelText('委托意见'));
    await user.paste('   ');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请填写委托意见')).toBeTruthy();
  });

  it('delegates the task to the chosen person with the comment and says 委托成功', async () => {
    const http = new FakeHttpClient().on('GET', MEMBERS, people).on('POST', DELEGATE, true);
    const { user, notifier, onSucceeded } = await renderDialog(DelegateDialog, { http });
    await user.click(screen.getByLabelText('委托人员'));
    await user.click(await screen.findByTitle('李四（lisi）'));
    await user.click(screen.getByLabelText('委托意见'));
    await user.paste('出差期间请代为审批');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(http.callsTo('POST', DELEGATE).map((call) => call.body)).toEqual([
      { procInstId: 'inst-1', taskId: 'task-1', assignee: 8, comment: '出差期间请代为审批' },
    ]);
    expect(shown(notifier, 'success')).toEqual(['委托成功']);
    expect(onSucceeded).toHaveBeenCalledTimes(1);
  });

  it('searches the address book by what the user types', async () => {
    const http = new FakeHttpClient().on('GET', MEMBERS, people);
    const { user } = await renderDialog(DelegateDialog, { http });
    await user.type(screen.getByLabelText('委托人员'), '王');
    await screen.findByTitle('王五（wangwu）');
    expect(http.callsTo('GET', MEMBERS).at(-1)?.options?.params).toEqual({ current: 1, size: 50, keyword: '王' });
  });

  it('stays open and says nothing of success when the server refuses', async () => {
    const http = new FakeHttpClient().on('GET', MEMBERS, people).failOn('POST', DELEGATE, 409, '任务已结束');
    const { user, notifier, onSucceeded } = await renderDialog(DelegateDialog, { http });
    await user.click(screen.getByLabelText('委托人员'));
    await user.click(await screen.findByTitle('王五（wangwu）'));
    await user.click(screen.getByLabelText('委托意见'));
    await user.paste('请代办');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(shown(notifier, 'error')).toEqual(['任务已结束']);
    expect(shown(notifier, 'success')).toEqual([]);
    expect(onSucceeded).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
