import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiagramBuilder } from '../../../contracts/bpmn/testing/DiagramBuilder.ts';
import { ROLE_FINANCE, ROLE_MANAGER } from '../../../server/modules/org/OrgDemoRows.ts';
import { contract, WorkflowDriver, type Username } from './WorkflowDriver.ts';

const KEY = 'role_scope';

/**
 * start → 经理审批 (the 部门经理 role: 李四 of 研发部 and 钱一 of 总经办 in 融合科技, 陈静 of 教务处 in
 * 融合教育集团) → 财务审核 (财务人员: 王五 in 融合科技, 林芳 in 融合教育集团) → end. No manager: the
 * start is refused (noManager 1).
 */
function managerApproval(): string {
  return new DiagramBuilder(KEY, { name: '经理审批' })
    .start('start')
    .userTask('manager', '经理审批', { roles: [String(ROLE_MANAGER)], noManager: '1' })
    .userTask('finance', '财务审核', { roles: [String(ROLE_FINANCE)] })
    .end('end')
    .flow('f1', 'start', 'manager')
    .flow('f2', 'manager', 'finance')
    .flow('f3', 'finance', 'end')
    .toXml();
}

describe('a role as candidates names its holders in the instance’s company, and 部门经理 the manager of the initiator’s department', () => {
  let wf: WorkflowDriver;

  beforeAll(async () => {
    wf = await WorkflowDriver.start();
    // Each company deploys its own copy: definitions belong to one company.
    for (const administrator of ['admin', 'chenjing'] as const) {
      const deployed = await wf.post<{ success: boolean }>(administrator, '/workflow/processDef/deploy', {
        processDefinitionKey: KEY,
        processName: '经理审批',
        bpmnData: managerApproval(),
        source: null,
      });
      expect(deployed.body.data.success).toBe(true);
    }
  });
  afterAll(() => wf.close());

  const start = (initiator: Username, companyId: string) =>
    wf.post<{ procInstId: string }>(initiator, '/demoself/agreementForm/operate/startProcessInst', { startProcessDTO: { procDefKey: KEY }, agreementFormDTO: contract() }, { headers: { companyId } });
  const started = async (initiator: Username, companyId: string) => {
    const answer = await start(initiator, companyId);
    expect(answer.status).toBe(200);
    return answer.body.data.procInstId;
  };

  it('gives 张三’s process (前端组, below 研发部) to 李四, walking up to 研发部, and not to 钱一 of 总经办', async () => {
    const procInstId = await started('zhangsan', '1');
    expect(await wf.todos(procInstId)).toEqual(['lisi:open']);
    expect((await wf.taskOf('lisi', procInstId)).taskDefKey).toBe('manager');
  });

  it('gives the process of a member of 总经办 to 钱一, not to 李四', async () => {
    const procInstId = await started('admin', '1');
    expect(await wf.todos(procInstId)).toEqual(['qianyi:open']);
  });

  it('gives 林芳’s process started in 融合教育集团 to 陈静 there; 融合科技’s managers see nothing of it', async () => {
    const procInstId = await started('linfang', '2');
    expect(await wf.todos(procInstId)).toEqual(['chenjing:open']);
    expect((await wf.info('lisi', procInstId)).status).toBe(404);
    expect((await wf.taskOf('chenjing', procInstId)).taskDefKey).toBe('manager');
  });

  it('gives another role to its holders in the instance’s company after the manager', async () => {
    const procInstId = await started('linfang', '2');
    expect((await wf.agree('chenjing', procInstId)).status).toBe(200);
    expect(await wf.todos(procInstId)).toEqual(['chenjing:passed', 'linfang:open']);
  });

  it('refuses the start when no department up to the company has a manager other than the initiator (noManager 1)', async () => {
    // 王五 of 财务部: nobody; 李四 is 研发部's only manager and is not his own.
    for (const initiator of ['wangwu', 'lisi'] as const) {
      const answer = await start(initiator, '1');
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe('节点“经理审批”找不到办理人');
    }
  });
});
