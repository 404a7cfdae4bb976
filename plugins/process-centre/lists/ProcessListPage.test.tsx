import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeHttpClient, type RecordedCall } from '../../../core/react/testing/index.ts';
import { MessagingStandIn } from '../../../core/react/testing/MessagingStandIn.ts';
import { renderProcessCentrePage, shown } from '../testing/renderProcessCentre.tsx';
import { samples } from '../testing/ProcessCentreSamples.ts';

const API = {
  todo: '/workflow/runtime/query/myTodoPage',
  done: '/workflow/history/query/myDonePage',
  my: '/workflow/history/query/myStartedPage',
  copied: '/workflow/history/query/myCopiedPage',
  info: '/workflow/runtime/query/getMessageProcessInfo',
  handle: '/workflow/runtime/query/procDefConfForHandleTask',
  terminate: '/workflow/runtime/operate/terminate',
  withdraw: '/workflow/runtime/operate/withdraw',
};

/** 23 contract approvals waiting, served page by page. */
function todoServer() {
  const rows = Array.from({ length: 23 }, (_, i) => samples.taskRow({ procInstId: `inst-${i + 1}`, taskId: `task-${i + 1}`, processName: `合同审批 ${i + 1}` }));
  return new FakeHttpClient().on('GET', API.todo, (call: RecordedCall) => {
    const { current = 1, size = 10 } = (call.options?.params ?? {}) as { current?: number; size?: number };
    return samples.page(rows.slice((current - 1) * size, current * size), rows.length);
  });
}

const listCalls = (http: FakeHttpClient, url: string) =>
  http.callsTo('GET', url).map((call) => call.options?.params as Record<string, unknown>).filter((params) => params.size !== 1);

