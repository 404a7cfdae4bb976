import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../TestServer.ts';
import { WorkflowDriver, type Page, type TaskRow, type Username } from './WorkflowDriver.ts';

interface Counters {
  msg: number;
  todo: number;
  complete: number;
  create: number;
  copy: number;
}

const LISTS = {
  todo: '/workflow/runtime/query/myTodoPage',
  complete: '/workflow/history/query/myDonePage',
  create: '/workflow/history/query/myStartedPage',
  copy: '/workflow/history/query/myCopiedPage',
} as const;

/** Every row of a list, page by page (a small page size, so the paging itself is walked). */
async function walk(wf: WorkflowDriver, user: Username, url: string): Promise<{ rows: TaskRow[]; total: number }> {
  const rows: TaskRow[] = [];
  let total = 0;
  for (let current = 1; ; current++) {
    const page = (await wf.get<Page<TaskRow>>(user, `${url}?current=${current}&size=2`)).body.data;
    total = page.total;
    rows.push(...page.records);
    if (page.records.length < 2) break;
  }
  return { rows, total };
}

const key = (row: TaskRow) => (row.todoId != null ? `todo:${row.todoId}` : `${row.procInstId}:${row.taskId ?? ''}`);

describe('one list, one count: the home counters are the totals of the lists they name', () => {
  let wf: WorkflowDriver;

  beforeAll(async () => {
    wf = new WorkflowDriver(await TestServer.start());
    // 抄送我的 has rows to count: 赵六 copies the demo's 法务审核 to 张三 and 李四.
    const reviews = (await wf.get<Page<TaskRow>>('zhaoliu', `${LISTS.todo}?current=1&size=10`)).body.data.records.filter((row) => row.taskName === '法务审核');
    for (const row of reviews) {
      const copied = await wf.post('zhaoliu', '/workflow/runtime/operate/copy', { procInstId: row.procInstId, taskId: row.taskId, userIdList: [2, 3] });
      if (copied.status !== 200) throw new Error(`the copy failed: ${copied.raw}`);
    }
    if (reviews.length === 0) throw new Error('the demo has no 法务审核 waiting at 赵六');
  });
  afterAll(() => wf.close());

  for (const user of ['zhangsan', 'zhaoliu', 'lisi'] as const) {
    it(`${user}: 待办, 已办, 我发起的 and 抄送我的 each equal the rows of their list, walked page by page`, async () => {
      const counters = (await wf.get<Counters>(user, '/admin/home/front/count')).body.data;
      for (const [counter, url] of Object.entries(LISTS) as [keyof typeof LISTS, string][]) {
        const { rows, total } = await walk(wf, user, url);
        expect(new Set(rows.map(key)).size, `${user} ${counter}: distinct rows`).toBe(rows.length);
        expect(rows.length, `${user} ${counter}: rows against the list's total`).toBe(total);
        expect(counters[counter], `${user} ${counter}: counter against the list`).toBe(rows.length);
      }
    });
  }

  it('lists 李四’s to-dos of types 2 and 3 in 我的待办 beside the task, and counts them', async () => {
    const { rows } = await walk(wf, 'lisi', LISTS.todo);
    const todos = rows.filter((row) => row.todoId != null);
    expect(todos.map((row) => [row.processName, row.initiatorName]).sort()).toEqual([
      ['审批张三的请假申请', '张三'],
      ['审批测试服务器采购申请', '张三'],
    ]);
    // 当前节点: the approval they wait for, not the application's name 融合办公 (issue 26).
    expect(todos.map((row) => row.taskName)).toEqual(['待审批', '待审批']);
    // The demo's contract and reimbursement, both waiting at 李四.
    expect(rows.filter((row) => row.todoId == null).map((row) => [row.processName, row.taskName]).sort()).toEqual([
      ['合同审批', '部门经理审批'],
      ['费用报销审批', '部门经理审批'],
    ]);
    const types = await Promise.all(todos.map(async (row) => (await wf.get<{ applicationType: string }>('lisi', `/admin/ocp/todo/${row.todoId}`)).body.data.applicationType));
    expect(types.sort()).toEqual(['2', '3']);
    expect(todos.map((row) => String(row.todoType)).sort()).toEqual(['2', '3']);
  });

  it('completes a type 3 to-do from its row (退回): it leaves 我的待办 and 待办 drops by one', async () => {
    const before = (await wf.get<Counters>('lisi', '/admin/home/front/count')).body.data.todo;
    const row = (await walk(wf, 'lisi', LISTS.todo)).rows.find((r) => r.processName === '审批测试服务器采购申请')!;
    const answer = await wf.post<boolean>('lisi', '/admin/ocp/todo/complete', { id: row.todoId, completeResult: 'returned' });
    expect([answer.status, answer.body.msg]).toEqual([200, '退回成功']);
    const after = await walk(wf, 'lisi', LISTS.todo);
    expect(after.rows.some((r) => r.todoId === row.todoId)).toBe(false);
    expect((await wf.get<Counters>('lisi', '/admin/home/front/count')).body.data.todo).toBe(before - 1);
  });

  it('filters to-dos by the name they show, as it filters tasks by process name', async () => {
    const page = (await wf.get<Page<TaskRow>>('lisi', `${LISTS.todo}?current=1&size=10&processName=${encodeURIComponent('请假')}`)).body.data;
    expect(page.records.map((row) => row.processName)).toEqual(['审批张三的请假申请']);
    expect(page.total).toBe(1);
  });
});
