import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, WorkflowDriver, type Diagram, type Page, type TaskRow } from './WorkflowDriver.ts';

describe('who may act on a task', () => {
  let wf: WorkflowDriver;

  beforeAll(async () => {
    wf = await WorkflowDriver.start();
  });
  afterAll(() => wf.close());

  it('lets only the task’s holder agree: anyone else gets 403', async () => {
    const { procInstId } = await wf.started('zhangsan');
    const task = await wf.taskOf('lisi', procInstId);
    for (const user of ['wangwu', 'zhangsan'] as const) {
      const answer = await wf.agree(user, procInstId, { taskId: task.taskId, taskDefKey: task.taskDefKey });
      expect(answer.status).toBe(403);
      expect(answer.body.msg).toBe('您不是该任务的办理人');
    }
    const terminate = await wf.post('wangwu', '/workflow/runtime/operate/terminate', { taskId: task.taskId, procInstId });
    expect(terminate.status).toBe(403);
    const reject = await wf.post('zhangsan', '/workflow/runtime/operate/reject', { taskId: task.taskId, procInstId, target: 'Task_submit', reSubmitType: 1 });
    expect(reject.status).toBe(403);
    expect(await wf.todos(procInstId)).toEqual(['lisi:open']);
  });

  it('answers 409 for a task that is already done, and 404 for one that never was', async () => {
    const { procInstId } = await wf.started('zhangsan');
    const task = await wf.taskOf('lisi', procInstId);
    expect((await wf.agree('lisi', procInstId)).status).toBe(200);
    const again = await wf.agree('lisi', procInstId, { taskId: task.taskId, taskDefKey: task.taskDefKey });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('任务已结束');
    const delegate = await wf.post('lisi', '/workflow/runtime/operate/delegate', { procInstId, taskId: task.taskId, assignee: 4, comment: '请代办' });
    expect(delegate.status).toBe(409);
    const unknown = await wf.post('lisi', '/workflow/runtime/operate/terminate', { taskId: 'no-such-task', procInstId });
    expect(unknown.status).toBe(404);
    // A real task named with another instance is not found either.
    const other = await wf.started('zhangsan');
    const otherTask = await wf.taskOf('lisi', other.procInstId);
    expect((await wf.post('lisi', '/workflow/runtime/operate/terminate', { taskId: otherTask.taskId, procInstId })).status).toBe(404);
  });

  it('lets one of two simultaneous agreements win; the other is told the task is done', async () => {
    const { procInstId } = await wf.started('zhangsan');
    const task = await wf.taskOf('lisi', procInstId);
    const answers = await Promise.all([1, 2].map(() => wf.agree('lisi', procInstId, { taskId: task.taskId, taskDefKey: task.taskDefKey })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await wf.history('lisi', procInstId)).filter((row) => row.activityName === '部门经理审批' && row.action === 'complete')).toHaveLength(1);
    expect((await wf.todos(procInstId)).slice(0, 1)).toEqual(['lisi:passed']);
  });

  it('refuses resubmit strategy 2, and a reject target the instance has not passed', async () => {
    const { procInstId } = await wf.started('zhangsan');
    const task = await wf.taskOf('lisi', procInstId);
    const strategy2 = await wf.post('lisi', '/workflow/runtime/operate/reject', { taskId: task.taskId, procInstId, target: 'Task_submit', reSubmitType: 2 });
    expect(strategy2.status).toBe(400);
    expect(strategy2.body.msg).toBe('暂不支持直接回到当前节点的提交策略');
    const forward = await wf.post('lisi', '/workflow/runtime/operate/reject', { taskId: task.taskId, procInstId, target: 'Task_legal', reSubmitType: 1 });
    expect(forward.status).toBe(400);
    expect(forward.body.msg).toBe('只能驳回到本流程已经办理过的前序节点');
    const long = await wf.post('lisi', '/workflow/runtime/operate/reject', { taskId: task.taskId, procInstId, target: 'Task_submit', reSubmitType: 1, comment: '长'.repeat(101) });
    expect(long.status).toBe(400);
    expect(await wf.todos(procInstId)).toEqual(['lisi:open']);
  });

  it('delegates to exactly one other member of the company, with a comment', async () => {
    const { procInstId } = await wf.started('zhangsan');
    const task = await wf.taskOf('lisi', procInstId);
    const body = { procInstId, taskId: task.taskId, comment: '请代为审核' };
    const self = await wf.post('lisi', '/workflow/runtime/operate/delegate', { ...body, assignee: 3 });
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe('不能委托给自己');
    const foreign = await wf.post('lisi', '/workflow/runtime/operate/delegate', { ...body, assignee: 12 });
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toBe('委托人员不是本公司的成员');
    const silent = await wf.post('lisi', '/workflow/runtime/operate/delegate', { ...body, comment: '', assignee: 4 });
    expect(silent.status).toBe(400);
    expect(await wf.todos(procInstId)).toEqual(['lisi:open']);
  });

  it('adds signers only where the node enables 加签 (部门经理审批 does not; the engine also wants a multi-person node)', async () => {
    const { procInstId } = await wf.started('zhangsan');
    const task = await wf.taskOf('lisi', procInstId);
    const answer = await wf.post('lisi', '/workflow/runtime/operate/addSignForMultiInstTask', { procInstId, taskId: task.taskId, taskDefKey: 'Task_manager', userIdList: [4] });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('当前节点未启用“加签”操作');
  });

  it('terminates for good: 终止成功, the node drawn terminal, the initiator told, nothing left to do', async () => {
    const { procInstId } = await wf.started('zhangsan');
    const task = await wf.taskOf('lisi', procInstId);
    const answer = await wf.post('lisi', '/workflow/runtime/operate/terminate', { taskId: task.taskId, procInstId, comment: '项目取消' });
    expect(answer.body).toMatchObject({ code: 0, msg: '终止成功', data: true });
    expect(await wf.todos(procInstId)).toEqual(['lisi:returned']);
    expect((await wf.messages(procInstId)).at(-1)).toBe('zhangsan:您发起的流程已终止');
    expect((await wf.history('zhangsan', procInstId)).at(-1)).toMatchObject({ activityName: '部门经理审批', userNickName: '李四', action: 'terminate', fullMsg: '项目取消' });
    const diagram = (await wf.get<Diagram>('zhangsan', `/workflow/history/diagram?procInstId=${procInstId}&procDefId=${task.procDefId}`)).body.data;
    expect(diagram.activityStatusList.find((a) => a.activityId === 'Task_manager')?.status).toBe('terminal');
    expect(diagram.activityStatusList.find((a) => a.activityId === 'EndEvent_end')).toBeUndefined();
    const mine = await wf.get<Page<TaskRow>>('zhangsan', '/workflow/history/query/myStartedPage');
    expect(mine.body.data.records.find((row) => row.procInstId === procInstId)?.status).toBe('terminal');
    expect((await wf.agree('lisi', procInstId, { taskId: task.taskId, taskDefKey: task.taskDefKey })).status).toBe(409);
  });

  it('wants a token for every workflow call', async () => {
    const answer = await wf.api.get('/workflow/runtime/query/myTodoPage');
    expect(answer.status).toBe(401);
  });
});

