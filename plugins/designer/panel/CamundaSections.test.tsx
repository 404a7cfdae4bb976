import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModdleElement } from '../modeler/modules/DiagramServices.ts';
import { AsyncSection } from './AsyncSection.tsx';
import { CamundaProcessSection } from './CamundaProcessSection.tsx';
import { ExtensionPropertiesSection, propertiesOf } from './ExtensionPropertiesSection.tsx';
import { ListenersSection, listenersOf } from './ListenersSection.tsx';
import { RecordingPanelEditor } from './testing/RecordingPanelEditor.ts';
import { renderSection } from './testing/renderSection.tsx';

describe('扩展设置', () => {
  it('writes the Camunda process attributes, isStartableInTasklist only when switched off', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const process = editor.element('bpmn:Process', 'leave');
    renderSection(editor, () => <CamundaProcessSection process={process} editor={editor} />);
    await user.type(screen.getByRole('textbox', { name: '版本标签' }), 'v2026');
    await user.tab();
    await user.click(screen.getByRole('switch', { name: '可在任务列表中启动' }));
    expect(process.businessObject.get('camunda:versionTag')).toBe('v2026');
    expect(process.businessObject.get('camunda:isStartableInTasklist')).toBe(false);
  });

  it('shows 排他 only while an async option is on, and leaves nothing behind when both go off', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:UserTask', 'Task_1');
    renderSection(editor, () => <AsyncSection element={task} editor={editor} />);
    expect(screen.queryByRole('checkbox', { name: '排他' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: '异步前' }));
    expect((screen.getByRole('checkbox', { name: '排他' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: '排他' }));
    expect(task.businessObject.get('camunda:exclusive')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: '异步前' }));
    const { xml } = await editor.moddle.toXML(task.businessObject as never);
    expect(xml).not.toMatch(/camunda:(asyncBefore|exclusive)/);
  });

  it('adds an extension property only with a name, and removes it after a confirm', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:UserTask', 'Task_1');
    renderSection(editor, () => <ExtensionPropertiesSection element={task} editor={editor} />);
    await user.click(screen.getByRole('button', { name: '添加' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('属性名不能为空')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: '属性名' }), 'sla');
    await user.type(within(dialog).getByRole('textbox', { name: '属性值' }), '2d');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(propertiesOf(task, editor)).toEqual([{ name: 'sla', value: '2d' }]);

    await user.click(await screen.findByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除吗？')).toBeTruthy();
    const confirm = screen.getAllByRole('dialog').at(-1) as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(propertiesOf(task, editor)).toEqual([]);
  });

  it('requires a task listener’s id and value, and keeps its fields when it is edited', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:UserTask', 'Task_1');
    const field = editor.create('camunda:Field', { name: 'to', stringValue: 'hr' });
    editor.update(task, { extensions: { 'camunda:TaskListener': [editor.create('camunda:TaskListener', { event: 'create', id: 'notify', class: 'com.example.Notify', fields: [field] })] } });
    renderSection(editor, () => <ListenersSection element={task} editor={editor} kind="task" />);
    expect(listenersOf(task, 'task').map(({ event, id, listenerType, value }) => ({ event, id, listenerType, value }))).toEqual([
      { event: 'create', id: 'notify', listenerType: 'class', value: 'com.example.Notify' },
    ]);

    await user.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByRole('textbox', { name: '值' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('java类不能为空')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: '值' }), 'com.example.Mail');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    const [listener] = listenersOf(task, 'task');
    expect(listener.value).toBe('com.example.Mail');
    expect((listener.source.get('fields') as ModdleElement[]).map((kept) => kept.get('name'))).toEqual(['to']);
  });

  it('writes a script listener from a resource, and a timeout task listener with its timer, each part required', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:UserTask', 'Task_1');
    renderSection(editor, () => <ListenersSection element={task} editor={editor} kind="task" />);
    await user.click(screen.getByRole('button', { name: '添加' }));
    const drawer = await screen.findByRole('dialog');
    const choose = async (label: string, option: string) => {
      await user.click(within(drawer).getByRole('combobox', { name: label }));
      await user.click((await screen.findAllByTitle(option)).at(-1)!);
    };
    await choose('事件类型', '超时');
    await user.type(within(drawer).getByRole('textbox', { name: '监听器ID' }), 'remind');
    await choose('监听器类型', '脚本');
    await user.type(within(drawer).getByRole('textbox', { name: '脚本格式' }), 'groovy');
    await choose('脚本类型', '外部资源');
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    expect(await within(drawer).findByText('资源不能为空')).toBeTruthy();
    expect(within(drawer).getByText('请选择定时器类型')).toBeTruthy();
    expect(within(drawer).getByText('请输入计时器定义')).toBeTruthy();
    expect(listenersOf(task, 'task')).toEqual([]);

    await user.type(within(drawer).getByRole('textbox', { name: '资源' }), 'scripts/remind.groovy');
    await choose('定时器类型', '持续时间');
    await user.type(within(drawer).getByRole('textbox', { name: '定时器定义' }), 'PT2H');
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(listenersOf(task, 'task')).toHaveLength(1));
    const [listener] = listenersOf(task, 'task');
    expect(listener).toMatchObject({ event: 'timeout', id: 'remind', listenerType: 'script', scriptFormat: 'groovy', scriptType: 'external', resource: 'scripts/remind.groovy', timerType: 'timeDuration', timerValue: 'PT2H' });
  });

  it('offers a flow `take` as its execution event, and other elements start and end', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    renderSection(editor, () => <ListenersSection element={editor.element('bpmn:SequenceFlow', 'Flow_1')} editor={editor} kind="execution" />);
    await user.click(screen.getByRole('button', { name: '添加' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('combobox', { name: '事件类型' }));
    expect((await screen.findAllByTitle('经过')).length).toBeGreaterThan(0);
    expect(screen.queryByTitle('开始')).toBeNull();
  });

  it('edits a listener’s injected fields in their own modal, each value required, and removes one after a confirm', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:ServiceTask', 'Task_1');
    const field = editor.create('camunda:Field', { name: 'to', stringValue: 'hr' });
    editor.update(task, { extensions: { 'camunda:ExecutionListener': [editor.create('camunda:ExecutionListener', { event: 'start', class: 'com.example.Mail', fields: [field] })] } });
    renderSection(editor, () => <ListenersSection element={task} editor={editor} kind="execution" />);

    await user.click(screen.getByRole('button', { name: '编辑' }));
    const listenerDialog = await screen.findByRole('dialog');
    expect(within(listenerDialog).getByText('hr')).toBeTruthy();
    await user.click(within(listenerDialog).getByRole('button', { name: '添加字段' }));
    const fieldDialog = screen.getAllByRole('dialog').at(-1) as HTMLElement;
    await user.click(within(fieldDialog).getByRole('button', { name: '确定' }));
    expect(await within(fieldDialog).findByText('字段名称不能为空')).toBeTruthy();
    expect(await within(fieldDialog).findByText('字符串不能为空')).toBeTruthy();
    await user.type(within(fieldDialog).getByRole('textbox', { name: '字段名称' }), 'cc');
    await user.click(within(fieldDialog).getByRole('combobox', { name: '字段类型' }));
    await user.click(await screen.findByTitle('表达式'));
    await user.click(within(fieldDialog).getByRole('button', { name: '确定' }));
    expect(await within(fieldDialog).findByText('表达式不能为空')).toBeTruthy();
    await user.type(within(fieldDialog).getByRole('textbox', { name: '表达式' }), '${{manager}');
    await user.click(within(fieldDialog).getByRole('button', { name: '确定' }));

    await user.click(await within(listenerDialog).findByRole('button', { name: '删除 to' }));
    const confirm = screen.getAllByRole('dialog').at(-1) as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(listenerDialog).queryByText('hr')).toBeNull());
    await user.click(within(listenerDialog).getByRole('button', { name: '确定' }));

    const fields = (listenersOf(task, 'execution')[0].source.get('fields') as ModdleElement[]).map((kept) => [kept.get('name'), kept.get('expression'), kept.get('string')]);
    expect(fields).toEqual([['cc', '${manager}', undefined]]);
    const { xml } = await editor.moddle.toXML(task.businessObject as never);
    expect(xml).toContain('<camunda:expression>${manager}</camunda:expression>');
  });
});
