import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiagramBuilder } from '../../../contracts/bpmn/testing/DiagramBuilder.ts';
import { USER, WorkflowDriver, contract } from './WorkflowDriver.ts';

/** start → 审批 (李四) → 复核 (whoever the variable `reviewer` names) → end, bound to the contract form. */
function reviewProcess(): string {
  return new DiagramBuilder('stuckreview', { name: '复核审批' })
    .start('start')
    .userTask('approve', '审批', { users: ['3'] })
    .userTask('review', '复核', { variable: '${reviewer}' })
    .end('end')
    .flow('f1', 'start', 'approve')
    .flow('f2', 'approve', 'review')
    .flow('f3', 'review', 'end')
    .toXml();
}

interface OpenTask {
  taskId: string;
  procInstId: string;
  processName: string;
  taskName: string;
  since: string;
  initiatorName: string | null;
}

const ZHOUBA = 7;

describe('work never gets stuck silently (issue 22 §4)', () => {
  let wf: WorkflowDriver;
  const put = async <T = unknown>(url: string, json: unknown) => wf.api.request<T>('PUT', url, { json, token: await wf.token('admin') });
  const openTasks = async (userId: number) => (await wf.get<OpenTask[]>('admin', `/admin/orgUser/${userId}/openTasks`)).body.data;

  beforeAll(async () => {
    wf = await WorkflowDriver.start();
    const deployed = await wf.post('admin', '/workflow/processDef/deploy', { processDefinitionKey: 'stuckreview', processName: '复核审批', bpmnData: reviewProcess(), source: null });
    expect(deployed.status).toBe(200);
  });
  afterAll(() => wf.close());

  async function startReview(name: string): Promise<string> {
    const start = await wf.post<{ procInstId: string }>('zhangsan', '/demoself/agreementForm/operate/startProcessInst', {
      startProcessDTO: { procDefKey: 'stuckreview' },
      agreementFormDTO: contract({ agreementName: name }),
    });
    expect(start.status).toBe(200);
    return start.body.data.procInstId;
  }

  describe('a handler variable naming a disabled user stops the instance at that step', () => {
    it('keeps it running at 复核 with a task nobody holds, says why in the history, and tells the initiator and the administrators', async () => {
      const procInstId = await startReview('停滞的合同');
      expect((await wf.agree('lisi', procInstId, { variables: { reviewer: String(ZHOUBA) } })).status).toBe(200);
      const instance = await wf.db.selectFrom('wf_instance').select('status').where('id', '=', procInstId).executeTakeFirstOrThrow();
      expect(instance.status).toBe('running');
      const open = await wf.db.selectFrom('wf_task').select(['node_id', 'assignee', 'candidates']).where('instance_id', '=', procInstId).where('status', '=', 'open').execute();
      expect(open).toEqual([{ node_id: 'review', assignee: null, candidates: '[]' }]);
      const history = await wf.history('zhangsan', procInstId);
      const stall = history.find((row) => row.action === 'stall');
      expect(stall).toMatchObject({ activityName: '复核', userNickName: '系统', fullMsg: '节点“复核”的办理人（周八）已停用，流程已暂停，请管理员转办' });
      const messages = await wf.messages(procInstId);
      expect(messages).toContain('zhangsan:您发起的流程已暂停');
      expect(messages).toContain('admin:流程已暂停，请转办');
      expect(messages.filter((m) => m.startsWith('wangwu:') || m.startsWith('chenjing:'))).toEqual([]);
      const content = await wf.db.selectFrom('message').select('msg_content').where('user_id', '=', USER.admin).where('msg_title', '=', '流程已暂停，请转办').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(content.msg_content).toBe('「复核审批」：节点“复核”的办理人（周八）已停用，流程已暂停，请管理员转办。');
      // nobody's to-do: the step waits for 转办
      expect((await wf.todos(procInstId)).filter((t) => t.endsWith(':open'))).toEqual([]);
    });

    it('still refuses a variable naming another company’s user, so the handler can choose again', async () => {
      const procInstId = await startReview('选错人的合同');
      const refused = await wf.agree('lisi', procInstId, { variables: { reviewer: String(USER.linfang) } });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe('节点“复核”的办理人不属于本公司：林芳');
    });
  });

  describe('禁用 asks where the member’s open tasks go, and hands them over', () => {
    it('lists 李四’s open tasks with the process, the node and since when', async () => {
      const procInstId = await startReview('李四待办的合同');
      const tasks = await openTasks(USER.lisi);
      expect(tasks.find((task) => task.procInstId === procInstId)).toMatchObject({ processName: '复核审批', taskName: '审批', initiatorName: '张三', since: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
      expect(await openTasks(USER.zhengshi)).toEqual([]);
    });

    it('refuses to disable a member holding tasks without a handover, and a handover to someone who is no active member here', async () => {
      const count = (await openTasks(USER.lisi)).length;
      expect(count).toBeGreaterThan(0);
      const bare = await put(`/admin/orgUser/${USER.lisi}/status`, { status: '1' });
      expect(bare.status).toBe(400);
      expect(bare.body).toMatchObject({ msg: `该用户还有 ${count} 项待办任务，请选择转交人员` });
      for (const handoverTo of [USER.linfang, ZHOUBA, USER.lisi, 9999]) {
        const answer = await put(`/admin/orgUser/${USER.lisi}/status`, { status: '1', handoverTo });
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ msg: '转交人员必须是本公司的在用成员，且不能是被禁用的用户' });
      }
      expect(await openTasks(USER.lisi)).toHaveLength(count);
      const membership = await wf.db.selectFrom('user_company').select('status').where('user_id', '=', USER.lisi).where('company_id', '=', 1).executeTakeFirstOrThrow();
      expect(membership.status).toBe('0');
    });

    it('hands every open task and its to-do to the chosen member, audits each, then disables the membership', async () => {
      const procInstId = await startReview('转交的合同');
      const before = await openTasks(USER.lisi);
      const his = await openTasks(USER.wangwu);
      const moved = await put(`/admin/orgUser/${USER.lisi}/status`, { status: '1', handoverTo: USER.wangwu });
      expect(moved.status).toBe(200);
      expect(await openTasks(USER.lisi)).toEqual([]);
      expect((await openTasks(USER.wangwu)).map((task) => task.taskId).sort()).toEqual([...his, ...before].map((task) => task.taskId).sort());
      expect(await wf.todos(procInstId)).toEqual(['lisi:passed', 'wangwu:open']);
      expect(await wf.messages(procInstId)).toContain('wangwu:您有新的待办任务');
      const history = await wf.history('zhangsan', procInstId);
      expect(history.find((row) => row.action === 'reassign')).toMatchObject({ activityName: '审批', userNickName: '系统管理员', fullMsg: '停用用户，待办转交' });
      const audit = await wf.db
        .withTables<{ audit_log: { id: number; subject: string; action: string; summary: string } }>()
        .selectFrom('audit_log').select(['subject', 'action', 'summary']).where('subject', 'in', ['workflowTask', 'user']).orderBy('id').execute();
      const handovers = audit.filter((entry) => entry.subject === 'workflowTask' && entry.action === 'reassign');
      expect(handovers).toHaveLength(before.length);
      expect(handovers).toContainEqual({ subject: 'workflowTask', action: 'reassign', summary: '停用用户：「复核审批」的「审批」由李四转交给王五' });
      expect(audit.at(-1)).toEqual({ subject: 'user', action: 'disable', summary: `禁用用户「李四」，${before.length} 项待办转交给王五` });
      const membership = await wf.db.selectFrom('user_company').select('status').where('user_id', '=', USER.lisi).where('company_id', '=', 1).executeTakeFirstOrThrow();
      expect(membership.status).toBe('1');
      // the new holder agrees and the contract goes on to 复核
      expect((await wf.agree('wangwu', procInstId, { variables: { reviewer: String(USER.zhaoliu) } })).status).toBe(200);
      expect((await wf.taskOf('zhaoliu', procInstId)).taskDefKey).toBe('review');
    });
  });
});
