import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeHttpClient } from '../../../core/react/testing/FakeHttpClient.ts';
import { AssigneeSection, candidateConditionOf, pickerValueOf } from './AssigneeSection.tsx';
import { RecordingPanelEditor } from './testing/RecordingPanelEditor.ts';
import { renderSection } from './testing/renderSection.tsx';

const DEPT_TREE = '/admin/addressBook/dept/treeSelect/';

describe('the assignee section', () => {
  it('keeps the diagram’s text ids and the picker’s numbers one value', () => {
    const condition = {
      companyList: [{ companyId: '1', name: '融合科技' }],
      departmentList: [{ deptId: '2', name: '研发部' }],
      roleList: [{ roleId: '5', roleName: '部门经理' }],
      userList: [{ userId: '4', chineseName: '李四' }],
      variable: '${initiator}',
    };
    expect(pickerValueOf(condition).departmentList).toEqual([{ deptId: 2, name: '研发部' }]);
    expect(candidateConditionOf(pickerValueOf(condition))).toEqual(condition);
  });

  it('asks for a handler with 请选择办理人 and lists the chosen ones by kind', () => {
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:UserTask', 'Task_1');
    const { view } = renderSection(editor, () => <AssigneeSection task={task} editor={editor} pickerOpen={false} onPickerOpenChange={() => undefined} />);
    expect(screen.getByText('请选择办理人')).toBeTruthy();
    view.unmount();

    editor.update(task, { extensions: { 'rh:CandidateCondition': editor.writer.candidateCondition({ companyList: [], departmentList: [{ deptId: '2', name: '研发部' }], roleList: [], userList: [], variable: '${initiator}' }) } });
    renderSection(editor, () => <AssigneeSection task={task} editor={editor} pickerOpen={false} onPickerOpenChange={() => undefined} />);
    expect(screen.queryByText('请选择办理人')).toBeNull();
    expect(screen.getByText('部门：研发部')).toBeTruthy();
    expect(screen.getByText('表达式：${initiator}')).toBeTruthy();
  });

  it('writes what the picker confirms, and sets what happens when nobody handles the task', async () => {
    const user = userEvent.setup();
    const http = new FakeHttpClient().on('GET', DEPT_TREE, []);
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:UserTask', 'Task_1');
    const closed: boolean[] = [];
    renderSection(editor, () => <AssigneeSection task={task} editor={editor} pickerOpen onPickerOpenChange={(open) => closed.push(open)} />, { http });

    // By its content: an earlier test's dialog of the same worker may still be fading out.
    const picker = (await screen.findByRole('tab', { name: '表达式' })).closest('[role="dialog"]') as HTMLElement;
    await user.click(within(picker).getByRole('tab', { name: '表达式' }));
    await user.type(within(picker).getByRole('textbox', { name: '表达式' }), '${{initiator}');
    await user.tab();
    await user.click(within(picker).getByRole('button', { name: '确定' }));
    expect(editor.reader.candidateCondition(task.businessObject as never)).toEqual({ companyList: [], departmentList: [], roleList: [], userList: [], variable: '${initiator}' });
    expect(closed).toEqual([false]);

    // 不能流转 is offered disabled (spec 002 §3): choosing it writes nothing
    await user.click(screen.getByRole('combobox', { name: '无办理人时' }));
    const cannotFlow = await screen.findByTitle('不能流转');
    expect(cannotFlow.closest('.ant-select-item-option-disabled')).not.toBeNull();
    await user.click(cannotFlow);
    expect(task.businessObject.get('rh:noManager')).toBeUndefined();
  });
});
