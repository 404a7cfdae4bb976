import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DiagramElement } from '../modeler/modules/DiagramServices.ts';
import { FlowKeySection, hasFlowKeySection } from './FlowKeySection.tsx';
import { RecordingPanelEditor } from './testing/RecordingPanelEditor.ts';
import { renderSection } from './testing/renderSection.tsx';

function flowFrom(editor: RecordingPanelEditor, sourceType: string, attrs: Record<string, unknown> = {}): DiagramElement {
  const flow = editor.element('bpmn:SequenceFlow', 'Flow_1', attrs);
  flow.source = editor.element(sourceType, 'Source_1');
  return flow;
}

describe('流程key', () => {
  it('belongs to flows leaving a start event only', () => {
    const editor = new RecordingPanelEditor();
    expect(hasFlowKeySection(flowFrom(editor, 'bpmn:StartEvent'))).toBe(true);
    expect(hasFlowKeySection(flowFrom(editor, 'bpmn:UserTask'))).toBe(false);
    expect(hasFlowKeySection(editor.element('bpmn:StartEvent', 'Start_1'))).toBe(false);
  });

  it('writes the default expression when switched on, refuses an empty one, and removes it when switched off', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const flow = flowFrom(editor, 'bpmn:StartEvent');
    renderSection(editor, () => <FlowKeySection flow={flow} editor={editor} />);
    expect(screen.queryByRole('textbox', { name: '流程key表达式' })).toBeNull();

    await user.click(screen.getByRole('switch', { name: '流程key' }));
    expect(flow.businessObject.get('rh:businessKey')).toBe('${businessKey}');
    const input = await screen.findByRole('textbox', { name: '流程key表达式' });
    await user.clear(input);
    await user.tab();
    expect(await screen.findByText('请输入流程key的表达式')).toBeTruthy();
    expect(flow.businessObject.get('rh:businessKey')).toBe('${businessKey}');

    await user.type(screen.getByRole('textbox', { name: '流程key表达式' }), 'HT-${{applyNo}');
    await user.tab();
    expect(flow.businessObject.get('rh:businessKey')).toBe('HT-${applyNo}');
    expect(editor.writes).toHaveLength(2);

    await user.click(await screen.findByRole('switch', { name: '流程key' }));
    const { xml } = await editor.moddle.toXML(flow.businessObject as never);
    expect(xml).not.toContain('businessKey');
  });

  it('asks for the expression at once when the diagram holds an empty one', () => {
    const editor = new RecordingPanelEditor();
    const flow = flowFrom(editor, 'bpmn:StartEvent', { 'rh:businessKey': '' });
    renderSection(editor, () => <FlowKeySection flow={flow} editor={editor} />);
    expect((screen.getByRole('switch', { name: '流程key' }) as HTMLButtonElement).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('请输入流程key的表达式')).toBeTruthy();
  });
});
