import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FakeHttpClient } from '../../../core/react/testing/index.ts';
import { renderDialog } from '../testing/renderDialog.tsx';
import { shown } from '../testing/renderProcessCentre.tsx';
import { TerminateDialog } from './TerminateDialog.tsx';

const TERMINATE = '/workflow/runtime/operate/terminate';

describe('TerminateDialog', () => {
  it('warns that a terminated process cannot go on and advises 驳回 for a resubmission', async () => {
    await renderDialog(TerminateDialog);
    expect(screen.getByText('终止后流程将无法继续流转。如需发起人修改后重新提交，请使用驳回。')).toBeTruthy();
  });

  it('terminates without a comment and says 终止成功', async () => {
    const http = new FakeHttpClient().on('POST', TERMINATE, true);
    const { user, notifier, onSucceeded } = await renderDialog(TerminateDialog, { http });
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(http.callsTo('POST', TERMINATE).map((call) => call.body)).toEqual([{ taskId: 'task-1', procInstId: 'inst-1', comment: undefined }]);
    expect(shown(notifier, 'success')).toEqual(['终止成功']);
    expect(onSucceeded).toHaveBeenCalledTimes(1);
  });

  it('keeps the comment to 100 characters', async () => {
    const http = new FakeHttpClient().on('POST', TERMINATE, true);
    const { user } = await renderDialog(TerminateDialog, { http });
    await user.click(screen.getByLabelText('意见'));
    await user.paste('终'.repeat(101));
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect((http.callsTo('POST', TERMINATE)[0].body as { comment: string }).comment).toHaveLength(100);
  });

  it('stays open when the server refuses, with its message and no success', async () => {
    const http = new FakeHttpClient().failOn('POST', TERMINATE, 403, '当前操作没有权限');
    const { user, notifier, onSucceeded, onCancel } = await renderDialog(TerminateDialog, { http });
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(shown(notifier, 'error')).toEqual(['当前操作没有权限']);
    expect(shown(notifier, 'success')).toEqual([]);
    expect(onSucceeded).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
