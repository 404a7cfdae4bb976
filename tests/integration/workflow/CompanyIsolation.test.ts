import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiagramBuilder } from '../../../contracts/bpmn/testing/DiagramBuilder.ts';
import { contract, WorkflowDriver } from './WorkflowDriver.ts';

interface ProcessDefinition {
  processDefinitionKey: string;
  processName: string;
  bpmnData: string;
  version: number | null;
}
interface StartableProcess {
  procDefKey: string;
  procDefId: string;
  version: number;
}

const TECH = { headers: { companyId: '1' } };

function deployBody(key: string, xml: string, name = '测试流程') {
  return { processDefinitionKey: key, processName: name, bpmnData: xml, source: null };
}

/** start → 审批 (李四) → 复核 (whoever the variable `reviewer` names) → end, bound to the contract form. */
function handoverProcess(): string {
  return new DiagramBuilder('handover', { name: '交接审批' })
    .start('start')
    .userTask('approve', '审批', { users: ['3'] })
    .userTask('review', '复核', { variable: '${reviewer}' })
    .end('end')
    .flow('f1', 'start', 'approve')
    .flow('f2', 'approve', 'review')
    .flow('f3', 'review', 'end')
    .toXml();
}

describe('process definitions belong to one company (陈静 administers 融合教育集团 only)', () => {
  let wf: WorkflowDriver;

  beforeAll(async () => {
    wf = await WorkflowDriver.start();
  });
  afterAll(() => wf.close());

  it('gives 陈静 her own company’s 合同审批, never 融合科技’s, and refuses her 融合科技 as a company', async () => {
    const own = await wf.get<ProcessDefinition>('chenjing', '/workflow/processDef?processDefKey=agreement&version=1');
    expect(own.status).toBe(200);
    expect(own.body.data.bpmnData).toContain('userId="11"');
    expect(own.body.data.bpmnData).not.toContain('userId="3"');
    const asTech = await wf.get('chenjing', '/workflow/processDef?processDefKey=agreement', TECH);
    expect(asTech.status).toBe(403);
    expect(asTech.body.msg).toBe('当前操作没有权限');
  });

  it('makes 陈静 administrator of 融合教育集团 only, even holding role 3 and working in 融合科技 too', async () => {
    await wf.db.insertInto('user_company').values({ user_id: 11, company_id: 1, dept_id: 11, post: '顾问', team_admin: 0, sort: 99 }).execute();
    await wf.db.insertInto('user_role').values({ user_id: 11, role_id: 3, company_id: 0 }).execute();
    try {
      const asTech = await wf.get('chenjing', '/workflow/processDef?processDefKey=agreement', TECH);
      expect(asTech.status).toBe(403);
      expect(asTech.body.msg).toBe('当前操作没有权限');
      expect((await wf.post('chenjing', '/workflow/processDef/draft', { processDefinitionKey: 'agreement', processName: 'x', bpmnData: handoverProcess() }, TECH)).status).toBe(403);
      expect((await wf.get('chenjing', '/workflow/processDef?processDefKey=agreement')).status).toBe(200);
    } finally {
      await wf.db.deleteFrom('user_role').where('user_id', '=', 11).where('role_id', '=', 3).execute();
      await wf.db.deleteFrom('user_company').where('user_id', '=', 11).where('company_id', '=', 1).execute();
    }
  });

  it('refuses 陈静’s deploy naming 张三 of 融合科技, naming the node; 融合科技’s process is untouched', async () => {
    const own = (await wf.get<ProcessDefinition>('chenjing', '/workflow/processDef?processDefKey=agreement')).body.data;
    const hijacked = own.bpmnData.replace('<rh:user userId="11" chineseName="陈静" />', '<rh:user userId="2" chineseName="张三" />');
    expect(hijacked).not.toBe(own.bpmnData);
    const answer = await wf.post('chenjing', '/workflow/processDef/deploy', deployBody('agreement', hijacked, '合同审批'));
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('节点“部门经理审批”的办理人不属于本公司：张三');

    const tech = (await wf.get<ProcessDefinition>('admin', '/workflow/processDef?processDefKey=agreement')).body.data;
    expect(tech.version).toBe(1);
    expect(tech.bpmnData).toContain('<rh:user userId="3" chineseName="李四" />');
    // 张三 still cannot approve his own contract: it waits at 李四.
    const started = await wf.started('zhangsan', contract({ agreementName: '张三自己的合同' }));
    expect((await wf.info('zhangsan', started.procInstId)).body.data.taskState).not.toBe('running');
    await expect(wf.taskOf('lisi', started.procInstId)).resolves.toMatchObject({ taskDefKey: expect.any(String) });
    // 陈静 hears nothing of 融合科技's contracts.
    expect((await wf.messages(started.procInstId)).filter((m) => m.startsWith('chenjing:'))).toEqual([]);
  });

  it('refuses a department of another company', async () => {
    const xml = new DiagramBuilder('deptcheck', { name: '部门审批' })
      .start('start')
      .userTask('approve', '部门审批', { departments: ['13'] })
      .end('end')
      .flow('f1', 'start', 'approve')
      .flow('f2', 'approve', 'end')
      .toXml();
    const answer = await wf.post('chenjing', '/workflow/processDef/deploy', deployBody('deptcheck', xml));
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('节点“部门审批”的办理人不属于本公司：研发部');
    expect((await wf.post('admin', '/workflow/processDef/deploy', deployBody('deptcheck', xml))).status).toBe(200);
  });

  it('keeps the same key in both companies independently: versions, drafts and what staff may start', async () => {
    const own = (await wf.get<ProcessDefinition>('chenjing', '/workflow/processDef?processDefKey=agreement')).body.data;
    const deployed = await wf.post('chenjing', '/workflow/processDef/deploy', deployBody('agreement', own.bpmnData, '合同审批（教育）'));
    expect(deployed.status).toBe(200);
    expect((await wf.get<ProcessDefinition>('chenjing', '/workflow/processDef?processDefKey=agreement')).body.data).toMatchObject({ version: own.version! + 1, processName: '合同审批（教育）' });
    expect((await wf.get<ProcessDefinition>('admin', '/workflow/processDef?processDefKey=agreement')).body.data).toMatchObject({ version: 1, processName: '合同审批' });

    const draft = { processDefinitionKey: 'agreement', processName: '科技草稿', bpmnData: own.bpmnData };
    expect((await wf.post('admin', '/workflow/processDef/draft', draft)).status).toBe(200);
    const notHers = await wf.get('chenjing', '/workflow/processDef/draft?processDefKey=agreement');
    expect(notHers.status).toBe(404);
    expect(notHers.body.msg).toEqual(expect.any(String));
    expect((await wf.post('chenjing', '/workflow/processDef/draft', { ...draft, processName: '教育草稿' })).status).toBe(200);
    expect((await wf.get<ProcessDefinition>('admin', '/workflow/processDef/draft?processDefKey=agreement')).body.data.processName).toBe('科技草稿');

    const leave = new DiagramBuilder('leave', { name: '请假' }).start('start').userTask('approve', '审批', { users: ['3'] }).end('end').flow('f1', 'start', 'approve').flow('f2', 'approve', 'end').toXml();
    expect((await wf.post('admin', '/workflow/processDef/deploy', deployBody('leave', leave))).status).toBe(200);
    const missing = await wf.get('chenjing', '/workflow/processDef?processDefKey=leave');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('流程定义 leave 不存在');
    const startable = (await wf.get<StartableProcess[]>('linfang', '/workflow/processDef/startableList')).body.data;
    expect(startable.map((p) => p.procDefKey).sort()).toEqual(['agreement']);
    const refused = await wf.post('linfang', '/demoself/agreementForm/operate/startProcessInst', { startProcessDTO: { procDefKey: 'leave' }, agreementFormDTO: contract() });
    expect(refused.status).toBe(404);
    expect((await wf.get('linfang', '/workflow/runtime/query/procDefConfForStartProcessInst?procDefKey=leave')).status).toBe(404);
    const techAgreement = (await wf.get<StartableProcess[]>('zhangsan', '/workflow/processDef/startableList')).body.data.find((p) => p.procDefKey === 'agreement')!;
    expect(techAgreement.procDefId).not.toBe(startable[0].procDefId);
    const foreignConfig = await wf.get('chenjing', `/workflow/runtime/query/procDefConfForHandleTask?procDefId=${techAgreement.procDefId}&taskDefKey=Task_manager`);
    expect(foreignConfig.status).toBe(404);
  });

  it('starts 融合教育集团’s own 合同审批 for its staff: the contract waits at 陈静', async () => {
    const started = await wf.started('linfang', contract({ agreementName: '教材出版合同' }));
    const task = await wf.taskOf('chenjing', started.procInstId);
    const instance = await wf.db.selectFrom('wf_definition').select('tenant_id').where('id', '=', task.procDefId).executeTakeFirstOrThrow();
    expect(instance.tenant_id).toBe('2');
    expect((await wf.info('lisi', started.procInstId)).status).toBe(404);
  });

  it('refuses a handler variable naming a user of another company, leaving the task where it was', async () => {
    expect((await wf.post('admin', '/workflow/processDef/deploy', deployBody('handover', handoverProcess()))).status).toBe(200);
    const start = await wf.post<{ procInstId: string }>('zhangsan', '/demoself/agreementForm/operate/startProcessInst', {
      startProcessDTO: { procDefKey: 'handover' },
      agreementFormDTO: contract({ agreementName: '交接合同' }),
    });
    expect(start.status).toBe(200);
    const procInstId = start.body.data.procInstId;
    const refused = await wf.agree('lisi', procInstId, { variables: { reviewer: '12' } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('节点“复核”的办理人不属于本公司：林芳');
    expect((await wf.taskOf('lisi', procInstId)).taskDefKey).toBe('approve');
    expect((await wf.agree('lisi', procInstId, { variables: { reviewer: '8' } })).status).toBe(200);
    expect((await wf.taskOf('wujiu', procInstId)).taskDefKey).toBe('review');
  });
});
