import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Bus from 'diagram-js/lib/core/EventBus';
import { renderWidget } from '../../../core/ui/testing/renderWidget.tsx';
import type { Modeler } from '../modeler/createModeler.ts';
import type { DiagramElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import { PropertiesPanel } from './PropertiesPanel.tsx';
import { RecordingPanelEditor } from './testing/RecordingPanelEditor.ts';

/** bpmn-js needs a browser's SVG geometry: the panel gets a stand-in with the services it calls. */
function standIn() {
  const editor = new RecordingPanelEditor();
  const bus = new Bus();
  const process = editor.element('bpmn:Process', 'leave', { name: '请假审批' });
  editor.definitions(process);
  let selected: DiagramElement[] = [];
  const services: Record<string, unknown> = {
    eventBus: bus,
    moddle: editor.moddle,
    bpmnFactory: { create: (type: string, attrs?: Record<string, unknown>) => editor.moddle.create(type, attrs) },
    modeling: { updateLabel: () => undefined, updateProperties: () => undefined, updateModdleProperties: () => undefined },
    commandStack: { execute: () => bus.fire('commandStack.changed', {}) },
    canvas: { getRootElement: () => process },
    elementRegistry: { getAll: () => [process] },
    selection: { get: () => selected, select: (element: DiagramElement) => (selected = [element]) },
  };
  const modeler = { get: (name: string) => services[name] } as unknown as Modeler;
  const select = (element: DiagramElement) =>
    act(() => {
      selected = [element];
      bus.fire('selection.changed', {});
    });
  return { editor, bus, modeler, select };
}

describe('the properties panel', () => {
  it('keeps 扩展设置 open across the re-render every command brings', async () => {
    const user = userEvent.setup();
    const { bus, modeler } = standIn();
    renderWidget(<PropertiesPanel modeler={modeler} processName="请假审批" />);
    expect(screen.queryByText(zhCN.camunda.hint)).toBeNull();
    await user.click(screen.getByText('扩展设置'));
    expect(await screen.findByText(zhCN.camunda.hint)).toBeTruthy();
    act(() => void bus.fire('commandStack.changed', {}));
    expect(screen.getByText(zhCN.camunda.hint)).toBeTruthy();
  });

  it('shows 流程key on a start flow outside 扩展设置, and 任务实现 only on a service task', async () => {
    const user = userEvent.setup();
    const { editor, modeler, select } = standIn();
    renderWidget(<PropertiesPanel modeler={modeler} processName="请假审批" />);
    const flow = editor.element('bpmn:SequenceFlow', 'Flow_1');
    flow.source = editor.element('bpmn:StartEvent', 'Start_1');
    select(flow);
    expect(await screen.findByRole('switch', { name: '流程key' })).toBeTruthy();

    select(editor.element('bpmn:UserTask', 'Task_1', { name: '审批' }));
    expect(screen.queryByRole('switch', { name: '流程key' })).toBeNull();
    // the 流程属性 tab stays rendered, hidden: its own 扩展设置 is not the one to open
    await user.click(within(screen.getByRole('tabpanel')).getByText('扩展设置'));
    expect(await screen.findByRole('checkbox', { name: '异步前' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: '实现方式' })).toBeNull();
    select(editor.element('bpmn:ServiceTask', 'Task_2', { name: '发邮件' }));
    expect(await screen.findByRole('combobox', { name: '实现方式' })).toBeTruthy();
  });
});
