import { describe, expect, it } from 'vitest';
import type { ModdleElement } from 'bpmn-moddle';
import { DEFAULT_BUTTONS, type CandidateCondition, type FormEntry } from './RongheExtension.ts';
import { RongheExtensionReader } from './RongheExtensionReader.ts';
import { RongheExtensionWriter } from './RongheExtensionWriter.ts';
import { createRongheModdle } from './RongheModdle.ts';

const moddle = createRongheModdle();
const writer = new RongheExtensionWriter(moddle);
const reader = new RongheExtensionReader();

/** A user task holding the given extension elements, saved to XML and parsed again. */
async function reparsed(type: string, values: ModdleElement[], attrs: Record<string, unknown> = {}): Promise<ModdleElement> {
  const task = moddle.create(type, { id: 'Task_1', name: '部门经理审批', ...attrs, extensionElements: moddle.create('bpmn:ExtensionElements', { values }) });
  const process = moddle.create('bpmn:Process', { id: 'leave', isExecutable: true, flowElements: [task] });
  const definitions = moddle.create('bpmn:Definitions', { targetNamespace: 'http://bpmn.io/schema/bpmn', rootElements: [process] });
  const { xml } = await moddle.toXML(definitions);
  const { rootElement } = await createRongheModdle().fromXML(xml);
  return ((rootElement as ModdleElement & { rootElements: ModdleElement[] }).rootElements[0] as ModdleElement & { flowElements: ModdleElement[] }).flowElements[0];
}

describe('RongheExtensionWriter', () => {
  it('writes what the reader reads back: candidates, handling method, buttons, forms and notice', async () => {
    const candidates: CandidateCondition = {
      companyList: [{ companyId: '1', name: '融合科技' }],
      departmentList: [{ deptId: '2', name: '研发部' }],
      roleList: [{ roleId: '5', roleName: '部门经理' }],
      userList: [{ userId: '4', chineseName: '李四' }],
      variable: '${initiator}',
    };
    const forms: FormEntry[] = [
      {
        formId: '7',
        formKey: 'agreement',
        formName: '合同管理',
        formFieldList: [{ key: 'money', name: '金额', operable: 'true', readOnly: 'false', hidden: 'default', required: 'true' }],
        formPropertyList: [{ key: 'print', name: '打印模板', value: 'A4' }],
      },
    ];
    const action = { type: 'completeMultiInst' as const, isSequential: true, completePercentage: 60, condition: '' };
    const buttons = DEFAULT_BUTTONS.map((button) => ({ ...button, enabled: button.id === 'delegate' ? true : button.enabled }));
    const task = await reparsed('bpmn:UserTask', [
      writer.candidateCondition(candidates),
      writer.multiActorAction(action),
      writer.buttons(buttons),
      writer.forms(forms),
      writer.notice({ channels: ['system'] }),
    ]);
    expect(reader.candidateCondition(task)).toEqual(candidates);
    expect(reader.multiActorAction(task)).toEqual(action);
    expect(reader.buttons(task)).toEqual(buttons);
    expect(reader.forms(task)).toEqual(forms);
    expect(reader.notice(task)).toEqual({ channels: ['system'] });
  });

  it('writes a gateway branch order and the process form keys', async () => {
    const gateway = await reparsed('bpmn:ExclusiveGateway', [writer.flowOrder([{ flowId: 'Flow_b', seq: 1 }, { flowId: 'Flow_a', seq: 2 }])]);
    expect(reader.flowOrder(gateway)).toEqual([{ flowId: 'Flow_b', seq: 1 }, { flowId: 'Flow_a', seq: 2 }]);
    const holder = moddle.create('bpmn:Process', { id: 'p', extensionElements: moddle.create('bpmn:ExtensionElements', { values: [writer.formKeys(['agreement', 'leave'])] }) });
    expect(reader.formKeys(holder)).toEqual(['agreement', 'leave']);
  });

  it('leaves out an empty variable and condition rather than writing blank attributes', async () => {
    const empty: CandidateCondition = { companyList: [], departmentList: [], roleList: [], userList: [{ userId: '3', chineseName: '张三' }], variable: '' };
    const written = writer.candidateCondition(empty);
    expect(written.get('variable')).toBeUndefined();
    expect(writer.multiActorAction({ type: 'candidate', isSequential: false, completePercentage: 100, condition: '' }).get('condition')).toBeUndefined();
  });

  it('writes a start flow’s business key as rh:businessKey, and removes it when there is none', async () => {
    const flow = await reparsed('bpmn:SequenceFlow', [], writer.businessKey(' ${applyNo} '));
    const { xml } = await moddle.toXML(flow);
    expect(xml).toContain('rh:businessKey="${applyNo}"');
    expect(reader.businessKey(flow)).toBe('${applyNo}');
    expect(writer.businessKey('  ')).toEqual({ 'rh:businessKey': undefined });
    expect(reader.businessKey(moddle.create('bpmn:SequenceFlow', { id: 'Flow_2' }))).toBe('');
  });
});
