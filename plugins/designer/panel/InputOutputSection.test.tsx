import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModdleElement } from '../modeler/modules/DiagramServices.ts';
import { parameterOf } from './InputOutputParameter.ts';
import { InputOutputSection, hasInputOutput } from './InputOutputSection.tsx';
import { RecordingPanelEditor } from './testing/RecordingPanelEditor.ts';
import { renderSection } from './testing/renderSection.tsx';

const inputOutput = (editor: RecordingPanelEditor, element: ReturnType<RecordingPanelEditor['element']>) =>
  editor.reader.extension(element.businessObject as never, 'camunda:InputOutput') as unknown as ModdleElement | undefined;
const parameters = (holder: ModdleElement | undefined, list: string) => ((holder?.get(list) as ModdleElement[] | undefined) ?? []).map(parameterOf);

describe('输入/输出参数', () => {
  it('belongs to activities and intermediate and end events, not to start events or gateways', () => {
    const editor = new RecordingPanelEditor();
    const has = (type: string) => hasInputOutput(editor.element(type, 'X'));
    expect(['bpmn:ServiceTask', 'bpmn:UserTask', 'bpmn:SubProcess', 'bpmn:CallActivity', 'bpmn:IntermediateThrowEvent', 'bpmn:EndEvent'].every(has)).toBe(true);
    expect(['bpmn:StartEvent', 'bpmn:BoundaryEvent', 'bpmn:ExclusiveGateway', 'bpmn:SequenceFlow'].some(has)).toBe(false);
  });

  it('adds an input parameter only with a name, a map with its keys, and an output list', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:ServiceTask', 'Task_1');
    renderSection(editor, () => <InputOutputSection element={task} editor={editor} />);

    await user.click(screen.getByRole('button', { name: '添加输入参数' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('参数名称不能为空')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: '参数名称' }), 'headers');
    await user.click(within(dialog).getByRole('combobox', { name: '参数类型' }));
    await user.click(await screen.findByTitle('映射'));
    await user.click(await within(dialog).findByRole('button', { name: '添加一项' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('键不能为空')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: '键 1' }), 'Accept');
    await user.type(within(dialog).getByRole('textbox', { name: '值 1' }), 'application/json');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(parameters(inputOutput(editor, task), 'inputParameters')).toMatchObject([{ name: 'headers', type: 'map', entries: [{ key: 'Accept', value: 'application/json' }] }]);

    await user.click(await screen.findByRole('button', { name: '添加输出参数' }));
    dialog = screen.getAllByRole('dialog').at(-1) as HTMLElement;
    await user.type(within(dialog).getByRole('textbox', { name: '参数名称' }), 'approvers');
    await user.click(within(dialog).getByRole('combobox', { name: '参数类型' }));
    await user.click((await screen.findAllByTitle('列表')).at(-1) as HTMLElement);
    await user.click(await within(dialog).findByRole('button', { name: '添加一项' }));
    await user.type(within(dialog).getByRole('textbox', { name: '值 1' }), '${{manager}');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    const holder = inputOutput(editor, task);
    expect(parameters(holder, 'outputParameters')).toMatchObject([{ name: 'approvers', type: 'list', items: [{ value: '${manager}' }] }]);
    expect(parameters(holder, 'inputParameters').map((parameter) => parameter.name)).toEqual(['headers']);
    const { xml } = await editor.moddle.toXML(task.businessObject as never);
    expect(xml).toContain('<camunda:entry key="Accept">application/json</camunda:entry>');
    expect(xml).toContain('<camunda:list><camunda:value>${manager}</camunda:value></camunda:list>');
  });

  it('edits a script parameter, and removes the last parameter after a confirm, leaving no inputOutput behind', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:ServiceTask', 'Task_1');
    const script = editor.create('camunda:Script', { scriptFormat: 'groovy', value: 'a + b' });
    editor.update(task, { extensions: { 'camunda:InputOutput': editor.create('camunda:InputOutput', { inputParameters: [editor.create('camunda:InputParameter', { name: 'sum', definition: script })] }) } });
    renderSection(editor, () => <InputOutputSection element={task} editor={editor} />);

    await user.click(screen.getByRole('button', { name: '编辑 sum' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('textbox', { name: '脚本' }) as HTMLTextAreaElement).value).toBe('a + b');
    await user.click(within(dialog).getByRole('radio', { name: '外部资源' }));
    await user.type(await within(dialog).findByRole('textbox', { name: '资源' }), 'scripts/sum.groovy');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(parameters(inputOutput(editor, task), 'inputParameters')).toMatchObject([{ name: 'sum', type: 'script', scriptFormat: 'groovy', scriptType: 'external', resource: 'scripts/sum.groovy' }]);

    await user.click(await screen.findByRole('button', { name: '删除 sum' }));
    expect(await screen.findByText('确定删除吗？')).toBeTruthy();
    const confirm = screen.getAllByRole('dialog').at(-1) as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(task.businessObject.get('extensionElements')).toBeUndefined();
  });
});
