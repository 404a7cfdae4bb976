import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModdleElement } from '../modeler/modules/DiagramServices.ts';
import { TaskImplementationSection, hasTaskImplementation, implementTypeOf } from './TaskImplementationSection.tsx';
import { RecordingPanelEditor } from './testing/RecordingPanelEditor.ts';
import { renderSection } from './testing/renderSection.tsx';

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(option));
}

describe('任务实现', () => {
  it('belongs to service, send and business-rule tasks and to message throw and end events', () => {
    const editor = new RecordingPanelEditor();
    const message = () => [editor.create('bpmn:MessageEventDefinition')];
    expect(['bpmn:ServiceTask', 'bpmn:SendTask', 'bpmn:BusinessRuleTask'].every((type) => hasTaskImplementation(editor.element(type, 'T')))).toBe(true);
    expect(hasTaskImplementation(editor.element('bpmn:EndEvent', 'E', { eventDefinitions: message() }))).toBe(true);
    expect(hasTaskImplementation(editor.element('bpmn:IntermediateThrowEvent', 'E', { eventDefinitions: message() }))).toBe(true);
    expect(hasTaskImplementation(editor.element('bpmn:IntermediateCatchEvent', 'E', { eventDefinitions: message() }))).toBe(false);
    expect(hasTaskImplementation(editor.element('bpmn:EndEvent', 'E'))).toBe(false);
    expect(hasTaskImplementation(editor.element('bpmn:UserTask', 'T'))).toBe(false);
  });

  it('asks each type for its value on blur with the spec’s message', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:ServiceTask', 'Task_1');
    renderSection(editor, () => <TaskImplementationSection element={task} editor={editor} />);
    const cases: Array<[string, string, string]> = [
      ['Java类', 'java类', 'java类不能为空'],
      ['表达式', '表达式', '表达式不能为空'],
      ['代理表达式', '代理表达式', '代理表达式不能为空'],
      ['外部', '主题', '主题不能为空'],
      ['连接器', '连接器ID', '连接器ID不能为空'],
    ];
    for (const [type, label, message] of cases) {
      await choose(user, '实现方式', type);
      const field = await screen.findByRole('textbox', { name: label });
      expect(screen.queryByText(message)).toBeNull();
      await user.click(field);
      await user.tab();
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it('keeps resultVariable for 表达式 and topic and taskPriority for 外部, and clears the rest on a switch', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:ServiceTask', 'Task_1', {
      'camunda:expression': '${mail.send()}',
      'camunda:resultVariable': 'sent',
      'camunda:topic': 'mail',
      'camunda:taskPriority': '5',
    });
    renderSection(editor, () => <TaskImplementationSection element={task} editor={editor} />);
    expect(implementTypeOf(task.businessObject)).toBe('expression');
    expect((screen.getByRole('textbox', { name: '结果变量' }) as HTMLInputElement).value).toBe('sent');

    await choose(user, '实现方式', '外部');
    const attributes = () => Object.fromEntries(['expression', 'resultVariable', 'type', 'topic', 'taskPriority', 'class'].map((name) => [name, task.businessObject.get(`camunda:${name}`)]));
    expect(attributes()).toEqual({ expression: undefined, resultVariable: undefined, type: 'external', topic: 'mail', taskPriority: '5', class: undefined });
    expect(editor.writes).toHaveLength(1);

    await choose(user, '实现方式', 'Java类');
    expect(attributes()).toEqual({ expression: undefined, resultVariable: undefined, type: undefined, topic: undefined, taskPriority: undefined, class: '' });
    await user.type(screen.getByRole('textbox', { name: 'java类' }), 'com.example.Mail');
    await user.tab();
    expect(task.businessObject.get('camunda:class')).toBe('com.example.Mail');
    const { xml } = await editor.moddle.toXML(task.businessObject as never);
    expect(xml).toContain('camunda:class="com.example.Mail"');
  });

  it('writes a message end event’s connector on its message definition, and removes it on a switch', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const definition = editor.create('bpmn:MessageEventDefinition') as unknown as ModdleElement;
    const end = editor.element('bpmn:EndEvent', 'End_1', { eventDefinitions: [definition] });
    renderSection(editor, () => <TaskImplementationSection element={end} editor={editor} />);
    await choose(user, '实现方式', '连接器');
    await user.type(await screen.findByRole('textbox', { name: '连接器ID' }), 'http-connector');
    await user.tab();
    const connector = () => ((definition.get('extensionElements') as ModdleElement | undefined)?.get('values') as ModdleElement[] | undefined)?.[0];
    expect(connector()?.get('connectorId')).toBe('http-connector');
    expect(end.businessObject.get('extensionElements')).toBeUndefined();

    await choose(user, '实现方式', '代理表达式');
    expect(connector()).toBeUndefined();
    expect(definition.get('camunda:delegateExpression')).toBe('');
  });
});
