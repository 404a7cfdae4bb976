import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FakeHttpClient } from '../../../core/react/testing/index.ts';
import { renderDialog } from '../testing/renderDialog.tsx';
import { shown } from '../testing/renderProcessCentre.tsx';
import { RejectDialog } from './RejectDialog.tsx';

const TARGETS = '/workflow/runtime/query/listJumpTarget';
const REJECT = '/workflow/runtime/operate/reject';

const targets = [
  { taskDefKey: 'submit', taskName: '发起人提交' },
  { taskDefKey: 'deptCheck', taskName: '部门初审' },
];

describe('RejectDialog', () => {
  it('asks the server which nodes the task can return to', async () => {
    const http = new FakeHttpClient().on('GET', TARGETS, targets);
    await renderDialog(RejectDialog, { http });
    expect(http.callsTo('GET', TARGETS).map((call) => call.options?.params)).toEqual([{ procInstId: 'inst-1', taskDefKey: 'managerApprove' }]);
  });

  it('requires the node and the resubmit strategy: 驳回节点不能为空, 重新提交策略不能为空', async () => {
    const http = new FakeHttpClient().on('GET', TARGETS, targets);
    const { user } = await renderDialog(RejectDialog, { http });
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('驳回节点不能为空')).toBeTruthy();
    expect(screen.getByText('重新提交策略不能为空')).toBeTruthy();
    expect(http.callsTo('POST', REJECT)).toEqual([]);
  });

  it('offers strategy 2 (straight back to this node) only disabled', async () => {
    const http = new FakeHttpClient().on('GET', TARGETS, targets);
    await renderDialog(RejectDialog, { http });
    expect((screen.getByRole('radio', { name: '重新流转各节点' }) as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole('radio', { name: '直接返回本节点' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('returns the task to the chosen node and says 驳回成功', async () => {
    const http = new FakeHttpClient().on('GET', TARGETS, targets).on('POST', REJECT, true);
    const { user, notifier, onSucceeded } = await renderDialog(RejectDialog, { http });
    await user.click(screen.getByLabelText('驳回节点'));
    await user.click(await screen.findByTitle('发起人提交'));
    await user.click(screen.getByRole('radio', { name: '重新流转各节点' }));
    await user.click(screen.getByLabelText('意见'));
    await user.paste('金额有误，请修改后重新提交');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(http.callsTo('POST', REJECT).map((call) => call.body)).toEqual([
      { taskId: 'task-1', procInstId: 'inst-1', target: 'submit', reSubmitType: 1, comment: '金额有误，请修改后重新提交' },
    ]);
    expect(shown(notifier, 'success')).toEqual(['驳回成功']);
    expect(onSucceeded).toHaveBeenCalledTimes(1);
  });
});
