import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOME, quietHomeServer, RecordingDrawer, renderHome } from './testing/renderHome.ts';

const task = {
  procInstId: '41',
  taskId: '88',
  procDefId: 'contract:1',
  processName: '合同审批',
  taskName: '部门经理审批',
  initiatorName: '张三',
  startTime: '2026-11-26 09:15:00',
  status: 'running',
};
const todo = { procInstId: '', procDefId: '', processName: '报销单待确认', taskName: '财务系统', initiatorName: '王五', startTime: '2026-11-26 08:00:00', status: 'running', todoId: 5, todoType: 3 };
const page = (records: unknown[]) => ({ records, total: records.length, current: 1, size: 5 });
const card = () => screen.getByRole('region', { name: '待办事项' });

describe('home: 待办事项', () => {
  it('lists the first five of 我的待办, whatever day they came (so not "today"), and links to the full list', async () => {
    const http = quietHomeServer().on('GET', HOME.todoPage, page([task, todo]));
    await renderHome(http);
    expect(await within(card()).findByText('合同审批 · 部门经理审批')).toBeTruthy();
    expect(within(card()).getByText('报销单待确认')).toBeTruthy();
    expect(http.callsTo('GET', HOME.todoPage)[0].options?.params).toEqual({ current: 1, size: 5 });
    expect(within(card()).getByRole('link', { name: '查看全部' }).getAttribute('href')).toBe('/process/todo');
  });

  it('opens a task in the task drawer and a to-do in the 详情 modal, and loads again once one was handled', async () => {
    const drawer = new RecordingDrawer();
    drawer.outcome = 'complete';
    const http = quietHomeServer().on('GET', HOME.todoPage, page([task, todo]));
    const { messaging } = await renderHome(http, { drawer });
    const user = userEvent.setup();

    await user.click(await within(card()).findByText('合同审批 · 部门经理审批'));
    expect(drawer.opened).toEqual([{ procInstId: '41', taskId: '88' }]);
    await waitFor(() => expect(http.callsTo('GET', HOME.todoPage)).toHaveLength(2));

    await user.click(within(card()).getByText('报销单待确认'));
    expect(messaging.detailsOpened).toEqual([{ type: 3, id: 5 }]);
    // 取消 leaves the list as it was.
    await act(async () => undefined);
    expect(http.callsTo('GET', HOME.todoPage)).toHaveLength(2);
  });

  it('says so when there is nothing to do, and follows a to-do push', async () => {
    let records: unknown[] = [];
    const http = quietHomeServer().on('GET', HOME.todoPage, () => page(records));
    const { messaging } = await renderHome(http);
    expect(await within(card()).findByText('暂无待办，真棒')).toBeTruthy();

    records = [task];
    act(() => messaging.todoPushed());
    expect(await within(card()).findByText('合同审批 · 部门经理审批')).toBeTruthy();
  });

  it('shows its own failure with 重试', async () => {
    await renderHome(quietHomeServer().failOn('GET', HOME.todoPage, 500, '服务器出错'));
    expect(await within(card()).findByText('加载失败')).toBeTruthy();
    expect(within(card()).getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});
