import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { FakeHttpClient } from '../../../core/react/testing/index.ts';
import { renderDialog } from '../testing/renderDialog.tsx';
import { shown } from '../testing/renderProcessCentre.tsx';
import { samples } from '../testing/ProcessCentreSamples.ts';
import { DEPT_TREE, pickMembers } from '../testing/pickMembers.ts';
import { ExtraSignerDialog } from './ExtraSignerDialog.tsx';

const MEMBERS = '/admin/addressBook/user/fullList';
const ADD_SIGN = '/workflow/runtime/operate/addSignForMultiInstTask';

const people = samples.page([
  { userId: 8, username: 'lisi', chineseName: '李四', status: '0' as const },
  { userId: 9, username: 'wangwu', chineseName: '王五', status: '0' as const },
]);

describe('ExtraSignerDialog', () => {
  it('requires at least one person: 请选择加签人员', async () => {
    const http = new FakeHttpClient().on('GET', DEPT_TREE, []).on('GET', MEMBERS, people);
    const { user } = await renderDialog(ExtraSignerDialog, { http });
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请选择加签人员')).toBeTruthy();
    expect(http.callsTo('POST', ADD_SIGN)).toEqual([]);
  });

  it('adds every chosen person to the node, the comment optional, and says 加签成功', async () => {
    const http = new FakeHttpClient().on('GET', DEPT_TREE, []).on('GET', MEMBERS, people).on('POST', ADD_SIGN, true);
    const { user, notifier, onSucceeded } = await renderDialog(ExtraSignerDialog, { http });
    await pickMembers(user, '加签人员', ['李四', '王五']);
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(http.callsTo('POST', ADD_SIGN).map((call) => call.body)).toEqual([
      { procInstId: 'inst-1', taskId: 'task-1', taskDefKey: 'managerApprove', userIdList: [8, 9], comment: undefined },
    ]);
    expect(shown(notifier, 'success')).toEqual(['加签成功']);
    expect(onSucceeded).toHaveBeenCalledTimes(1);
  });

  it('stays open when the answer is not code 0', async () => {
    const http = new FakeHttpClient().on('GET', DEPT_TREE, []).on('GET', MEMBERS, people);
    vi.spyOn(http, 'post').mockResolvedValue({ code: '108', msg: '该节点不是多实例节点', data: false });
    const { user, notifier, onSucceeded } = await renderDialog(ExtraSignerDialog, { http });
    await pickMembers(user, '加签人员', ['李四']);
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(shown(notifier, 'success')).toEqual([]);
    expect(onSucceeded).not.toHaveBeenCalled();
  });
});
