import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, WorkflowDriver, type Diagram, type JumpTargets, type ProcessFormConfig, type StartResult, type TaskRow, type Page } from './WorkflowDriver.ts';

/**
 * One contract through the demo's 合同审批, every step over HTTP as the person who takes it:
 * 张三 starts → 李四 rejects to 提交申请 → 张三 resubmits with changes → 李四 delegates to
 * 王五 → 王五 agrees (the task goes back to 李四) → 李四 sends it to the countersign → 钱一
 * adds 王五 as a signer → 钱一 and 王五 sign (2 of 3 reach 50 %) → 赵六 (法务) and 王五
 * (财务) agree → done. The steps run in order; each checks the answers, the history and the
 * to-do and message rows it should have written.
 */
describe('a contract approval round trip', () => {
  let wf: WorkflowDriver;
  let started: StartResult;
  let procInstId: string;

  beforeAll(async () => {
    wf = await WorkflowDriver.start();
  });
  afterAll(() => wf.close());

  it('offers 张三 the contract form, editable, and a single 提交 to start', async () => {
    const config = await wf.get<ProcessFormConfig>('zhangsan', '/workflow/runtime/query/procDefConfForStartProcessInst?procDefKey=agreement');
    expect(config.body.data.seqFlowList).toEqual([]);
    expect(config.body.data.buttonList.map((b) => b.id)).toEqual(['start']);
    const [form] = config.body.data.formList;
    expect(form).toMatchObject({ formId: 1, formKey: 'agreementForm', formRouter: 'AgreementForm' });
    expect(form.formFieldList?.find((f) => f.key === 'agreementMoney')).toMatchObject({ readonly: 'false', operable: 'true' });
  });

  it('张三 submits a 500 000 contract: 提交成功, and 李四 gets a to-do and a message', async () => {
    const answer = await wf.startAgreement('zhangsan', contract({ agreementName: '数据中心扩容服务合同', agreementMoney: 500000 }));
    expect(answer.status).toBe(200);
    expect(answer.body.msg).toBe('提交成功');
    started = answer.body.data;
    procInstId = started.procInstId;
    expect(started.businessKey).toBe(String(started.agreementId));
    expect(await wf.todos(procInstId)).toEqual(['lisi:open']);
    expect(await wf.messages(procInstId)).toEqual(['lisi:流程通知：「合同审批」的「部门经理审批」待您办理']);
    const message = await wf.db.selectFrom('message').selectAll().where('user_id', '=', 3).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const task = await wf.taskOf('lisi', procInstId);
    expect(JSON.parse(message.msg_link!)).toEqual({ procInstId, taskId: task.taskId });
    expect(message.open_mode).toBe(3);
  });

  it('records the start and 提交申请 approving itself, with 李四 still to act', async () => {
    const history = await wf.history('zhangsan', procInstId);
    expect(history.map((row) => [row.activityName, row.userNickName, row.action])).toEqual([
      ['开始', '张三', 'start'],
      ['提交申请', '张三', 'autoComplete'],
      ['部门经理审批', '李四', 'running'],
    ]);
    expect(history[2].endTime).toBeNull();
  });

  it('shows 李四 the message’s task as his to handle, with no branch to choose: the money gateway is 自动', async () => {
    const message = await wf.db.selectFrom('message').select('msg_link').where('user_id', '=', 3).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const link = JSON.parse(message.msg_link!) as { procInstId: string; taskId: string };
    const info = (await wf.info('lisi', link.procInstId, link.taskId)).body.data;
    expect(info).toMatchObject({ procInstId, taskId: link.taskId, taskDefKey: 'Task_manager', taskState: 'running', businessKey: started.businessKey, processDefinitionKey: 'agreement', processName: '合同审批' });
    const config = await wf.get<ProcessFormConfig>('lisi', `/workflow/runtime/query/procDefConfForHandleTask?procDefId=${info.procDefId}&taskDefKey=Task_manager`);
    expect(config.body.data.seqFlowList).toEqual([]);
    expect(config.body.data.buttonList.filter((b) => b.enabled).map((b) => b.id)).toEqual(['complete', 'reject', 'delegate', 'terminate']);
    expect(config.body.data.formList[0].formFieldList?.every((f) => f.readonly === 'true')).toBe(true);
    // The same task seen by 张三 is not his to handle: no buttons.
    expect((await wf.info('zhangsan', procInstId, link.taskId)).body.data.taskState).toBe('complete');
  });

  it('李四 rejects to 提交申请: 驳回成功; 张三 gets the task back, a to-do and two messages', async () => {
    const targets = await wf.get<JumpTargets>('lisi', `/workflow/runtime/query/listJumpTarget?procInstId=${procInstId}&taskDefKey=Task_manager`);
    expect(targets.body.data).toEqual([{ taskDefKey: 'Task_submit', taskName: '提交申请' }]);
    const task = await wf.taskOf('lisi', procInstId);
    const answer = await wf.post('lisi', '/workflow/runtime/operate/reject', {
      taskId: task.taskId,
      procInstId,
      target: 'Task_submit',
      reSubmitType: 1,
      comment: '请补充技术服务要求',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 0, msg: '驳回成功', data: true });
    expect(await wf.todos(procInstId)).toEqual(['lisi:returned', 'zhangsan:open']);
    // The engine reports the reject before the task it creates.
    expect(await wf.messages(procInstId)).toEqual(['lisi:流程通知：「合同审批」的「部门经理审批」待您办理', 'zhangsan:您发起的流程被驳回', 'zhangsan:您有新的待办任务']);
    expect((await wf.taskOf('zhangsan', procInstId)).taskDefKey).toBe('Task_submit');
    const reject = (await wf.history('zhangsan', procInstId)).find((row) => row.action === 'reject');
    expect(reject).toMatchObject({ activityName: '部门经理审批', userNickName: '李四', fullMsg: '请补充技术服务要求' });
  });

  it('张三 resubmits with a changed contract: 办理成功, and the contract keeps his changes', async () => {
    const form = contract({ agreementName: '数据中心扩容服务合同', agreementMoney: 600000, technicalServiceRequire: '7×24 小时运维，故障 1 小时内响应，季度巡检。' });
    const answer = await wf.agree('zhangsan', procInstId, { form, comment: '已补充' });
    expect(answer.status).toBe(200);
    expect(answer.body.msg).toBe('办理成功');
    const saved = await wf.agreement('zhangsan', started.businessKey);
    expect(saved).toMatchObject({ agreementMoney: 600000, technicalServiceRequire: '7×24 小时运维，故障 1 小时内响应，季度巡检。' });
    expect(await wf.todos(procInstId)).toEqual(['lisi:returned', 'zhangsan:passed', 'lisi:open']);
  });

  it('李四 delegates to 王五: 委托成功; only 王五 may act now, and only by agreeing', async () => {
    const task = await wf.taskOf('lisi', procInstId);
    const answer = await wf.post('lisi', '/workflow/runtime/operate/delegate', { procInstId, taskId: task.taskId, assignee: 4, comment: '请王五先审核金额' });
    expect(answer.body).toMatchObject({ code: 0, msg: '委托成功', data: true });
    expect(await wf.todos(procInstId)).toEqual(['lisi:returned', 'zhangsan:passed', 'lisi:passed', 'wangwu:open']);
    expect((await wf.messages(procInstId)).at(-1)).toBe('wangwu:您有新的待办任务');

    const byOwner = await wf.agree('lisi', procInstId, { taskId: task.taskId, taskDefKey: 'Task_manager' });
    expect(byOwner.status).toBe(403);
    const rejectByDelegate = await wf.post('wangwu', '/workflow/runtime/operate/reject', { taskId: task.taskId, procInstId, target: 'Task_submit', reSubmitType: 1 });
    expect(rejectByDelegate.status).toBe(403);
    expect(rejectByDelegate.body.msg).toBe('受托人只能办理（同意）委托给自己的任务');
  });

  it('王五 agrees: the task goes back to 李四 as a new to-do', async () => {
    const task = await wf.taskOf('wangwu', procInstId);
    expect((await wf.agree('wangwu', procInstId, { comment: '金额核对无误' })).status).toBe(200);
    expect((await wf.taskOf('lisi', procInstId)).taskId).toBe(task.taskId);
    expect(await wf.todos(procInstId)).toEqual(['lisi:returned', 'zhangsan:passed', 'lisi:passed', 'wangwu:passed', 'lisi:open']);
    const delegated = (await wf.history('lisi', procInstId)).filter((row) => row.activityName === '部门经理审批').map((row) => [row.userNickName, row.action]);
    expect(delegated).toEqual([
      ['李四', 'reject'],
      ['李四', 'delegate'],
      ['王五', 'complete'],
      ['李四', 'running'],
    ]);
  });

  it('李四 agrees and the ¥600,000 goes to the countersign by itself: 钱一 and 吴九 each get a task', async () => {
    expect((await wf.agree('lisi', procInstId)).status).toBe(200);
    expect((await wf.taskOf('qianyi', procInstId)).taskDefKey).toBe('Task_countersign');
    expect((await wf.taskOf('wujiu', procInstId)).taskDefKey).toBe('Task_countersign');
    expect((await wf.todos(procInstId)).slice(-3)).toEqual(['lisi:passed', 'qianyi:open', 'wujiu:open']);
  });

  it('钱一 adds 王五 as a third signer: 加签成功; adding him again is refused', async () => {
    const task = await wf.taskOf('qianyi', procInstId);
    const body = { procInstId, taskId: task.taskId, taskDefKey: 'Task_countersign', userIdList: [4], comment: '请财务一并会签' };
    const answer = await wf.post('qianyi', '/workflow/runtime/operate/addSignForMultiInstTask', body);
    expect(answer.body).toMatchObject({ code: 0, msg: '加签成功', data: true });
    expect((await wf.taskOf('wangwu', procInstId)).taskDefKey).toBe('Task_countersign');
    const again = await wf.post('qianyi', '/workflow/runtime/operate/addSignForMultiInstTask', body);
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('所选人员已经是该节点的办理人');
  });

  it('two of three signatures reach 50 %: 吴九’s task closes and the parallel review opens', async () => {
    expect((await wf.agree('qianyi', procInstId, { comment: '同意签署' })).status).toBe(200);
    expect((await wf.taskOf('wujiu', procInstId)).taskDefKey).toBe('Task_countersign');
    expect((await wf.agree('wangwu', procInstId, { comment: '预算已落实' })).status).toBe(200);
    expect((await wf.info('wujiu', procInstId)).body.data.taskState).toBe('complete');
    expect((await wf.taskOf('zhaoliu', procInstId)).taskDefKey).toBe('Task_legal');
    expect((await wf.taskOf('wangwu', procInstId)).taskDefKey).toBe('Task_finance');
    const todos = await wf.todos(procInstId);
    expect(todos.filter((t) => t.startsWith('wujiu'))).toEqual(['wujiu:passed']);
    expect(todos.slice(-2).sort()).toEqual(['wangwu:open', 'zhaoliu:open']);
  });

  it('法务 and 财务 agree: the process completes and 张三 hears of it', async () => {
    expect((await wf.agree('zhaoliu', procInstId, { comment: '条款合规' })).status).toBe(200);
    expect((await wf.agree('wangwu', procInstId, { comment: '付款安排可行' })).status).toBe(200);
    expect((await wf.todos(procInstId)).every((t) => !t.endsWith(':open'))).toBe(true);
    expect((await wf.messages(procInstId)).at(-1)).toBe('zhangsan:您发起的流程已审批通过');
    const mine = await wf.get<Page<TaskRow>>('zhangsan', '/workflow/history/query/myStartedPage?processName=合同');
    expect(mine.body.data.records.find((row) => row.procInstId === procInstId)).toMatchObject({ status: 'complete', taskId: null, businessKey: started.businessKey });
  });

  it('tells the whole story in the history table, in order', async () => {
    const history = await wf.history('zhangsan', procInstId);
    expect(history.map((row) => `${row.activityName}/${row.userNickName}/${row.action}`)).toEqual([
      '开始/张三/start',
      '提交申请/张三/autoComplete',
      '部门经理审批/李四/reject',
      '提交申请/张三/complete',
      '部门经理审批/李四/delegate',
      '部门经理审批/王五/complete',
      '部门经理审批/李四/complete',
      '总经理会签/钱一/addSign',
      '总经理会签/钱一/complete',
      '总经理会签/王五/complete',
      // 吴九 was the third signer: two of three were enough, the engine cancelled the rest.
      '总经理会签/吴九/canceled',
      '法务审核/赵六/complete',
      '财务审核/王五/complete',
    ]);
    expect(history.every((row) => row.endTime !== null && row.startTime <= row.endTime!)).toBe(true);
  });

  it('draws every visited node complete, the taken flows and gateways highlighted, and who signed', async () => {
    const info = (await wf.info('zhangsan', procInstId)).body.data;
    const diagram = (await wf.get<Diagram>('zhangsan', `/workflow/history/diagram?procInstId=${procInstId}&procDefId=${info.procDefId}`)).body.data;
    expect(diagram.bpmn20Xml).toContain('<bpmndi:BPMNDiagram');
    const status = Object.fromEntries(diagram.activityStatusList.map((a) => [a.activityId, a.status]));
    for (const node of ['StartEvent_start', 'Task_submit', 'Task_manager', 'Task_countersign', 'Task_legal', 'Task_finance', 'EndEvent_end']) {
      expect(status[node], node).toBe('complete');
    }
    const countersign = diagram.activityStatusList.find((a) => a.activityId === 'Task_countersign')!;
    expect(countersign.operatorList.map((o) => o.chineseName).sort()).toEqual(['王五', '钱一'].sort());
    expect(diagram.highLightFlowList).toEqual(expect.arrayContaining(['Flow_big_money', 'Flow_countersign', 'Flow_legal_in', 'Flow_finance_in', 'Flow_end']));
    expect(diagram.highLightFlowList).not.toContain('Flow_normal_money');
    expect(diagram.highLightGatewayList).toEqual(expect.arrayContaining(['Gateway_money', 'Gateway_merge', 'Gateway_review_split', 'Gateway_review_join']));
  });

  it('lists the task among 李四’s done work and nothing of it among his to-dos', async () => {
    const done = await wf.get<Page<TaskRow>>('lisi', '/workflow/history/query/myDonePage');
    // Two tasks of his: the one he rejected, and the one he delegated and then agreed.
    expect(done.body.data.records.filter((row) => row.procInstId === procInstId).map((row) => row.taskName)).toEqual(['部门经理审批', '部门经理审批']);
    const todo = await wf.get<Page<TaskRow>>('lisi', '/workflow/runtime/query/myTodoPage');
    expect(todo.body.data.records.some((row) => row.procInstId === procInstId)).toBe(false);
  });
});
