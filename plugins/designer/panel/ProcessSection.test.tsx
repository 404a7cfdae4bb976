import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeHttpClient } from '../../../core/react/testing/FakeHttpClient.ts';
import { FormSection } from './FormSection.tsx';
import { ProcessSection } from './ProcessSection.tsx';
import { RecordingPanelEditor } from './testing/RecordingPanelEditor.ts';
import { renderSection } from './testing/renderSection.tsx';

const FORMS = [
  { id: 7, formKey: 'agreement', formName: '合同审批表单' },
  { id: 8, formKey: 'leave', formName: '请假单' },
];

describe('流程属性', () => {
  it('shows the route’s name read-only, asks for a form with 请选择表单 and binds the chosen forms', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const process = editor.element('bpmn:Process', 'leave', { isExecutable: true });
    renderSection(editor, () => <ProcessSection process={process} processName="请假审批" editor={editor} forms={FORMS} />);
    expect((screen.getByRole('textbox', { name: '流程名称' }) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText('请选择表单')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: '表单' }));
    await user.click(await screen.findByTitle('请假单'));
    expect(editor.reader.formKeys(process.businessObject as never)).toEqual(['leave']);
    await waitFor(() => expect(screen.queryByText('请选择表单')).toBeNull());
  });

  it('says 请输入流程名称 without a name, and that a process switched to not executable cannot be deployed', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const process = editor.element('bpmn:Process', 'leave', { isExecutable: true });
    renderSection(editor, () => <ProcessSection process={process} processName="" editor={editor} forms={FORMS} />);
    expect(screen.getByText('请输入流程名称')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: '可执行' }));
    expect(editor.writes).toEqual([['setProperties', 'leave', { isExecutable: false }]]);
    expect(await screen.findByText('若将流程属性‘可执行’设置为关闭状态，则不可发布流程')).toBeTruthy();
  });
});

describe('form settings of a node', () => {
  it('binds a form and sets its fields with exclusive pairs and its properties in the 设置 dialog', async () => {
    const user = userEvent.setup();
    const http = new FakeHttpClient().on('GET', '/workflow/formItem/listByFormId/8', [
      { id: 1, formId: 8, type: '0', fieldKey: 'days', fieldName: '天数', operable: 'default', readOnly: 'default', hidden: 'default', required: 'true' },
      { id: 2, formId: 8, type: '0', fieldKey: 'reason', fieldName: '事由', operable: 'default', readOnly: 'default', hidden: 'default', required: 'default' },
      { id: 3, formId: 8, type: '1', fieldKey: 'print', fieldName: '打印模板', value: 'A4' },
    ]);
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:UserTask', 'Task_1', { name: '部门经理审批' });
    renderSection(editor, () => <FormSection node={task} editor={editor} forms={FORMS} />, { http });

    await user.click(screen.getByRole('combobox', { name: '绑定表单' }));
    await user.click(await screen.findByTitle('请假单'));
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: '请假单 设置' }));

    await user.click(await screen.findByRole('checkbox', { name: '天数只读' }));
    await user.click(screen.getByRole('checkbox', { name: '全选隐藏' }));
    // The other side of a pair: 非必填 replaces 必填.
    await user.click(screen.getByRole('checkbox', { name: '天数非必填' }));
    await user.click(screen.getByRole('tab', { name: '属性设置' }));
    const value = screen.getByRole('textbox', { name: '打印模板值' });
    await user.clear(value);
    await user.type(value, 'A5');
    await user.click(screen.getByRole('button', { name: '确定' }));

    expect(editor.reader.forms(task.businessObject as never)).toEqual([
      {
        formId: '8',
        formKey: 'leave',
        formName: '请假单',
        formFieldList: [
          { key: 'days', name: '天数', operable: 'default', readOnly: 'true', hidden: 'true', required: 'false' },
          { key: 'reason', name: '事由', operable: 'default', readOnly: 'default', hidden: 'true', required: 'default' },
        ],
        formPropertyList: [{ key: 'print', name: '打印模板', value: 'A5' }],
      },
    ]);
    // Some twenty interactions with antd's select, modal, tabs and tables: several seconds of happy-dom on a busy core.
  });
});