describe('process lists', () => {
  it('/process/todo pages through myTodoPage with 办理 on each row', async () => {
    const http = todoServer();
    await renderProcessCentrePage('/process/todo', { http });
    expect(await screen.findByText('合同审批 1')).toBeTruthy();
    expect(listCalls(http, API.todo)[0]).toMatchObject({ current: 1, size: 10 });
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['序号', '流程名称', '当前节点', '发起人', '接收时间', '操作']);
    expect(within(table).getAllByRole('button', { name: '办理' })).toHaveLength(10);
  });

  it('shows a designed form\'s title under the process name, in 我的待办 and 我发起的', async () => {
    const http = new FakeHttpClient()
      .on('GET', API.todo, samples.page([samples.taskRow({ processName: '请假申请审批', title: '张三请假5天' }), samples.taskRow({ procInstId: 'inst-2', taskId: 'task-2', processName: '合同审批' })]))
      .on('GET', API.my, samples.page([samples.taskRow({ processName: '请假申请审批', title: '张三请假2天', status: 'complete' })]));
    const { router } = await renderProcessCentrePage('/process/todo', { http });
    const row = (await screen.findByText('张三请假5天')).closest('tr') as HTMLElement;
    expect(within(row).getByText('请假申请审批')).toBeTruthy();
    expect((screen.getByText('合同审批').closest('td') as HTMLElement).textContent).toBe('合同审批');
    await router.navigate('/process/my');
    expect(await screen.findByText('张三请假2天')).toBeTruthy();
  });

  it('/process/todo loads page 1 again on every to-do push, as the badge does; the other lists do not', async () => {
    const http = todoServer().on('GET', API.done, samples.page([samples.taskRow({ processName: '已办的合同', status: 'complete' })]));
    const messaging = new MessagingStandIn();
    const { user, router } = await renderProcessCentrePage('/process/todo', { http, messaging });
    await screen.findByText('合同审批 1');
    await user.click(screen.getByTitle('2'));
    await screen.findByText('合同审批 11');

    messaging.todoPushed();
    await waitFor(() => expect(listCalls(http, API.todo).at(-1)).toMatchObject({ current: 1, size: 10 }));
    expect(await screen.findByText('合同审批 1')).toBeTruthy();
    expect(listCalls(http, API.todo)).toHaveLength(3);

    await router.navigate('/process/done');
    await screen.findByText('已办的合同');
    messaging.todoPushed();
    await waitFor(() => expect(http.callsTo('GET', API.todo).filter((call) => (call.options?.params as { size: number }).size === 1)).toHaveLength(3));
    expect(listCalls(http, API.done)).toHaveLength(1);
  });

  it('/process/done lists myDonePage and /process/my lists myStartedPage', async () => {
    const http = new FakeHttpClient()
      .on('GET', API.todo, samples.page([]))
      .on('GET', API.done, samples.page([samples.taskRow({ processName: '已办的合同', status: 'complete' })]))
      .on('GET', API.my, samples.page([samples.taskRow({ processName: '我发起的合同', status: 'terminal' })]));
    const { router } = await renderProcessCentrePage('/process/done', { http });
    expect(await screen.findByText('已办的合同')).toBeTruthy();
    expect(screen.getByText('已完成')).toBeTruthy();
    await router.navigate('/process/my');
    expect(await screen.findByText('我发起的合同')).toBeTruthy();
    expect(screen.getByText('已终止')).toBeTruthy();
    expect(listCalls(http, API.done)).toHaveLength(1);
    expect(listCalls(http, API.my)).toHaveLength(1);
  });

  it('/process/copied lists myCopiedPage and opens a row’s task read-only, without action buttons', async () => {
    const http = new FakeHttpClient()
      .on('GET', API.todo, samples.page([]))
      .on('GET', API.copied, samples.page([samples.taskRow({ procInstId: 'inst-7', taskId: 'task-7', processName: '抄送来的合同', taskName: '法务审核', startTime: '2026-11-20 10:00:00' })]))
      .on('GET', API.info, samples.heldTask({ procInstId: 'inst-7', taskId: 'task-7', taskState: 'complete' }))
      .on('GET', API.handle, samples.config({ formList: [], buttonList: [] }));
    const { user } = await renderProcessCentrePage('/process/copied', { http });
    const row = (await screen.findByText('抄送来的合同')).closest('tr') as HTMLElement;
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['序号', '流程名称', '抄送节点', '发起人', '抄送时间', '流程状态', '操作']);
    expect(listCalls(http, API.copied)[0]).toMatchObject({ current: 1, size: 10 });
    await user.click(within(row).getByRole('button', { name: '查看' }));
    expect(await screen.findByText('合同管理')).toBeTruthy();
    expect(http.callsTo('GET', API.info)[0].options?.params).toEqual({ procInstId: 'inst-7', taskId: 'task-7' });
    expect(screen.queryByRole('group', { name: '流程操作' })).toBeNull();
  });

  it('searches by process name from page 1', async () => {
    const http = todoServer();
    const { user } = await renderProcessCentrePage('/process/todo', { http });
    await screen.findByText('合同审批 1');
    await user.click(screen.getByLabelText('流程名称'));
    await user.paste('采购');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listCalls(http, API.todo).at(-1)).toMatchObject({ current: 1, size: 10, processName: '采购' }));
  });

  it('opens the task drawer from a row and goes back to page 1 once an action ends the task', async () => {
    const http = todoServer()
      .on('GET', API.info, samples.heldTask({ procInstId: 'inst-12', taskId: 'task-12' }))
      .on('GET', API.handle, samples.config({ formList: [], buttonList: [samples.button('terminate', true, '终止')] }))
      .on('POST', API.terminate, true);
    const { user } = await renderProcessCentrePage('/process/todo', { http });
    await screen.findByText('合同审批 1');
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('合同审批 12')).toBeTruthy();
    const row = screen.getByText('合同审批 12').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '办理' }));
    expect(await screen.findByText('合同管理')).toBeTruthy();
    expect(http.callsTo('GET', API.info)[0].options?.params).toEqual({ procInstId: 'inst-12', taskId: 'task-12' });
    await user.click(await screen.findByRole('button', { name: '终止' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(listCalls(http, API.todo).at(-1)).toMatchObject({ current: 1 }));
    expect(await screen.findByText('合同审批 1')).toBeTruthy();
  });

  it('opens a to-do of type 2 or 3 in the 详情 modal, not the task drawer, and goes back to page 1 once it is passed or returned', async () => {
    const rows = [
      samples.taskRow({ procInstId: 'inst-1', taskId: 'task-1', processName: '合同审批 1' }),
      samples.taskRow({ procInstId: '', procDefId: '', taskId: null, taskDefKey: null, taskName: '融合办公', processName: '审批测试服务器采购申请', initiatorName: '张三', todoId: 6, todoType: 3 }),
    ];
    const http = new FakeHttpClient().on('GET', API.todo, samples.page(rows));
    const messaging = new MessagingStandIn();
    messaging.detailOutcome = 'returned';
    const { user } = await renderProcessCentrePage('/process/todo', { http, messaging });
    const row = (await screen.findByText('审批测试服务器采购申请')).closest('tr') as HTMLElement;
    expect(within(row).getByText('张三')).toBeTruthy();
    const before = listCalls(http, API.todo).length;
    await user.click(within(row).getByRole('button', { name: '办理' }));
    expect(messaging.detailsOpened).toEqual([{ type: 3, id: 6 }]);
    expect(http.callsTo('GET', API.info)).toHaveLength(0);
    await waitFor(() => expect(listCalls(http, API.todo)).toHaveLength(before + 1));
    expect(listCalls(http, API.todo).at(-1)).toMatchObject({ current: 1 });
  });

  it('/process/my offers 撤回 only on a row the server calls withdrawable, and shows 已撤回', async () => {
    const http = new FakeHttpClient()
      .on('GET', API.todo, samples.page([]))
      .on(
        'GET',
        API.my,
        samples.page([
          samples.taskRow({ procInstId: 'inst-1', processName: '刚发起的合同', withdrawable: true }),
          samples.taskRow({ procInstId: 'inst-2', processName: '已有人审的合同', withdrawable: false }),
          samples.taskRow({ procInstId: 'inst-3', processName: '撤回过的合同', taskName: null, status: 'withdrawn', endTime: '2026-02-01 10:00:00' }),
        ]),
      );
    await renderProcessCentrePage('/process/my', { http });
    const actions = async (name: string) => within((await screen.findByText(name)).closest('tr') as HTMLElement).getAllByRole('button').map((button) => button.textContent);
    expect(await actions('刚发起的合同')).toEqual(['查看', '撤回']);
    expect(await actions('已有人审的合同')).toEqual(['查看']);
    expect(await actions('撤回过的合同')).toEqual(['查看']);
    expect(within(screen.getByText('撤回过的合同').closest('tr') as HTMLElement).getByText('已撤回')).toBeTruthy();
  });

  it('/process/my withdraws after a confirmation, shows the server’s message and loads the list again', async () => {
    let withdrawn = false;
    const http = new FakeHttpClient()
      .on('GET', API.todo, samples.page([]))
      .on('GET', API.my, () =>
        samples.page([samples.taskRow({ procInstId: 'inst-1', processName: '刚发起的合同', withdrawable: !withdrawn, status: withdrawn ? 'withdrawn' : 'running' })]),
      )
      .onSaying('POST', API.withdraw, '已撤回', true);
    const { user, notifier } = await renderProcessCentrePage('/process/my', { http });
    const row = (await screen.findByText('刚发起的合同')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '撤回' }));
    const question = await screen.findByText('撤回后「刚发起的合同」即结束，处理人的待办一并关闭。确定撤回吗？');
    expect(http.callsTo('POST', API.withdraw)).toEqual([]);
    withdrawn = true;
    await user.click(within(question.closest('.ant-modal') as HTMLElement).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('POST', API.withdraw).map((call) => call.body)).toEqual([{ procInstId: 'inst-1' }]));
    expect(shown(notifier, 'success')).toEqual(['已撤回']);
    await waitFor(() => expect(within(screen.getByText('刚发起的合同').closest('tr') as HTMLElement).queryByRole('button', { name: '撤回' })).toBeNull());
    expect(listCalls(http, API.my)).toHaveLength(2);
  });

  it('/process/my says why when the server refuses 撤回 (someone acted meanwhile)', async () => {
    const http = new FakeHttpClient()
      .on('GET', API.todo, samples.page([]))
      .on('GET', API.my, samples.page([samples.taskRow({ procInstId: 'inst-1', processName: '刚发起的合同', withdrawable: true })]))
      .failOn('POST', API.withdraw, 409, '已有人处理，不能撤回');
    const { user, notifier } = await renderProcessCentrePage('/process/my', { http });
    const row = (await screen.findByText('刚发起的合同')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '撤回' }));
    const question = await screen.findByText(/确定撤回吗/);
    await user.click(within(question.closest('.ant-modal') as HTMLElement).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(shown(notifier, 'error')).toEqual(['已有人处理，不能撤回']));
    expect(shown(notifier, 'success')).toEqual([]);
    await waitFor(() => expect(listCalls(http, API.my)).toHaveLength(2));
  });
});
