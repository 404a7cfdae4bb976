import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BpmnXmlReader } from '../../../contracts/bpmn/BpmnXmlReader.ts';
import { DeployErrorCodes } from '../../../contracts/bpmn/DeployErrorCodes.ts';
import { DiagramBuilder } from '../../../contracts/bpmn/testing/DiagramBuilder.ts';
import { moddleSnapshot } from '../../../contracts/bpmn/testing/ModdleSnapshot.ts';
import { contract, WorkflowDriver, type ProcessInfo } from './WorkflowDriver.ts';

interface ProcessDefinition {
  processDefinitionKey: string;
  processName: string;
  bpmnData: string;
  version: number | null;
  updateTime: string | null;
}
interface DeployResult {
  success: boolean;
  illegalNodeList: { nodeId: string; errCode: string }[];
  procDefId?: string | null;
}
interface StartableProcess {
  procDefKey: string;
  procDefId: string;
  processName: string;
  version: number;
  formRouter: string | null;
  deployTime: string;
}

const FIXTURES = join(import.meta.dirname, '../../fixtures/bpmn');

/** A small runnable process: start → 审批 (李四) → end, bound to the contract form. */
function simpleProcess(key: string): string {
  return new DiagramBuilder(key, { name: '简单审批' })
    .start('start')
    .userTask('approve', '审批', { users: ['3'] })
    .end('end')
    .flow('f1', 'start', 'approve')
    .flow('f2', 'approve', 'end')
    .toXml();
}

const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d"><bpmn:process id="lolz" name="&lol3;" isExecutable="true" /></bpmn:definitions>`;

const EXTERNAL_ENTITY = `<?xml version="1.0"?>
<!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d"><bpmn:process id="xxe" name="&xxe;" isExecutable="true" /></bpmn:definitions>`;

function deployBody(key: string, xml: string, name = '测试流程') {
  return { processDefinitionKey: key, processName: name, bpmnData: xml, source: null };
}

