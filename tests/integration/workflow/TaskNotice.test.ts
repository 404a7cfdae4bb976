import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiagramBuilder } from '../../../contracts/bpmn/testing/DiagramBuilder.ts';
import { contract, USER, WorkflowDriver } from './WorkflowDriver.ts';

const KEY = 'leave_notice';

/** start → 部门经理审批 (李四; rh:notice with the given channels) → 财务审核 (王五; no notice) → end. */
function leaveApproval(channels: string[]): string {
  return new DiagramBuilder(KEY, { name: '请假审批' })
    .start('start')
    .userTask('manager', '部门经理审批', { users: [String(USER.lisi)], notice: channels })
    .userTask('finance', '财务审核', { users: [String(USER.wangwu)] })
    .end('end')
    .flow('f1', 'start', 'manager')
    .flow('f2', 'manager', 'finance')
    .flow('f3', 'finance', 'end')
    .toXml();
}

// rh:notice (spec part 3 §2.5): a node asking for a 站内信 sends its handlers a notice naming the process and node.
describe('a task whose node carries rh:notice', () => {
  let wf: WorkflowDriver;

  const deploy = async (channels: string[]) => {
    const deployed = await wf.post<{ success: boolean }>('admin', '/workflow/processDef/deploy', {
      processDefinitionKey: KEY,
      processName: '请假审批',
      bpmnData: leaveApproval(channels),
      source: null,
    });
    expect(deployed.body.data.success).toBe(true);
  };
  const start = async () => {
    const answer = await wf.post<{ procInstId: string }>('zhangsan', '/demoself/agreementForm/operate/startProcessInst', {
      startProcessDTO: { procDefKey: KEY },
      agreementFormDTO: contract(),
    });
    expect(answer.status).toBe(200);
    return answer.body.data.procInstId;
  };

  beforeAll(async () => {
    wf = await WorkflowDriver.start();
  });
  afterAll(() => wf.close());

  it('sends the handlers the 站内信 notice, and the next node without notice the plain new-task message', async () => {
    await deploy(['system']);
    const procInstId = await start();
    expect(await wf.messages(procInstId)).toEqual(['lisi:流程通知：「请假审批」的「部门经理审批」待您办理']);
    expect((await wf.agree('lisi', procInstId)).status).toBe(200);
    expect(await wf.messages(procInstId)).toEqual(['lisi:流程通知：「请假审批」的「部门经理审批」待您办理', 'wangwu:您有新的待办任务']);
  });

  it('writes the notice as a workflow message that opens the task', async () => {
    await deploy(['system']);
    const procInstId = await start();
    const row = await wf.db.selectFrom('message').selectAll().where('msg_link', 'like', `{"procInstId":"${procInstId}"%`).executeTakeFirstOrThrow();
    const { taskId } = await wf.taskOf('lisi', procInstId);
    expect(row).toMatchObject({ user_id: USER.lisi, company_id: 1, application_name: '流程中心', msg_type: 1, open_mode: 3, send_author: '张三', read_status: 0 });
    expect(JSON.parse(row.msg_link!)).toEqual({ procInstId, taskId });
    expect(row.msg_content).toBe('张三发起的「请假审批」已流转到「部门经理审批」，请及时处理。');
  });

  it('ignores a channel other than system', async () => {
    await deploy(['sms']);
    const procInstId = await start();
    expect(await wf.messages(procInstId)).toEqual(['lisi:您有新的待办任务']);
  });
});
