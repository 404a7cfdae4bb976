import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScriptTaskSection } from './ScriptTaskSection.tsx';
import { RecordingPanelEditor } from './testing/RecordingPanelEditor.ts';
import { renderSection } from './testing/renderSection.tsx';

describe('脚本任务', () => {
  it('requires the inline script or the resource, one or the other, and writes format and result variable', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:ScriptTask', 'Script_1');
    renderSection(editor, () => <ScriptTaskSection task={task} editor={editor} />);

    await user.type(screen.getByRole('textbox', { name: '脚本格式' }), 'groovy');
    await user.tab();
    await user.click(await screen.findByRole('textbox', { name: '脚本' }));
    await user.tab();
    expect(await screen.findByText('脚本内容不能为空')).toBeTruthy();
    expect(task.businessObject.get('scriptFormat')).toBe('groovy');
    await user.type(screen.getByRole('textbox', { name: '脚本' }), 'sum = a + b');
    await user.tab();
    await user.type(screen.getByRole('textbox', { name: '结果变量' }), 'sum');
    await user.tab();
    expect([task.businessObject.get('script'), task.businessObject.get('camunda:resultVariable')]).toEqual(['sum = a + b', 'sum']);

    await user.click(screen.getByRole('radio', { name: '外部资源' }));
    expect(task.businessObject.get('script')).toBeUndefined();
    await user.click(await screen.findByRole('textbox', { name: '资源' }));
    await user.tab();
    expect(await screen.findByText('资源不能为空')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: '资源' }), 'scripts/sum.groovy');
    await user.tab();
    const { xml } = await editor.moddle.toXML(task.businessObject as never);
    expect(xml).toContain('camunda:resource="scripts/sum.groovy"');
    expect(xml).not.toContain('<bpmn:script>');
  });
});