describe('process definitions for the designer', () => {
  let wf: WorkflowDriver;

  beforeAll(async () => {
    wf = await WorkflowDriver.start();
  });
  afterAll(() => wf.close());

  it('serves the deployed contract approval to an administrator, and to nobody else', async () => {
    const answer = await wf.get<ProcessDefinition>('admin', '/workflow/processDef?processDefKey=agreement');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ processDefinitionKey: 'agreement', processName: '合同审批', version: 1 });
    expect(answer.body.data.bpmnData).toContain('<bpmn:process id="agreement"');
    expect((await wf.get('zhangsan', '/workflow/processDef?processDefKey=agreement')).status).toBe(403);
    const unknown = await wf.get('admin', '/workflow/processDef?processDefKey=nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('流程定义 nothing 不存在');
  });

  it('keeps a draft per key: 404 before, 暂存成功, then the same XML back', async () => {
    expect((await wf.get('admin', '/workflow/processDef/draft?processDefKey=leave')).status).toBe(404);
    const xml = simpleProcess('leave');
    const saved = await wf.post('admin', '/workflow/processDef/draft', { processDefinitionKey: 'leave', processName: '请假', bpmnData: xml });
    expect(saved.body).toMatchObject({ code: 0, msg: '暂存成功', data: true });
    const draft = await wf.get<ProcessDefinition>('admin', '/workflow/processDef/draft?processDefKey=leave');
    expect(draft.body.data).toMatchObject({ processDefinitionKey: 'leave', processName: '请假', bpmnData: xml, version: null });
    // A draft is not checked, but it is guarded like every XML the server reads.
    const hostile = await wf.post('admin', '/workflow/processDef/draft', { processDefinitionKey: 'leave', processName: '请假', bpmnData: BILLION_LAUGHS });
    expect(hostile.status).toBe(400);
    expect((await wf.post('zhangsan', '/workflow/processDef/draft', { processDefinitionKey: 'x', processName: 'x', bpmnData: xml })).status).toBe(403);
  });

  it('lets only administrators deploy', async () => {
    const answer = await wf.post('zhangsan', '/workflow/processDef/deploy', deployBody('simple', simpleProcess('simple')));
    expect(answer.status).toBe(403);
    expect(answer.body.msg).toBe('当前操作没有权限');
  });

  it('deploys a key again as a new version; a running instance stays on its own', async () => {
    const before = await wf.started('zhangsan', contract({ agreementName: '旧版本上的合同' }));
    const oldInfo = (await wf.info('lisi', before.procInstId)).body.data;

    const current = (await wf.get<ProcessDefinition>('admin', '/workflow/processDef?processDefKey=agreement')).body.data;
    const renamed = current.bpmnData.replace('name="部门经理审批"', 'name="部门负责人审批"');
    const deployed = await wf.post<DeployResult>('admin', '/workflow/processDef/deploy', deployBody('agreement', renamed, '合同审批'));
    expect(deployed.body).toMatchObject({ code: 0, msg: '发布成功', data: { success: true, illegalNodeList: [] } });
    expect((await wf.get<ProcessDefinition>('admin', '/workflow/processDef?processDefKey=agreement')).body.data.version).toBe(2);

    const after = await wf.started('zhangsan', contract({ agreementName: '新版本上的合同' }));
    const newInfo = (await wf.info('lisi', after.procInstId)).body.data;
    expect(newInfo.procDefId).toBe(deployed.body.data.procDefId);
    expect(oldInfo.procDefId).not.toBe(newInfo.procDefId);
    const oldHistory = await wf.history('lisi', before.procInstId);
    const newHistory = await wf.history('lisi', after.procInstId);
    expect(oldHistory.at(-1)).toMatchObject({ activityName: '部门经理审批', action: 'running' });
    expect(newHistory.at(-1)).toMatchObject({ activityName: '部门负责人审批', action: 'running' });
    // The old one still runs on version 1.
    expect((await wf.agree('lisi', before.procInstId)).status).toBe(200);
    expect((await wf.info('lisi', before.procInstId)).body.data.procDefId).toBe(oldInfo.procDefId);
  });

  it('answers nodes that break the deploy rules as illegalNodeList, with codes of the dictionary', async () => {
    const xml = new DiagramBuilder('broken', { name: '有问题的流程' })
      .start('start', '')
      .userTask('nobody', '没人办理', { noCandidates: true })
      .end('end')
      .flow('f1', 'start', 'nobody')
      .flow('f2', 'nobody', 'end')
      .toXml();
    const answer = await wf.post<DeployResult>('admin', '/workflow/processDef/deploy', deployBody('broken', xml));
    expect(answer.status).toBe(200);
    expect(answer.body.msg).toBeNull();
    expect(answer.body.data.success).toBe(false);
    expect(answer.body.data.illegalNodeList).toEqual(
      expect.arrayContaining([
        { nodeId: 'start', errCode: 'NODE_NAME_REQUIRED' },
        { nodeId: 'nobody', errCode: 'CANDIDATE_REQUIRED' },
      ]),
    );
    const dictionary = await wf.get<{ value: string; label: string }[]>('admin', '/admin/dict/type/workflow_deploy_err_code');
    const values = dictionary.body.data.map((item) => item.value);
    expect(answer.body.data.illegalNodeList.every((node) => values.includes(node.errCode))).toBe(true);
    expect((await wf.get('admin', '/workflow/processDef?processDefKey=broken')).status).toBe(404);
  });

  it('serves the deploy error dictionary straight from contracts/bpmn’s table', async () => {
    const dictionary = await wf.get<{ value: string; label: string }[]>('zhangsan', '/admin/dict/type/workflow_deploy_err_code');
    expect(dictionary.body.data).toEqual(DeployErrorCodes.map((entry) => ({ value: entry.code, label: entry.label })));
  });

  it('refuses a process that is not executable or binds no form, with the designer’s message', async () => {
    const notExecutable = new DiagramBuilder('off', { executable: false }).start('s').userTask('t', '审批', { users: ['3'] }).end('e').flow('a', 's', 't').flow('b', 't', 'e');
    const answer = await wf.post('admin', '/workflow/processDef/deploy', deployBody('off', notExecutable.toXml()));
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('若将流程属性‘可执行’设置为关闭状态，则不可发布流程');
    const noForm = new DiagramBuilder('noform', { formKeys: [] }).start('s').userTask('t', '审批', { users: ['3'] }).end('e').flow('a', 's', 't').flow('b', 't', 'e');
    const refused = await wf.post('admin', '/workflow/processDef/deploy', deployBody('noform', noForm.toXml()));
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('请在流程属性上至少绑定一个表单');
  });

  it('refuses hostile XML with a clear message: entity bombs, external entities, oversize, not XML', async () => {
    for (const xml of [BILLION_LAUGHS, EXTERNAL_ENTITY]) {
      const answer = await wf.post('admin', '/workflow/processDef/deploy', deployBody('lolz', xml));
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toContain('流程图不能包含 DOCTYPE 或 ENTITY 声明');
    }
    const padding = `<!--${'x'.repeat(1024 * 1024)}-->`;
    const oversize = await wf.post('admin', '/workflow/processDef/deploy', deployBody('big', simpleProcess('big').replace('<bpmn:process', `${padding}<bpmn:process`)));
    expect(oversize.status).toBe(400);
    expect(oversize.body.msg).toBe('流程图超过大小限制（1024KB）');
    const huge = await wf.post('admin', '/workflow/processDef/deploy', deployBody('huge', `<x>${'y'.repeat(3 * 1024 * 1024)}</x>`));
    expect(huge.status).toBe(413);
    expect(huge.body.msg).toBe('请求体过大');
    const garbage = await wf.post('admin', '/workflow/processDef/deploy', deployBody('garbage', 'this is not <xml'));
    expect(garbage.status).toBe(400);
    expect(garbage.body.msg).toMatch(/^流程图无法读取：/);
    expect((await wf.get('admin', '/workflow/processDef?processDefKey=lolz')).status).toBe(404);
  });

  it('renames an imported diagram’s process and keeps its drawing pointing at it', async () => {
    const current = (await wf.get<ProcessDefinition>('admin', '/workflow/processDef?processDefKey=agreement')).body.data;
    const answer = await wf.post<{ newBpmnXml: string }>('admin', '/workflow/processDef/checkBpmnXml', { newId: 'purchase', newName: '采购审批', xml: current.bpmnData });
    expect(answer.status).toBe(200);
    const xml = answer.body.data.newBpmnXml;
    expect(xml).toContain('<bpmn:process id="purchase" name="采购审批"');
    expect(xml).toContain('bpmnElement="purchase"');
    expect(xml).not.toContain('id="agreement"');
    expect(xml).toContain('rh:candidateCondition');
    const deployed = await wf.post<DeployResult>('admin', '/workflow/processDef/deploy', deployBody('purchase', xml, '采购审批'));
    expect(deployed.body.data.success).toBe(true);

    const hostile = await wf.post('admin', '/workflow/processDef/checkBpmnXml', { newId: 'x', newName: 'x', xml: EXTERNAL_ENTITY });
    expect(hostile.status).toBe(400);
    const badId = await wf.post('admin', '/workflow/processDef/checkBpmnXml', { newId: '1 bad id', newName: 'x', xml: current.bpmnData });
    expect(badId.status).toBe(400);
  });

  it('keeps the Camunda-style fields through checkBpmnXml, deploy and export', async () => {
    const original = readFileSync(join(FIXTURES, 'designer/camunda-fields.bpmn'), 'utf8');
    const snapshot = async (xml: string) => moddleSnapshot((await new BpmnXmlReader().read(xml)).definitions);
    const checked = await wf.post<{ newBpmnXml: string }>('admin', '/workflow/processDef/checkBpmnXml', { newId: 'purchase', newName: '采购审批', xml: original });
    expect(checked.status).toBe(200);
    expect(await snapshot(checked.body.data.newBpmnXml)).toEqual(await snapshot(original));
    expect(checked.body.data.newBpmnXml).toContain('<camunda:inputOutput>');

    // the engine does not run them, but they never stop a deploy
    const deployed = await wf.post<DeployResult>('admin', '/workflow/processDef/deploy', deployBody('purchase', checked.body.data.newBpmnXml, '采购审批'));
    expect(deployed.body.data).toMatchObject({ success: true, illegalNodeList: [] });
    const exported = await wf.get<ProcessDefinition>('admin', '/workflow/processDef?processDefKey=purchase');
    expect(exported.body.data.bpmnData).toBe(checked.body.data.newBpmnXml);
  });

  it('imports an Activiti export that binds the camunda prefix to its own namespace', async () => {
    const original = readFileSync(join(FIXTURES, 'miwg-reference/C.1.0.bpmn'), 'utf8');
    const answer = await wf.post<{ newBpmnXml: string }>('admin', '/workflow/processDef/checkBpmnXml', { newId: 'invoice', newName: '发票', xml: original });
    expect(answer.status).toBe(200);
    expect(answer.body.data.newBpmnXml).toContain('camunda1:candidateGroups="accounting"');
  });

  it('lists the latest version of every process for starting, with its form', async () => {
    const list = await wf.get<StartableProcess[]>('zhangsan', '/workflow/processDef/startableList');
    const agreement = list.body.data.find((p) => p.procDefKey === 'agreement');
    const latest = (await wf.get<ProcessDefinition>('admin', '/workflow/processDef?processDefKey=agreement')).body.data;
    expect(agreement).toMatchObject({ processName: '合同审批', version: latest.version, formRouter: 'AgreementForm' });
    expect(list.body.data.filter((p) => p.procDefKey === 'agreement')).toHaveLength(1);
    expect(list.body.data.map((p) => p.procDefKey)).not.toContain('broken');
  });

  it('starts from the latest version and answers 404 for a process never deployed', async () => {
    const answer = await wf.startAgreement('zhangsan', contract(), undefined);
    const info = await wf.get<ProcessInfo>('lisi', `/workflow/runtime/query/getMessageProcessInfo?procInstId=${answer.body.data.procInstId}`);
    const list = await wf.get<StartableProcess[]>('zhangsan', '/workflow/processDef/startableList');
    expect(info.body.data.procDefId).toBe(list.body.data.find((p) => p.procDefKey === 'agreement')!.procDefId);
    const missing = await wf.post('zhangsan', '/demoself/agreementForm/operate/startProcessInst', { startProcessDTO: { procDefKey: 'nothing' }, agreementFormDTO: contract() });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('流程定义 nothing 不存在');
  });
});
