import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../TestServer.ts';

interface Todo {
  id: number;
  todoTitle: string;
  todoComplete: boolean;
  completeResult: string | null;
  applicationId: number | null;
  applicationName: string | null;
  applicationType: string | null;
  createByUsername: string | null;
}
interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

const TECH = 1;
const ZHANGSAN = 2;
const LISI = 3;

describe('the to-do endpoints', () => {
  let api: TestServer;
  let zhangsan: string;
  let lisi: string;
  let wangwu: string;

  const mine = (token: string, query = '') => api.get<Page<Todo>>(`/admin/ocp/todo/myTodoPage?current=1&size=50${query}`, { token });
  const complete = (token: string, id: number, completeResult: string) =>
    api.post<boolean>('/admin/ocp/todo/complete', { token, json: { id, completeResult } });

  beforeAll(async () => {
    api = await TestServer.start();
    [zhangsan, lisi, wangwu] = await Promise.all(['zhangsan', 'lisi', 'wangwu'].map(async (u) => (await api.login(u)).access_token));
  });
  afterAll(() => api.close());

  it('lists the caller’s to-dos in the current company, newest first, pending or done', async () => {
    const rows = await api.server.database.db
      .selectFrom('todo')
      .select(['id', 'todo_complete'])
      .where('user_id', '=', ZHANGSAN)
      .where('company_id', '=', TECH)
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const all = await mine(zhangsan);
    expect(all.body.data.records.map((t) => t.id)).toEqual(rows.map((r) => r.id));
    expect(all.body.data.total).toBe(rows.length);
    const pending = await mine(zhangsan, '&todoComplete=false');
    expect(pending.body.data.records.map((t) => t.id)).toEqual(rows.filter((r) => r.todo_complete === 0).map((r) => r.id));
    const done = await mine(zhangsan, '&todoComplete=true');
    expect(done.body.data.records.find((t) => t.id === 4)).toMatchObject({ todoTitle: '代码评审：通讯录模块', todoComplete: true, completeResult: 'passed' });
  });

  it('filters by title (literally: % and _ are no wildcards) and by application', async () => {
    const byTitle = await mine(zhangsan, `&todoTitle=${encodeURIComponent('登录页')}`);
    expect(byTitle.body.data.records.map((t) => t.id)).toEqual([2]);
    expect((await mine(zhangsan, '&todoTitle=%25')).body.data.records).toEqual([]);
    const office = await mine(zhangsan, '&applicationId=100');
    expect(office.body.data.records.length).toBeGreaterThan(0);
    expect(office.body.data.records.every((t) => t.applicationName === '融合办公' && t.applicationId === 100)).toBe(true);
    expect((await mine(zhangsan, '&applicationId=999')).body.data.records).toEqual([]);
  });

  it('offers the applications of the caller’s and of the created to-dos for the search forms', async () => {
    const options = await api.get<{ applicationId: number; applicationName: string }[]>('/admin/ocp/todo/listUseToDoSearch', { token: zhangsan });
    expect(options.body.data).toContainEqual({ applicationId: 100, applicationName: '融合办公' });
    expect(new Set(options.body.data.map((o) => o.applicationId)).size).toBe(options.body.data.length);
    const created = await api.get<{ applicationId: number; applicationName: string }[]>('/admin/ocp/todo/listUseCreateBySearch', { token: lisi });
    expect(created.body.data).toContainEqual({ applicationId: 100, applicationName: '融合办公' });
  });

  it('lists what the caller created for others', async () => {
    const created = await api.get<Page<Todo>>('/admin/ocp/todo/myCreateByPage?current=1&size=50&applicationId=100', { token: lisi });
    const titles = created.body.data.records.map((t) => t.todoTitle);
    expect(titles).toEqual(expect.arrayContaining(['审核前端组件库升级方案', '确认登录页改版设计稿', '提交一月份工作计划', '代码评审：通讯录模块', '办理新员工入职']));
    expect(created.body.data.records.every((t) => t.createByUsername === 'lisi')).toBe(true);
    expect(created.body.data.records.map((t) => t.id)).not.toContain(5);
  });

  it('shows a to-do to its holder and its creator, and to nobody else', async () => {
    expect((await api.get<Todo>('/admin/ocp/todo/1', { token: zhangsan })).body.data).toMatchObject({ id: 1, todoTitle: '审核前端组件库升级方案', applicationType: '2' });
    expect((await api.get<Todo>('/admin/ocp/todo/1', { token: lisi })).status).toBe(200);
    const foreign = await api.get('/admin/ocp/todo/1', { token: wangwu });
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('待办不存在');
  });

  it('approves with 通过成功 and returns with 退回成功, once only', async () => {
    const passed = await complete(zhangsan, 1, 'passed');
    expect(passed.body).toEqual({ code: 0, msg: '通过成功', data: true });
    expect((await api.get<Todo>('/admin/ocp/todo/1', { token: zhangsan })).body.data).toMatchObject({ todoComplete: true, completeResult: 'passed' });
    const again = await complete(zhangsan, 1, 'returned');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('该待办已处理');
    const returned = await complete(zhangsan, 2, 'returned');
    expect(returned.body).toEqual({ code: 0, msg: '退回成功', data: true });
  });

  it('lets only the holder complete, only in the modal’s kinds, and checks the result', async () => {
    // 李四 created to-do 3 for 张三: seeing it is not completing it.
    expect((await complete(lisi, 3, 'passed')).status).toBe(404);
    expect((await complete(zhangsan, 5, 'passed')).status).toBe(404);
    expect((await complete(zhangsan, 3, 'approved')).status).toBe(400);
    const [workflowTodo] = await api.server.database.db
      .insertInto('todo')
      .values({ user_id: LISI, company_id: TECH, todo_title: '【合同审批】部门经理审批', create_time: '2026-01-09 09:00:00', todo_complete: 0, application_name: '流程中心', application_type: '4', link: '{"procInstId":"p","taskId":"t"}' })
      .returning('id')
      .execute();
    const refused = await complete(lisi, workflowTodo.id, 'passed');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('流程待办请在流程中心办理');
    expect((await api.get<Todo>(`/admin/ocp/todo/${workflowTodo.id}`, { token: lisi })).body.data).toMatchObject({ todoComplete: false, applicationId: 110 });
  });
});
