import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeBusinessForm } from '../testing/FakeBusinessForm.ts';
import { FLOWS, renderDialog } from '../testing/renderDialog.tsx';
import { shown } from '../testing/renderProcessCentre.tsx';
import { StartDialog } from './StartDialog.tsx';

const starting = { procDefKey: 'agreement', procDefId: 'agreement:1:abc' };

describe('StartDialog', () => {
  it('requires a next node when several are possible: 请选择下一流程节点', async () => {
    const { user, form } = await renderDialog(StartDialog, { seqFlowList: FLOWS, process: starting });
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请选择下一流程节点')).toBeTruthy();
    expect(form.start).not.toHaveBeenCalled();
  });

  it('starts the process with the chosen flow through the business form and says 提交成功', async () => {
    const { user, form, notifier, onSucceeded } = await renderDialog(StartDialog, { seqFlowList: FLOWS, process: starting });
    await user.click(screen.getByRole('radio', { name: '金额不超过10万' }));
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(form.start).toHaveBeenCalledWith({ procDefKey: 'agreement', selectedSeqFlowId: ['flow-small'] });
    expect(shown(notifier, 'success')).toEqual(['提交成功']);
    expect(onSucceeded).toHaveBeenCalledTimes(1);
  });

  it('stays open when the start is refused', async () => {
    const form = fakeBusinessForm({ start: vi.fn(async () => Promise.reject(new Error('流程未发布'))) });
    const { user, notifier, onSucceeded } = await renderDialog(StartDialog, { seqFlowList: FLOWS, process: starting, form });
    await user.click(screen.getByRole('radio', { name: '金额不超过10万' }));
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(form.start).toHaveBeenCalledTimes(1);
    expect(shown(notifier, 'success')).toEqual([]);
    expect(onSucceeded).not.toHaveBeenCalled();
    // Still open with the user's choice (other dialogs of the worker's earlier tests may be fading out).
    expect(screen.getAllByRole('dialog').some((dialog) => within(dialog).queryByRole('radio', { name: '金额不超过10万' }))).toBe(true);
  });
});
