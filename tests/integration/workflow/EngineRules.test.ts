import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, USER, WorkflowDriver, type ProcessFormConfig } from './WorkflowDriver.ts';

const LEGAL_ROLE = 5;

/**
 * The seeded 合同审批's rules are the server's, whatever a client sends: its money gateway is
 * 自动, a node's buttons decide which actions it allows, a node's required field is checked on
 * completion, and a group task handed on leaves no other candidate a to-do.
 */
describe('the engine rules the server enforces on 合同审批', () => {
  let wf: WorkflowDriver;

  beforeAll(async () => {
    wf = await WorkflowDriver.start();
    // 法务审核 becomes a group task: 王五 joins 赵六 as a legal reviewer.
    await wf.db.insertInto('user_role').values({ user_id: USER.wangwu, role_id: LEGAL_ROLE, company_id: 1 }).execute();
  });
  afterAll(() => wf.close());

  /** A contract past 部门经理审批 (李四 agreed), so 法务审核 and 财务审核 wait. */
  async function atReview(): Promise<string> {
    const { procInstId } = await wf.started('zhangsan', contract({ agreementMoney: 50000 }));
    expect((await wf.agree('lisi', procInstId)).status).toBe(200);
    return procInstId;
  }

  it('does not offer 李四 the money gateway’s branches: it is 自动', async () => {
    const { procInstId } = await wf.started('zhangsan', contract({ agreementMoney: 500000 }));
    const task = await wf.taskOf('lisi', procInstId);
    const config = await wf.get<ProcessFormConfig>('lisi', `/workflow/runtime/query/procDefConfForHandleTask?procDefId=${task.procDefId}&taskDefKey=Task_manager`);
    expect(config.body.data.seqFlowList).toEqual([]);
  });

  it('refuses 李四 choosing 金额不超过10万 for ¥500,000; without a choice it goes to 总经理会签', async () => {
    const { procInstId } = await wf.started('zhangsan', contract({ agreementMoney: 500000 }));
    const chosen = await wf.agree('lisi', procInstId, { selectedSeqFlowId: ['Flow_normal_money'] });
    expect(chosen.status).toBe(400);
    expect(chosen.body.msg).toBe('“金额判断”按条件自动流转，不能选择下一流程节点');
    expect((await wf.taskOf('lisi', procInstId)).taskDefKey).toBe('Task_manager');

    expect((await wf.agree('lisi', procInstId)).status).toBe(200);
    expect((await wf.taskOf('qianyi', procInstId)).taskDefKey).toBe('Task_countersign');
    expect((await wf.taskOf('wujiu', procInstId)).taskDefKey).toBe('Task_countersign');
  });

  it('refuses 赵六 terminating or adding signers at 法务审核, where neither is enabled', async () => {
    const procInstId = await atReview();
    const task = await wf.taskOf('zhaoliu', procInstId);
    const terminate = await wf.post('zhaoliu', '/workflow/runtime/operate/terminate', { procInstId, taskId: task.taskId, comment: '不需要了' });
    expect(terminate.status).toBe(400);
    expect(terminate.body.msg).toBe('当前节点未启用“终止”操作');
    const addSign = await wf.post('zhaoliu', '/workflow/runtime/operate/addSignForMultiInstTask', { procInstId, taskId: task.taskId, taskDefKey: 'Task_legal', userIdList: [USER.sunqi] });
    expect(addSign.status).toBe(400);
    expect(addSign.body.msg).toBe('当前节点未启用“加签”操作');
    expect((await wf.taskOf('zhaoliu', procInstId)).taskId).toBe(task.taskId);
  });

  it('refuses 张三 delegating at 提交申请, whose buttons are 提交 and 终止 only', async () => {
    const { procInstId } = await wf.started('zhangsan', contract());
    const managerTask = await wf.taskOf('lisi', procInstId);
    expect((await wf.post('lisi', '/workflow/runtime/operate/reject', { procInstId, taskId: managerTask.taskId, target: 'Task_submit', reSubmitType: 1 })).status).toBe(200);
    const task = await wf.taskOf('zhangsan', procInstId);
    const delegate = await wf.post('zhangsan', '/workflow/runtime/operate/delegate', { procInstId, taskId: task.taskId, assignee: USER.lisi, comment: '请代办' });
    expect(delegate.status).toBe(400);
    expect(delegate.body.msg).toBe('当前节点未启用“委托”操作');
  });

  it('lets 李四 terminate at 部门经理审批, where 终止 is enabled', async () => {
    const { procInstId } = await wf.started('zhangsan', contract());
    const task = await wf.taskOf('lisi', procInstId);
    const answer = await wf.post('lisi', '/workflow/runtime/operate/terminate', { procInstId, taskId: task.taskId, comment: '合同取消' });
    expect(answer.body).toMatchObject({ code: 0, msg: '终止成功' });
  });

  it('closes 王五’s 法务审核 to-do once 赵六 delegates the group task, and keeps it closed after the delegate agrees', async () => {
    const procInstId = await atReview();
    const task = await wf.taskOf('zhaoliu', procInstId);
    const legalRows = async () =>
      (await wf.db.selectFrom('todo').select(['user_id', 'todo_complete']).where('link', '=', JSON.stringify({ procInstId, taskId: task.taskId })).orderBy('id').execute())
        .filter((row) => row.todo_complete === 0)
        .map((row) => row.user_id);
    expect((await legalRows()).sort()).toEqual([USER.wangwu, USER.zhaoliu].sort());
    const delegated = await wf.post('zhaoliu', '/workflow/runtime/operate/delegate', { procInstId, taskId: task.taskId, assignee: USER.sunqi, comment: '请孙七审核条款' });
    expect(delegated.body).toMatchObject({ code: 0, msg: '委托成功' });
    expect(await legalRows()).toEqual([USER.sunqi]);
    expect((await wf.agree('sunqi', procInstId, { taskId: task.taskId, taskDefKey: 'Task_legal' })).status).toBe(200);
    expect(await legalRows()).toEqual([USER.zhaoliu]);
  });

  it('refuses a completion that leaves empty a field the node marks required (甲方名称不能为空)', async () => {
    const current = (await wf.get<{ bpmnData: string }>('admin', '/workflow/processDef?processDefKey=agreement')).body.data.bpmnData;
    const submitAt = current.indexOf('id="Task_submit"');
    const field = 'key="firstPartyName" name="甲方名称" readOnly="false" operable="true" hidden="default" required="default"';
    const fieldAt = current.indexOf(field, submitAt);
    expect(fieldAt).toBeGreaterThan(submitAt);
    const xml = current.slice(0, fieldAt) + field.replace('required="default"', 'required="true"') + current.slice(fieldAt + field.length);
    const deployed = await wf.post<{ success: boolean }>('admin', '/workflow/processDef/deploy', { processDefinitionKey: 'agreement', processName: '合同审批', bpmnData: xml, source: null });
    expect(deployed.body.data.success).toBe(true);

    // Optional at the start; 提交申请 approves itself for the initiator, so 李四 sends it back.
    const { procInstId } = await wf.started('zhangsan', contract({ firstPartyName: null }));
    const managerTask = await wf.taskOf('lisi', procInstId);
    expect((await wf.post('lisi', '/workflow/runtime/operate/reject', { procInstId, taskId: managerTask.taskId, target: 'Task_submit', reSubmitType: 1 })).status).toBe(200);
    const refused = await wf.agree('zhangsan', procInstId, { form: contract({ firstPartyName: null }) });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('甲方名称不能为空');
    expect((await wf.agree('zhangsan', procInstId, { form: contract({ firstPartyName: '星河信息技术有限公司' }) })).status).toBe(200);
  });
});
