import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeBusinessForm } from '../testing/FakeBusinessForm.ts';
import { FLOWS, renderDialog } from '../testing/renderDialog.tsx';
import { shown } from '../testing/renderProcessCentre.tsx';
import { AgreeDialog } from './AgreeDialog.tsx';

describe('AgreeDialog', () => {
  it('asks for the next node when the task offers a choice: 请选择下一流程节点', async () => {
    const { user, form, onSucceeded } = await renderDialog(AgreeDialog, { seqFlowList: FLOWS });
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请选择下一流程节点')).toBeTruthy();
    expect(form.complete).not.toHaveBeenCalled();
    expect(onSucceeded).not.toHaveBeenCalled();
  });

  it('completes through the business form with the chosen flow and comment, then says 办理成功', async () => {
    const { user, form, notifier, onSucceeded } = await renderDialog(AgreeDialog, { seqFlowList: FLOWS });
    await user.click(screen.getByRole('radio', { name: '金额超过10万：总经理会签' }));
    await user.type(screen.getByLabelText('意见'), '价格合理，同意');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(form.complete).toHaveBeenCalledWith({
      taskId: 'task-1',
      procInstId: 'inst-1',
      taskDefKey: 'managerApprove',
      comment: '价格合理，同意',
      selectedSeqFlowId: ['flow-big'],
    });
    expect(shown(notifier, 'success')).toEqual(['办理成功']);
    expect(onSucceeded).toHaveBeenCalledTimes(1);
  });

  it('has no next-node choice when the node leads on by itself, and the comment is optional', async () => {
    const { user, form, onSucceeded } = await renderDialog(AgreeDialog);
    expect(screen.queryByText('下一流程节点')).toBeNull();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(form.complete).toHaveBeenCalledWith({ taskId: 'task-1', procInstId: 'inst-1', taskDefKey: 'managerApprove', comment: undefined, selectedSeqFlowId: [] });
    expect(onSucceeded).toHaveBeenCalledTimes(1);
  });

  it('takes at most 100 characters of comment', async () => {
    const { user, form } = await renderDialog(AgreeDialog);
    await user.click(screen.getByLabelText('意见'));
    await user.paste('好'.repeat(120));
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(form.complete.mock.calls[0][0].comment).toBe('好'.repeat(100));
  });

  it('stays open without a success message when the answer is not code 0', async () => {
    const form = fakeBusinessForm({ complete: vi.fn(async () => ({ code: 200, msg: '任务已被他人办理', data: false })) });
    const { user, notifier, onSucceeded } = await renderDialog(AgreeDialog, { form });
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(form.complete).toHaveBeenCalledTimes(1);
    expect(shown(notifier, 'success')).toEqual([]);
    expect(onSucceeded).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
