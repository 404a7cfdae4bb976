import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiagramBuilder } from '../../../contracts/bpmn/testing/DiagramBuilder.ts';
import { contract, USER, WorkflowDriver, type Diagram, type HistoryRow, type ProcessFormConfig } from './WorkflowDriver.ts';

/**
 * Issue 22 part 6, the process rules left over: what the task drawer is offered for a task is
 * what the server accepts there — a 手动 gateway's branches whose conditions hold, a delegate's
 * one action — and an initiator who had no task reads their finished process.
 */
describe('the process rules the task drawer and the server share', () => {
  let wf: WorkflowDriver;

  beforeAll(async () => {
    wf = await WorkflowDriver.start();
  });
  afterAll(() => wf.close());

  const config = async (user: 'lisi' | 'wangwu', procInstId: string, taskId?: string) => {
    const task = await wf.taskOf(user, procInstId);
    const query = new URLSearchParams({ procDefId: task.procDefId, taskDefKey: task.taskDefKey, ...(taskId !== undefined ? { taskId } : { taskId: task.taskId }) });
    return wf.get<ProcessFormConfig>(user, `/workflow/runtime/query/procDefConfForHandleTask?${query}`);
  };

  describe('a 手动 money gateway', () => {
    beforeAll(async () => {
      // 合同审批 with its 金额判断 switched to 手动: 李四 picks the branch after 部门经理审批.
      const current = (await wf.get<{ bpmnData: string }>('admin', '/workflow/processDef?processDefKey=agreement')).body.data.bpmnData;
      expect(current).toContain('rh:flowMode="auto"');
      const xml = current.replace('rh:flowMode="auto"', 'rh:flowMode="manual"');
      const deployed = await wf.post<{ success: boolean }>('admin', '/workflow/processDef/deploy', { processDefinitionKey: 'agreement', processName: '合同审批', bpmnData: xml, source: null });
      expect(deployed.body.data.success).toBe(true);
    });

    it('offers 李四 only 金额不超过10万 for ¥5,000 and refuses 金额超过10万', async () => {
      const { procInstId } = await wf.started('zhangsan', contract({ agreementMoney: 5000 }));
      const offered = await config('lisi', procInstId);
      expect(offered.status).toBe(200);
      expect(offered.body.data.seqFlowList.map((flow) => flow.name)).toEqual(['金额不超过10万']);

      const refused = await wf.agree('lisi', procInstId, { selectedSeqFlowId: ['Flow_big_money'] });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe('“金额超过10万：总经理会签”的条件不成立，不能选择该下一流程节点');
      expect((await wf.taskOf('lisi', procInstId)).taskDefKey).toBe('Task_manager');

      expect((await wf.agree('lisi', procInstId, { selectedSeqFlowId: ['Flow_normal_money'] })).status).toBe(200);
      expect((await wf.taskOf('zhaoliu', procInstId)).taskDefKey).toBe('Task_legal');
    });

    it('offers both for ¥500,000, where the condition holds, and lets 李四 take 总经理会签', async () => {
      const { procInstId } = await wf.started('zhangsan', contract({ agreementMoney: 500000 }));
      expect((await config('lisi', procInstId)).body.data.seqFlowList.map((flow) => flow.name)).toEqual(['金额超过10万：总经理会签', '金额不超过10万']);
      expect((await wf.agree('lisi', procInstId, { selectedSeqFlowId: ['Flow_big_money'] })).status).toBe(200);
      expect((await wf.taskOf('qianyi', procInstId)).taskDefKey).toBe('Task_countersign');
    });
  });

  describe('a delegate', () => {
    it('is offered only 同意 (and the browser’s own 打印), and the others are refused as before', async () => {
      const { procInstId } = await wf.started('zhangsan', contract());
      const task = await wf.taskOf('lisi', procInstId);
      expect((await config('lisi', procInstId)).body.data.buttonList.filter((button) => button.enabled).map((button) => button.name)).toEqual(['同意', '驳回', '委托', '终止']);
      const delegated = await wf.post('lisi', '/workflow/runtime/operate/delegate', { procInstId, taskId: task.taskId, assignee: USER.wangwu, comment: '请王五先看' });
      expect(delegated.body).toMatchObject({ code: 0, msg: '委托成功' });

      const offered = await config('wangwu', procInstId);
      expect(offered.status).toBe(200);
      expect(offered.body.data.buttonList.map((button) => button.id)).toEqual(['complete', 'print']);
      expect(offered.body.data.buttonList.filter((button) => button.enabled).map((button) => button.name)).toEqual(['同意']);
      for (const [path, body] of [
        ['/workflow/runtime/operate/reject', { procInstId, taskId: task.taskId, target: 'Task_submit', reSubmitType: 1, comment: '退回' }],
        ['/workflow/runtime/operate/delegate', { procInstId, taskId: task.taskId, assignee: USER.zhaoliu, comment: '再转' }],
      ] as const) {
        expect((await wf.post('wangwu', path, body)).status).toBe(403);
      }
      // the owner holds it no longer until the delegate agrees
      const owner = await wf.get('lisi', `/workflow/runtime/query/procDefConfForHandleTask?procDefId=${task.procDefId}&taskDefKey=${task.taskDefKey}&taskId=${task.taskId}`);
      expect(owner.status).toBe(403);
      expect(owner.body.msg).toBe('您不是该任务的办理人');

      expect((await wf.agree('wangwu', procInstId)).status).toBe(200);
      expect((await config('lisi', procInstId)).body.data.buttonList.filter((button) => button.enabled).map((button) => button.name)).toEqual(['同意', '驳回', '委托', '终止']);
    });

    it('answers 404 for a task of another node', async () => {
      const { procInstId } = await wf.started('zhangsan', contract());
      const task = await wf.taskOf('lisi', procInstId);
      const answer = await wf.get('lisi', `/workflow/runtime/query/procDefConfForHandleTask?procDefId=${task.procDefId}&taskDefKey=Task_legal&taskId=${task.taskId}`);
      expect(answer.status).toBe(404);
    });
  });

  describe('an initiator who had no task in their process', () => {
    it('is named its last task, read-only, and reads its history and diagram once it has ended', async () => {
      // 通知审批: the initiator starts it and 李四 alone approves it; 张三 holds no task in it.
      const xml = new DiagramBuilder('notice', { name: '通知审批' })
        .start('start')
        .userTask('approve', '经理审批', { users: [String(USER.lisi)] })
        .end('end')
        .flow('f1', 'start', 'approve')
        .flow('f2', 'approve', 'end')
        .toXml();
      expect((await wf.post<{ success: boolean }>('admin', '/workflow/processDef/deploy', { processDefinitionKey: 'notice', processName: '通知审批', bpmnData: xml, source: null })).body.data.success).toBe(true);
      const started = await wf.post<{ procInstId: string }>('zhangsan', '/demoself/agreementForm/operate/startProcessInst', { startProcessDTO: { procDefKey: 'notice' }, agreementFormDTO: contract() });
      expect(started.status).toBe(200);
      const { procInstId } = started.body.data;
      expect((await wf.agree('lisi', procInstId)).status).toBe(200);

      const info = await wf.info('zhangsan', procInstId);
      expect(info.status).toBe(200);
      expect(info.body.data).toMatchObject({ taskDefKey: 'approve', taskState: 'complete' });
      const history = await wf.get<HistoryRow[]>('zhangsan', `/workflow/history/list?procInstId=${procInstId}`);
      expect(history.status).toBe(200);
      expect(history.body.data.map((row) => `${row.activityName}:${row.action}`)).toEqual(['开始:start', '经理审批:complete']);
      const diagram = await wf.get<Diagram>('zhangsan', `/workflow/history/diagram?procInstId=${procInstId}&procDefId=${info.body.data.procDefId}`);
      expect(diagram.status).toBe(200);
      expect(diagram.body.data.activityStatusList.find((activity) => activity.activityId === 'approve')?.status).toBe('complete');
      // a member who took no part still reads nothing
      expect((await wf.get('wangwu', `/workflow/history/list?procInstId=${procInstId}`)).status).toBe(403);
    });
  });
});
