import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModdleElement } from '../modeler/modules/DiagramServices.ts';
import { DefinitionRefSection, referenceKindOf } from './DefinitionRefSection.tsx';
import { DefinitionsSection } from './DefinitionsSection.tsx';
import { generatedId, rootDefinitions } from './RootDefinitions.ts';
import { RecordingPanelEditor } from './testing/RecordingPanelEditor.ts';
import { renderSection } from './testing/renderSection.tsx';

function setUp() {
  const editor = new RecordingPanelEditor();
  const process = editor.element('bpmn:Process', 'leave', { flowElements: [editor.create('bpmn:UserTask', { id: 'Task_1' })] });
  const definitions = editor.definitions(process);
  return { editor, process, definitions };
}

const dialog = async () => screen.findByRole('dialog');

describe('信号 / 消息', () => {
  it('creates a message with the id typed, refusing a digit first and an id the diagram uses', async () => {
    const user = userEvent.setup();
    const { editor, process, definitions } = setUp();
    renderSection(editor, () => <DefinitionsSection process={process} editor={editor} kind="message" />);
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '创建' }));
    const modal = await dialog();
    await user.click(within(modal).getByRole('button', { name: '确定' }));
    expect(await within(modal).findByText('ID不能为空')).toBeTruthy();
    expect(await within(modal).findByText('名称不能为空')).toBeTruthy();

    const id = within(modal).getByRole('textbox', { name: 'ID' });
    await user.type(id, '1approved');
    await user.click(within(modal).getByRole('button', { name: '确定' }));
    expect(await within(modal).findByText('不能以数字开头，请重新输入')).toBeTruthy();
    await user.clear(id);
    await user.type(id, 'Task_1');
    await user.click(within(modal).getByRole('button', { name: '确定' }));
    expect(await within(modal).findByText('该ID已存在，请修改id后重新保存')).toBeTruthy();
    await user.clear(id);
    await user.type(id, 'Message_approved');
    await user.type(within(modal).getByRole('textbox', { name: '名称' }), '已批准');
    await user.click(within(modal).getByRole('button', { name: '确定' }));

    const [message] = rootDefinitions(definitions, 'message');
    expect([message.id, message.get('name'), message.$parent]).toEqual(['Message_approved', '已批准', definitions]);
    expect(editor.writes).toHaveLength(1);
    expect(await screen.findByText('Message_approved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });
});

describe('错误 / 升级', () => {
  it('gives a new error a generated id, refuses a code another error has, and edits it', async () => {
    const user = userEvent.setup();
    const { editor, process, definitions } = setUp();
    renderSection(editor, () => <DefinitionsSection process={process} editor={editor} kind="error" />);
    await user.click(screen.getByRole('button', { name: '创建' }));
    let modal = await dialog();
    expect(within(modal).queryByRole('textbox', { name: 'ID' })).toBeNull();
    await user.type(within(modal).getByRole('textbox', { name: '名称' }), '余额不足');
    await user.type(within(modal).getByRole('textbox', { name: '错误编码' }), 'E01');
    await user.type(within(modal).getByRole('textbox', { name: '错误信息' }), '账户余额不足');
    await user.click(within(modal).getByRole('button', { name: '确定' }));
    const [error] = rootDefinitions(definitions, 'error');
    expect(error.id).toMatch(/^Error_[0-9a-z]{8}$/);
    expect([error.get('name'), error.get('errorCode'), error.get('camunda:errorMessage')]).toEqual(['余额不足', 'E01', '账户余额不足']);

    await user.click(await screen.findByRole('button', { name: '创建' }));
    modal = await dialog();
    await user.type(within(modal).getByRole('textbox', { name: '名称' }), '重复');
    await user.type(within(modal).getByRole('textbox', { name: '错误编码' }), 'E01');
    await user.click(within(modal).getByRole('button', { name: '确定' }));
    expect(await within(modal).findByText('该错误已存在，请修改编码后重新保存')).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: '取消' }));

    await user.click(await screen.findByRole('button', { name: '编辑' }));
    modal = await dialog();
    // its own code is no clash
    await user.clear(within(modal).getByRole('textbox', { name: '名称' }));
    await user.type(within(modal).getByRole('textbox', { name: '名称' }), '余额不够');
    await user.click(within(modal).getByRole('button', { name: '确定' }));
    expect(rootDefinitions(definitions, 'error').map((e) => [e.get('name'), e.get('errorCode')])).toEqual([['余额不够', 'E01']]);
    expect(editor.writes.at(-1)?.[0]).toBe('setModdleProperties');
  });

  it('refuses an escalation code another escalation has', async () => {
    const user = userEvent.setup();
    const { editor, process, definitions } = setUp();
    const existing = editor.create('bpmn:Escalation', { id: 'Escalation_aaaaaaaa', name: '升级', escalationCode: 'UP' });
    definitions.set('rootElements', [...(definitions.get('rootElements') as ModdleElement[]), existing]);
    renderSection(editor, () => <DefinitionsSection process={process} editor={editor} kind="escalation" />);
    await user.click(screen.getByRole('button', { name: '创建' }));
    const modal = await dialog();
    await user.type(within(modal).getByRole('textbox', { name: '名称' }), '再升级');
    await user.type(within(modal).getByRole('textbox', { name: '升级编码' }), 'UP');
    await user.click(within(modal).getByRole('button', { name: '确定' }));
    expect(await within(modal).findByText('该升级已存在，请修改编码后重新保存')).toBeTruthy();
    expect(editor.writes).toEqual([]);
  });

  it('generates ids of the prefix and 8 random characters', () => {
    const ids = new Set(Array.from({ length: 50 }, () => generatedId('Escalation_')));
    expect([...ids].every((id) => /^Escalation_[0-9a-z]{8}$/.test(id))).toBe(true);
    expect(ids.size).toBe(50);
  });
});

describe('the definition an event refers to', () => {
  it('offers the process’s signals on a signal event and writes the reference', async () => {
    const user = userEvent.setup();
    const { editor, process, definitions } = setUp();
    const signal = editor.create('bpmn:Signal', { id: 'Signal_go', name: '出发' });
    definitions.set('rootElements', [...(definitions.get('rootElements') as ModdleElement[]), signal]);
    const eventDefinition = editor.create('bpmn:SignalEventDefinition') as unknown as ModdleElement;
    const event = editor.element('bpmn:IntermediateCatchEvent', 'Catch_1', { eventDefinitions: [eventDefinition] });
    event.businessObject.$parent = process.businessObject;
    expect(referenceKindOf(event)).toBe('signal');
    expect(referenceKindOf(editor.element('bpmn:IntermediateCatchEvent', 'Plain'))).toBeUndefined();
    renderSection(editor, () => <DefinitionRefSection event={event} editor={editor} />);
    await user.click(screen.getByRole('combobox', { name: '引用信号' }));
    await user.click(await screen.findByTitle('出发 (Signal_go)'));
    expect(eventDefinition.get('signalRef')).toBe(signal);
  });

  it('says where to create one when the process has none', () => {
    const { editor, process } = setUp();
    const event = editor.element('bpmn:EndEvent', 'End_1', { eventDefinitions: [editor.create('bpmn:ErrorEventDefinition')] });
    event.businessObject.$parent = process.businessObject;
    renderSection(editor, () => <DefinitionRefSection event={event} editor={editor} />);
    expect(screen.getByText('请先在流程属性中创建错误')).toBeTruthy();
  });
});
