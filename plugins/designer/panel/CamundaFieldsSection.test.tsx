import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModdleElement } from '../modeler/modules/DiagramServices.ts';
import { AsyncSection } from './AsyncSection.tsx';
import { CamundaFieldsSection, camundaFieldsOf } from './CamundaFieldsSection.tsx';
import { RecordingPanelEditor } from './testing/RecordingPanelEditor.ts';
import { renderSection } from './testing/renderSection.tsx';

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(option));
}

describe('the other Camunda fields', () => {
  it('shows on user tasks, call activities, business rule tasks and conditional events only', () => {
    const editor = new RecordingPanelEditor();
    const labels = (type: string, attrs: Record<string, unknown> = {}) => camundaFieldsOf(editor.element(type, 'X', attrs))?.fields.map((field) => field.label);
    expect(labels('bpmn:UserTask')).toEqual(['候选用户', '候选组', '到期时间', '跟进时间', '优先级']);
    expect(labels('bpmn:IntermediateCatchEvent', { eventDefinitions: [editor.create('bpmn:ConditionalEventDefinition')] })).toEqual(['变量名', '变量事件']);
    expect(labels('bpmn:ServiceTask')).toBeUndefined();
    expect(labels('bpmn:ExclusiveGateway')).toBeUndefined();
  });

  it('writes a user task’s dates and removes an emptied one', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:UserTask', 'Task_1', { 'camunda:priority': '50' });
    renderSection(editor, () => <CamundaFieldsSection element={task} editor={editor} />);
    await user.type(screen.getByRole('textbox', { name: '到期时间' }), '${{due}');
    await user.tab();
    await user.clear(screen.getByRole('textbox', { name: '优先级' }));
    await user.tab();
    expect([task.businessObject.get('camunda:dueDate'), task.businessObject.get('camunda:priority')]).toEqual(['${due}', undefined]);
  });

  it('asks a call activity for a version only with the version binding, writes latest as no binding and drops the version with it', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const call = editor.element('bpmn:CallActivity', 'Call_1');
    renderSection(editor, () => <CamundaFieldsSection element={call} editor={editor} />);
    expect(screen.getByTitle('最新版本')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '版本' })).toBeNull();
    await choose(user, '绑定方式', '指定版本');
    await user.type(await screen.findByRole('textbox', { name: '版本' }), '3');
    await user.tab();
    expect([call.businessObject.get('camunda:calledElementBinding'), call.businessObject.get('camunda:calledElementVersion')]).toEqual(['version', '3']);
    await choose(user, '绑定方式', '最新版本');
    // camunda-bpmn-moddle reads an absent binding as its default, latest: the XML holds neither
    const { xml } = await editor.moddle.toXML(call.businessObject as never);
    expect(xml).not.toMatch(/calledElement(Binding|Version)/);
  });

  it('maps a business rule task’s result with resultList as the default, and writes a conditional event’s fields on its definition', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const rule = editor.element('bpmn:BusinessRuleTask', 'Rule_1');
    const definition = editor.create('bpmn:ConditionalEventDefinition') as unknown as ModdleElement;
    const event = editor.element('bpmn:IntermediateCatchEvent', 'Cond_1', { eventDefinitions: [definition] });
    renderSection(editor, () => (
      <>
        <CamundaFieldsSection element={rule} editor={editor} />
        <CamundaFieldsSection element={event} editor={editor} />
      </>
    ));
    expect(screen.getByTitle('结果列表 (resultList)')).toBeTruthy();
    await choose(user, '结果映射', '单行结果 (singleResult)');
    expect(rule.businessObject.get('camunda:mapDecisionResult')).toBe('singleResult');
    await user.type(screen.getByRole('textbox', { name: '变量名' }), 'amount');
    await user.tab();
    expect(definition.get('camunda:variableName')).toBe('amount');
    expect(editor.writes.at(-1)?.[0]).toBe('setModdleProperties');
  });

  it('gives an async element its job priority and retry time cycle', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:ServiceTask', 'Task_1', { 'camunda:asyncBefore': true });
    renderSection(editor, () => <AsyncSection element={task} editor={editor} />);
    await user.type(screen.getByRole('textbox', { name: '重试周期' }), 'R3/PT10M');
    await user.tab();
    const { xml } = await editor.moddle.toXML(task.businessObject as never);
    expect(xml).toContain('<camunda:failedJobRetryTimeCycle>R3/PT10M</camunda:failedJobRetryTimeCycle>');
    await user.type(screen.getByRole('textbox', { name: '作业优先级' }), '10');
    await user.tab();
    expect(task.businessObject.get('camunda:jobPriority')).toBe('10');
  });
});