describe('company scoping', () => {
  let wf: WorkflowDriver;
  let techInstance: string;
  let eduInstance: string;
  let eduBusinessKey: string;

  beforeAll(async () => {
    wf = await WorkflowDriver.start();
    techInstance = (await wf.started('zhangsan')).procInstId;
    // 孙七 belongs to both companies; with the companyId header he acts in 融合教育集团.
    const edu = await wf.startAgreement('sunqi', contract({ agreementName: '教材印刷合同' }), undefined, { headers: { companyId: '2' } });
    expect(edu.status).toBe(200);
    eduInstance = edu.body.data.procInstId;
    eduBusinessKey = edu.body.data.businessKey;
  });
  afterAll(() => wf.close());

  it('hides another company’s instance from every query: 404', async () => {
    const inEdu = { headers: { companyId: '2' } };
    for (const url of [
      `/workflow/runtime/query/getMessageProcessInfo?procInstId=${techInstance}`,
      `/workflow/history/list?procInstId=${techInstance}`,
      `/workflow/runtime/query/listJumpTarget?procInstId=${techInstance}&taskDefKey=Task_manager`,
    ]) {
      const answer = await wf.get('sunqi', url, inEdu);
      expect(answer.status, url).toBe(404);
      expect(answer.body.msg).toBe('流程实例不存在');
    }
    const techInfo = (await wf.info('lisi', techInstance)).body.data;
    expect((await wf.get<Diagram>('sunqi', `/workflow/history/diagram?procInstId=${techInstance}&procDefId=${techInfo.procDefId}`, inEdu)).status).toBe(404);
    // The same person in the instance's own company gets past the company to the participant rule.
    const own = await wf.get('sunqi', `/workflow/history/list?procInstId=${techInstance}`, { headers: { companyId: '1' } });
    expect(own.status).toBe(403);
    expect(own.body.msg).toBe('您没有参与该流程，无权查看');
    // And the other way round: 李四 works in 融合科技 only.
    expect((await wf.get('lisi', `/workflow/history/list?procInstId=${eduInstance}`)).status).toBe(404);
  });

  it('refuses operations on another company’s instance with 404, even for the task’s assignee', async () => {
    const task = await wf.db.selectFrom('wf_task').select(['id', 'node_id']).where('instance_id', '=', eduInstance).where('status', '=', 'open').executeTakeFirstOrThrow();
    const answer = await wf.post('lisi', '/workflow/runtime/operate/terminate', { taskId: task.id, procInstId: eduInstance });
    expect(answer.status).toBe(404);
    const agree = await wf.agree('lisi', eduInstance, { taskId: task.id, taskDefKey: task.node_id });
    expect(agree.status).toBe(404);
  });

  it('keeps each company’s contract to itself', async () => {
    expect((await wf.get('sunqi', `/demoself/agreementForm/query/selectAgreementFormById?businessKey=${eduBusinessKey}`, { headers: { companyId: '2' } })).status).toBe(200);
    const foreign = await wf.get('lisi', `/demoself/agreementForm/query/selectAgreementFormById?businessKey=${eduBusinessKey}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('合同不存在');
  });

  it('lists work per company: the lists follow the current company', async () => {
    const inEdu = await wf.get<Page<TaskRow>>('sunqi', '/workflow/history/query/myStartedPage', { headers: { companyId: '2' } });
    expect(inEdu.body.data.records.map((row) => row.procInstId)).toEqual([eduInstance]);
    const inTech = await wf.get<Page<TaskRow>>('sunqi', '/workflow/history/query/myStartedPage', { headers: { companyId: '1' } });
    expect(inTech.body.data.records).toEqual([]);
    // The task waits for 李四 in 融合教育集团, where he cannot work: not among his to-dos.
    const lisi = await wf.get<Page<TaskRow>>('lisi', '/workflow/runtime/query/myTodoPage?size=50');
    expect(lisi.body.data.records.map((row) => row.procInstId)).not.toContain(eduInstance);
    const row = await wf.db.selectFrom('todo').select('company_id').where('link', 'like', `{"procInstId":"${eduInstance}"%`).executeTakeFirstOrThrow();
    expect(row.company_id).toBe(2);
  });
});
