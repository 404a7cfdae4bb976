import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModdleElement } from '../modeler/modules/DiagramServices.ts';
import { LinkSection, hasLinkSection } from './LinkSection.tsx';
import { TimerSection, hasTimerSection } from './TimerSection.tsx';
import { RecordingPanelEditor } from './testing/RecordingPanelEditor.ts';
import { renderSection } from './testing/renderSection.tsx';

describe('定时器', () => {
  it('asks for the definition once a type is chosen, and moves it over when the type changes', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const timer = editor.create('bpmn:TimerEventDefinition') as unknown as ModdleElement;
    const event = editor.element('bpmn:IntermediateCatchEvent', 'Timer_1', { eventDefinitions: [timer] });
    expect(hasTimerSection(event)).toBe(true);
    expect(hasTimerSection(editor.element('bpmn:IntermediateCatchEvent', 'Other'))).toBe(false);
    renderSection(editor, () => <TimerSection event={event} editor={editor} />);
    expect(screen.queryByText('请输入计时器定义')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: '定时器类型' }));
    await user.click(await screen.findByTitle('持续时间'));
    expect(await screen.findByText('请输入计时器定义')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: '定时器定义' }), 'PT2H');
    await user.tab();
    expect((timer.get('timeDuration') as ModdleElement).get('body')).toBe('PT2H');

    await user.click(await screen.findByRole('combobox', { name: '定时器类型' }));
    await user.click(await screen.findByTitle('循环'));
    expect(timer.get('timeDuration')).toBeUndefined();
    expect((timer.get('timeCycle') as ModdleElement).get('body')).toBe('PT2H');
    expect(editor.writes.map(([method]) => method)).toEqual(['setModdleProperties', 'setModdleProperties', 'setModdleProperties']);
  });
});

describe('链接名称', () => {
  it('names the link event definition, and removes an emptied name', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const link = editor.create('bpmn:LinkEventDefinition') as unknown as ModdleElement;
    const event = editor.element('bpmn:IntermediateThrowEvent', 'Link_1', { eventDefinitions: [link] });
    expect(hasLinkSection(event)).toBe(true);
    renderSection(editor, () => <LinkSection event={event} editor={editor} />);
    await user.type(screen.getByRole('textbox', { name: '链接名称' }), '回到审批');
    await user.tab();
    expect(link.get('name')).toBe('回到审批');
    await user.clear(screen.getByRole('textbox', { name: '链接名称' }));
    await user.tab();
    expect(link.get('name')).toBeUndefined();
  });
});
