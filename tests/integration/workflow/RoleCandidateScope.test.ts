import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiagramBuilder } from '../../../contracts/bpmn/testing/DiagramBuilder.ts';
import { ROLE_MANAGER } from '../../../server/modules/org/OrgDemoRows.ts';
import { contract, WorkflowDriver } from './WorkflowDriver.ts';

const KEY = 'role_scope';

/** start → 经理审批 (the 部门经理 role, held by 李四 and 钱一 in 融合科技 and 陈静 in 融合教育集团) → end. */
function managerApproval(): string {
  return new DiagramBuilder(KEY, { name: '经理审批' })
    .start('start')
    .userTask('manager', '经理审批', { roles: [String(ROLE_MANAGER)] })
    .end('end')
    .flow('f1', 'start', 'manager')
    .flow('f2', 'manager', 'end')
    .toXml();
}

describe('a role as candidates names its holders in the instance’s company only', () => {
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

  const start = async (companyId: string) => {
    const answer = await wf.post<{ procInstId: string }>(
      'sunqi',
      '/demoself/agreementForm/operate/startProcessInst',
      { startProcessDTO: { procDefKey: KEY }, agreementFormDTO: contract() },
      { headers: { companyId } },
    );
    expect(answer.status).toBe(200);
    return answer.body.data.procInstId;
  };

  it('gives 孙七’s process started in 融合科技 to that company’s managers', async () => {
    const procInstId = await start('1');
    expect(await wf.todos(procInstId)).toEqual(['lisi:open', 'qianyi:open']);
    expect((await wf.taskOf('qianyi', procInstId)).taskDefKey).toBe('manager');
  });

  it('gives the same process started in 融合教育集团 to 陈静 alone, who may handle it there', async () => {
    const procInstId = await start('2');
    expect(await wf.todos(procInstId)).toEqual(['chenjing:open']);
    expect((await wf.info('lisi', procInstId)).status).toBe(404);
    const task = await wf.taskOf('chenjing', procInstId);
    expect(task.taskDefKey).toBe('manager');
  });
});
