import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../contracts/generated/workflow.ts';
import { contract, USER, WorkflowDriver, type HistoryRow, type Page, type TaskRow } from './WorkflowDriver.ts';

type MonitoredInstance = components['schemas']['MonitoredInstance'];
type MonitoredDefinition = components['schemas']['MonitoredDefinition'];

const INSTANCES = '/workflow/monitor/instancePage';
const TERMINATE = '/workflow/monitor/terminate';
const REASSIGN = '/workflow/monitor/reassign';
const DEFINITIONS = '/workflow/monitor/definitionPage';
const DEFINITION_STATE = '/workflow/monitor/definitionState';
const WITHDRAW = '/workflow/runtime/operate/withdraw';

/**
 * 流程监控 and 撤回 (issue 22 §4): what an administrator does when work is stuck — find the
 * instance, see where it stands, end it or hand its task to someone else, suspend or retire a
 * version — and the initiator's withdraw before anyone acted. Every remedy is audited.
 */
describe('流程监控 and 撤回', () => {
  let wf: WorkflowDriver;

  beforeAll(async () => {
    wf = await WorkflowDriver.start();
  });
  afterAll(() => wf.close());

  const auditOf = (subjectId: string) =>
    wf.db
      .withTables<{ audit_log: { subject: string; subject_id: string; action: string; summary: string; username: string } }>()
      .selectFrom('audit_log')
      .select(['action', 'summary', 'username'])
      .where('subject_id', '=', subjectId)
      .execute();

  async function monitored(user: 'admin' | 'chenjing' | 'zhangsan', query: string): Promise<Page<MonitoredInstance>> {
    const answer = await wf.get<Page<MonitoredInstance>>(user, `${INSTANCES}?current=1&size=100&${query}`);
    expect(answer.status).toBe(200);
    return answer.body.data;
  }

  it('lists the company’s instances with their open tasks and holders, filtered by name, initiator and status', async () => {
    const { procInstId } = await wf.started('zhangsan', contract({ agreementName: '监控列表合同' }));
    const page = await monitored('admin', `processName=${encodeURIComponent('合同')}&initiatorName=${encodeURIComponent('张三')}&status=running`);
    const row = page.records.find((r) => r.procInstId === procInstId)!;
    expect(row).toMatchObject({ processDefKey: 'agreement', initiatorName: '张三', status: 'running', endTime: null });
    expect(row.openTasks).toHaveLength(1);
    expect(row.openTasks[0].taskName).toBe('部门经理审批');
    expect(row.openTasks[0].holders.map((h) => h.chineseName)).toContain('李四');

    expect((await monitored('admin', `initiatorName=${encodeURIComponent('王五')}`)).records.some((r) => r.procInstId === procInstId)).toBe(false);
    expect((await monitored('admin', 'status=complete')).records.some((r) => r.procInstId === procInstId)).toBe(false);
    expect((await monitored('admin', `initiatorName=${encodeURIComponent('无此人')}`)).total).toBe(0);
    // 陈静 monitors 融合教育集团 only.
    expect((await monitored('chenjing', 'status=running')).records.some((r) => r.procInstId === procInstId)).toBe(false);
    // 张三 holds no 流程监控.
    expect((await wf.get('zhangsan', `${INSTANCES}?current=1&size=10`)).status).toBe(403);
  });

  it('terminates an instance with a reason: its tasks and to-dos close, the initiator is told, the audit log records it', async () => {
    const { procInstId } = await wf.started('zhangsan', contract());
    expect((await wf.post('admin', TERMINATE, { procInstId, comment: '' })).status).toBe(400);

    const answer = await wf.post('admin', TERMINATE, { procInstId, comment: '合同已线下签署' });
    expect(answer.body).toEqual({ code: 0, msg: '终止成功', data: true });
    expect((await monitored('admin', 'status=terminal')).records.find((r) => r.procInstId === procInstId)).toMatchObject({ status: 'terminal', openTasks: [] });
    expect((await wf.todos(procInstId)).every((row) => !row.endsWith(':open'))).toBe(true);
    expect(await wf.messages(procInstId)).toContain('zhangsan:您发起的流程已终止');
    const history = await wf.history('admin', procInstId);
    expect(history.find((row) => row.action === 'terminate')).toMatchObject({ userNickName: '系统管理员', fullMsg: '合同已线下签署' });
    expect(await auditOf(procInstId)).toEqual([expect.objectContaining({ action: 'terminate', username: 'admin', summary: '终止流程「合同审批」，原因：合同已线下签署' })]);

    expect((await wf.post('admin', TERMINATE, { procInstId, comment: '再来一次' })).status).toBe(409);
    expect((await wf.post('chenjing', TERMINATE, { procInstId, comment: '别的公司' })).status).toBe(404);
  });

  it('hands a task to another member (转办): their to-do and message, the old holders’ closed, history and audit say so', async () => {
    const { procInstId } = await wf.started('zhangsan', contract());
    const { taskId } = await wf.taskOf('lisi', procInstId);

    expect((await wf.post('admin', REASSIGN, { taskId, userId: USER.wangwu, comment: '' })).status).toBe(400);
    expect((await wf.post('admin', REASSIGN, { taskId, userId: USER.chenjing, comment: '别的公司的人' })).body).toMatchObject({ code: 400, msg: '转办人员不是本公司的成员' });

    const answer = await wf.post('admin', REASSIGN, { taskId, userId: USER.wangwu, comment: '李四休假' });
    expect(answer.body).toEqual({ code: 0, msg: '转办成功', data: true });
    expect((await wf.taskOf('wangwu', procInstId)).taskId).toBe(taskId);
    const lisiTodo = (await wf.get<Page<TaskRow>>('lisi', '/workflow/runtime/query/myTodoPage?current=1&size=100')).body.data.records;
    expect(lisiTodo.some((row) => row.procInstId === procInstId)).toBe(false);
    expect((await wf.todos(procInstId)).filter((row) => row.endsWith(':open'))).toEqual(['wangwu:open']);
    const messages = await wf.messages(procInstId);
    expect(messages).toContain('wangwu:您有新的待办任务');
    expect(messages).toContain('lisi:您的待办已转办');
    const history = await wf.history('wangwu', procInstId);
    expect(history.find((row) => row.action === 'reassign')).toMatchObject({ activityName: '部门经理审批', userNickName: '系统管理员', fullMsg: '李四休假' });
    expect(await auditOf(taskId)).toEqual([expect.objectContaining({ action: 'reassign', summary: '把「合同审批」的「部门经理审批」转办给王五，原因：李四休假' })]);

    expect((await wf.post('admin', REASSIGN, { taskId, userId: USER.wangwu, comment: '又一次' })).body).toMatchObject({ code: 400, msg: '该任务已由所选人员办理' });
    // 王五 now holds it and agrees: the process goes on.
    expect((await wf.agree('wangwu', procInstId)).status).toBe(200);
    expect((await wf.post('admin', REASSIGN, { taskId, userId: USER.lisi, comment: '已办理' })).status).toBe(409);
  });

  it('lets a holder of 流程监控 who is no administrator monitor and read every instance of the company', async () => {
    const { procInstId } = await wf.started('lisi', contract());
    expect((await wf.get('zhangsan', `/workflow/history/list?procInstId=${procInstId}`)).status).toBe(403);
    const admin = await wf.token('admin');
    const role = await wf.api.post<{ roleId: number }>('/admin/orgRole', { token: admin, json: { roleName: '流程监控员', roleCode: 'ROLE_MONITOR_TEST' } });
    const roleId = role.body.data.roleId;
    expect((await wf.api.request('PUT', `/admin/orgRole/${roleId}`, { token: admin, json: { permissions: ['act_process_monitor'] } })).status).toBe(200);
    expect((await wf.api.post(`/admin/orgRole/${roleId}/users`, { token: admin, json: { userIds: [USER.zhangsan] } })).status).toBe(200);

    expect((await monitored('zhangsan', 'status=running')).records.some((r) => r.procInstId === procInstId)).toBe(true);
    expect((await wf.get<HistoryRow[]>('zhangsan', `/workflow/history/list?procInstId=${procInstId}`)).status).toBe(200);
  });

  it('lets the initiator withdraw until someone acts: tasks and to-dos close, the handlers are told, then no more', async () => {
    const { procInstId } = await wf.started('zhangsan', contract());
    const mine = async () => (await wf.get<Page<TaskRow>>('zhangsan', '/workflow/history/query/myStartedPage?current=1&size=100')).body.data.records.find((r) => r.procInstId === procInstId)!;
    expect((await mine()).withdrawable).toBe(true);
    expect((await wf.post('wangwu', WITHDRAW, { procInstId })).body).toMatchObject({ code: 403, msg: '只有发起人可以撤回流程' });

    expect((await wf.post('zhangsan', WITHDRAW, { procInstId })).body).toEqual({ code: 0, msg: '撤回成功', data: true });
    expect(await mine()).toMatchObject({ status: 'withdrawn', withdrawable: false });
    expect((await wf.todos(procInstId)).every((row) => !row.endsWith(':open'))).toBe(true);
    expect(await wf.messages(procInstId)).toContain('lisi:流程已撤回');
    const history = await wf.history('zhangsan', procInstId);
    // 合同审批's first task passes itself for the initiator (InitiatorAutoComplete): no one else acted.
    expect(history.map((row) => row.action)).toEqual(['start', 'autoComplete', 'withdraw', 'canceled']);
    expect(history[3]).toMatchObject({ activityName: '部门经理审批', deleteReason: 'withdrawn', fullMsg: '发起人已撤回流程' });
    expect((await wf.post('zhangsan', WITHDRAW, { procInstId })).status).toBe(409);

    const second = await wf.started('zhangsan', contract());
    expect((await wf.agree('lisi', second.procInstId)).status).toBe(200);
    const after = (await wf.get<Page<TaskRow>>('zhangsan', '/workflow/history/query/myStartedPage?current=1&size=100')).body.data.records.find((r) => r.procInstId === second.procInstId)!;
    expect(after.withdrawable).toBe(false);
    expect((await wf.post('zhangsan', WITHDRAW, { procInstId: second.procInstId })).body).toMatchObject({ code: 409, msg: '已有人处理，不能撤回' });
  });

  it('suspends, activates and retires a version: starts follow, running instances finish, retiring is final', async () => {
    const running = await wf.started('zhangsan', contract());
    const versions = (await wf.get<Page<MonitoredDefinition>>('admin', `${DEFINITIONS}?current=1&size=100`)).body.data.records;
    const agreement = versions.find((v) => v.processDefKey === 'agreement')!;
    expect(agreement).toMatchObject({ state: 'active' });
    expect(agreement.runningCount).toBeGreaterThan(0);
    const startable = async () => (await wf.get<{ procDefKey: string }[]>('zhangsan', '/workflow/processDef/startableList')).body.data.map((p) => p.procDefKey);

    expect((await wf.post('admin', DEFINITION_STATE, { procDefId: agreement.procDefId, state: 'suspended' })).body).toEqual({ code: 0, msg: '挂起成功', data: true });
    expect(await startable()).not.toContain('agreement');
    expect((await wf.startAgreement('zhangsan', contract())).body).toMatchObject({ code: 400, msg: '流程“合同审批”已挂起，暂不能发起' });
    // The instance started before goes on.
    expect((await wf.agree('lisi', running.procInstId)).status).toBe(200);

    expect((await wf.post('admin', DEFINITION_STATE, { procDefId: agreement.procDefId, state: 'active' })).body.msg).toBe('激活成功');
    expect(await startable()).toContain('agreement');
    expect((await wf.startAgreement('zhangsan', contract())).status).toBe(200);

    expect((await wf.post('chenjing', DEFINITION_STATE, { procDefId: agreement.procDefId, state: 'retired' })).status).toBe(404);
    expect((await wf.post('admin', DEFINITION_STATE, { procDefId: agreement.procDefId, state: 'retired' })).body.msg).toBe('停用成功');
    expect(await startable()).not.toContain('agreement');
    expect((await wf.startAgreement('zhangsan', contract())).body).toMatchObject({ code: 400, msg: '流程“合同审批”已停用，不能发起' });
    expect((await wf.post('admin', DEFINITION_STATE, { procDefId: agreement.procDefId, state: 'active' })).body).toMatchObject({ code: 400, msg: '流程版本已停用，不能再改变状态' });
    expect((await auditOf('agreement')).map((row) => row.action)).toEqual(expect.arrayContaining(['suspend', 'activate', 'retire']));
  });
});
