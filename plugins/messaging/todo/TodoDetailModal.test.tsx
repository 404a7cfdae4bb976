import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { TodoDetailOpenerId, type TodoDetailOutcome, type TodoDetailTarget } from '../../../contracts/workbench/Messaging.ts';
import { FakeHttpClient } from '../../../core/react/testing/index.ts';
import { sampleMessage, sampleTodo } from '../testing/MessagingSamples.ts';
import { renderMessaging, shown } from '../testing/renderMessaging.tsx';

function detailHttp() {
  return new FakeHttpClient()
    .on('GET', '/admin/home/front/msgCount', { msg: 0, todo: 1, complete: 0, create: 0 })
    .on('GET', '/admin/ocp/msg/readAndGetDetail/5', sampleMessage({ id: 5, msgTitle: '放假通知', msgContent: '五一放假五天。', readStatus: true }))
    .on('GET', '/admin/ocp/todo/31', sampleTodo({ id: 31, todoTitle: '审批采购申请' }))
    .on('GET', '/admin/ocp/todo/32', sampleTodo({ id: 32, todoTitle: '确认会议纪要' }))
    .on('GET', '/admin/ocp/todo/33', sampleTodo({ id: 33, todoTitle: '已处理的报销', todoComplete: true, completeResult: 'passed' }))
    .on('POST', '/admin/ocp/todo/complete', true);
}

/** Opens the 详情 modal the way another page would, through TodoDetailOpener. */
async function showDetail(target: TodoDetailTarget, http = detailHttp()) {
  const fixture = await renderMessaging('/homepage/index', { http });
  await screen.findByRole('button', { name: '消息' });
  let outcome: Promise<TodoDetailOutcome> | undefined;
  act(() => {
    outcome = fixture.host.get(TodoDetailOpenerId).open(target);
  });
  const dialog = await screen.findByRole('dialog', { name: '详情' });
  return { ...fixture, dialog, outcome: outcome! };
}

describe('the 详情 modal', () => {
  it('shows a type 1 message with only 取消', async () => {
    const { dialog } = await showDetail({ type: 1, id: 5 });
    expect(await within(dialog).findByText('五一放假五天。')).toBeTruthy();
    expect(within(dialog).getByText('放假通知')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '通过' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '退回' })).toBeNull();
  });

  it('offers 通过 and 退回 for a pending type 2 to-do; 通过 completes it as passed and says 通过成功', async () => {
    const { dialog, http, notifier, outcome, user } = await showDetail({ type: 2, id: 31 });
    expect(await within(dialog).findByText('审批采购申请')).toBeTruthy();
    expect(within(dialog).getByText('待处理')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: '通过' }));
    await expect(outcome).resolves.toBe('passed');
    expect(http.callsTo('POST', '/admin/ocp/todo/complete').map((c) => c.body)).toEqual([{ id: 31, completeResult: 'passed' }]);
    expect(shown(notifier, 'success')).toEqual(['通过成功']);
  });

  it('returns a pending type 3 to-do with 退回 and says 退回成功', async () => {
    const { dialog, http, notifier, outcome, user } = await showDetail({ type: 3, id: 32 });
    await user.click(await within(dialog).findByRole('button', { name: '退回' }));
    await expect(outcome).resolves.toBe('returned');
    expect(http.callsTo('POST', '/admin/ocp/todo/complete').map((c) => c.body)).toEqual([{ id: 32, completeResult: 'returned' }]);
    expect(shown(notifier, 'success')).toEqual(['退回成功']);
  });

  it('offers neither for a to-do that is already complete', async () => {
    const { dialog } = await showDetail({ type: 2, id: 33 });
    expect(await within(dialog).findByText('已处理的报销')).toBeTruthy();
    expect(within(dialog).getByText('已通过')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '通过' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '退回' })).toBeNull();
  });

  it('stays open without a success message when the server refuses', async () => {
    const http = detailHttp().failOn('POST', '/admin/ocp/todo/complete', 409, '待办已处理');
    const { dialog, notifier, user } = await showDetail({ type: 2, id: 31 }, http);
    await user.click(await within(dialog).findByRole('button', { name: '通过' }));
    await waitFor(() => expect(shown(notifier, 'error')).toEqual(['待办已处理']));
    expect(shown(notifier, 'success')).toEqual([]);
    // The name is matched loosely: antd's spinner may still be fading out of the button.
    expect((await within(dialog).findByRole('button', { name: /通过/ })).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('dialog', { name: '详情' })).toBe(dialog);
  });

  it('closes with 取消 and tells the caller nothing was done', async () => {
    const { dialog, http, outcome, user } = await showDetail({ type: 2, id: 31 });
    await within(dialog).findByText('审批采购申请');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(outcome).resolves.toBe('cancel');
    expect(http.callsTo('POST', '/admin/ocp/todo/complete')).toEqual([]);
  });
});
