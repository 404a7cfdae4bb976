import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_BUTTONS } from '../../../contracts/bpmn/RongheExtension.ts';
import type { DiagramElement } from '../modeler/modules/DiagramServices.ts';
import { ButtonsSection } from './ButtonsSection.tsx';
import { ConditionSection, hasConditionSection, withVariable } from './ConditionSection.tsx';
import { GeneralSection } from './GeneralSection.tsx';
import { HandlingSection, autoSubmitOffered, isExpression } from './HandlingSection.tsx';
import { NoticeSection } from './NoticeSection.tsx';
import { RecordingPanelEditor } from './testing/RecordingPanelEditor.ts';
import { renderSection } from './testing/renderSection.tsx';

function connect(editor: RecordingPanelEditor, source: DiagramElement, target: DiagramElement, id: string, attrs: Record<string, unknown> = {}) {
  const flow = editor.element('bpmn:SequenceFlow', id, attrs);
  flow.source = source;
  flow.target = target;
  const outgoing = ((source as DiagramElement & { outgoing?: DiagramElement[] }).outgoing ??= []);
  outgoing.push(flow);
  return flow;
}

describe('the general section', () => {
  it('asks for a node name with 请输入节点名称, and writes a new name once, when the field is left', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:UserTask', 'Task_1');
    renderSection(editor, () => <GeneralSection element={task} editor={editor} />);
    expect(screen.getByText('请输入节点名称')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '节点ID' }) as HTMLInputElement).readOnly).toBe(true);

    await user.type(screen.getByRole('textbox', { name: '节点名称' }), '部门经理审批');
    await user.tab();
    expect(editor.writes).toEqual([['rename', 'Task_1', '部门经理审批']]);
    await waitFor(() => expect(screen.queryByText('请输入节点名称')).toBeNull());
  });

  it('lets flows, gateways, lanes and text annotations stay unnamed, and shows an annotation’s text as its name', () => {
    const editor = new RecordingPanelEditor();
    renderSection(editor, () => (
      <>
        <GeneralSection element={editor.element('bpmn:ExclusiveGateway', 'Gateway_1')} editor={editor} />
        <GeneralSection element={editor.element('bpmn:SequenceFlow', 'Flow_1')} editor={editor} />
        <GeneralSection element={editor.element('bpmn:Lane', 'Lane_1')} editor={editor} />
        <GeneralSection element={editor.element('bpmn:TextAnnotation', 'Note_1', { text: '金额以合同为准' })} editor={editor} />
      </>
    ));
    expect(screen.queryByText('请输入节点名称')).toBeNull();
    expect(screen.getByDisplayValue('金额以合同为准')).toBeTruthy();
  });
});

describe('the condition section', () => {
  it('shows on flows leaving exclusive and inclusive gateways and on conditional flows leaving activities only', () => {
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:UserTask', 'Task_1');
    const end = editor.element('bpmn:EndEvent', 'End_1');
    const expression = editor.moddle.create('bpmn:FormalExpression', { body: '${ok}' });
    expect(hasConditionSection(connect(editor, editor.element('bpmn:ExclusiveGateway', 'G1'), end, 'F1'))).toBe(true);
    expect(hasConditionSection(connect(editor, editor.element('bpmn:InclusiveGateway', 'G2'), end, 'F2'))).toBe(true);
    expect(hasConditionSection(connect(editor, editor.element('bpmn:ParallelGateway', 'G3'), end, 'F3'))).toBe(false);
    expect(hasConditionSection(connect(editor, task, end, 'F4'))).toBe(false);
    expect(hasConditionSection(connect(editor, task, end, 'F5', { conditionExpression: expression }))).toBe(true);
  });

  it('says 表达式不能为空 for an empty expression, and 无 removes the condition', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const flow = connect(editor, editor.element('bpmn:ExclusiveGateway', 'G1'), editor.element('bpmn:UserTask', 'T1'), 'Flow_1', {
      conditionExpression: editor.moddle.create('bpmn:FormalExpression', { body: '' }),
    });
    renderSection(editor, () => <ConditionSection flow={flow} editor={editor} />);
    expect(screen.getByText('表达式不能为空')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: '条件表达式' }), '${{days > 3}');
    await user.tab();
    expect(editor.writes.at(-1)).toEqual(['setCondition', 'Flow_1', { type: 'expression', body: '${days > 3}' }]);

    await user.click(screen.getByRole('combobox', { name: '条件类型' }));
    await user.click(await screen.findByTitle('无'));
    expect(editor.writes.at(-1)).toEqual(['setCondition', 'Flow_1', null]);
    expect(flow.businessObject.get('conditionExpression')).toBeUndefined();
  });

  it('asks an external script for its resource with the deploy rule’s words', async () => {
    const editor = new RecordingPanelEditor();
    const flow = connect(editor, editor.element('bpmn:InclusiveGateway', 'G1'), editor.element('bpmn:UserTask', 'T1'), 'Flow_1', {
      conditionExpression: editor.moddle.create('bpmn:FormalExpression', { language: 'groovy', 'camunda:resource': '' }),
    });
    renderSection(editor, () => <ConditionSection flow={flow} editor={editor} />);
    expect(screen.getByText('表达式不能为空')).toBeTruthy();
    editor.setCondition(flow, { type: 'script', language: 'groovy', scriptType: 'external', body: '', resource: '' });
    // An external script with neither body nor resource reads as inline until a resource is named.
    expect(screen.queryByText('条件配置中Script脚本资源配置不能为空')).toBeNull();
  });

  it('offers the bound form’s fields and the start’s variables, adding the picked one inside the ${…}', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const flow = connect(editor, editor.element('bpmn:ExclusiveGateway', 'G1'), editor.element('bpmn:UserTask', 'T1'), 'Flow_1', {
      conditionExpression: editor.moddle.create('bpmn:FormalExpression', { body: '' }),
    });
    const variables = [
      { name: 'days', label: '天数' },
      { name: 'initiator', label: '发起人' },
    ];
    renderSection(editor, () => <ConditionSection flow={flow} editor={editor} variables={variables} />);
    await user.click(screen.getByRole('combobox', { name: '插入字段' }));
    await user.click(await screen.findByTitle('天数（days）'));
    expect(editor.writes.at(-1)).toEqual(['setCondition', 'Flow_1', { type: 'expression', body: '${days}' }]);
    const before = editor.writes.length;

    await user.type(await screen.findByRole('textbox', { name: '条件表达式' }), '{End}{ArrowLeft} > 3 &&');
    await user.click(screen.getByRole('combobox', { name: '插入字段' }));
    await user.click(await screen.findByTitle('发起人（initiator）'));
    expect(editor.writes.at(-1)).toEqual(['setCondition', 'Flow_1', { type: 'expression', body: '${days > 3 && initiator}' }]);
    // what was typed and the picked variable are one edit, one undo step
    expect(editor.writes).toHaveLength(before + 1);
  });

  it('adds a picked variable to whatever condition there is', () => {
    expect(withVariable('', 'days')).toBe('${days}');
    expect(withVariable(' ${days > 3 && } ', 'type')).toBe('${days > 3 && type}');
    expect(withVariable('${}', 'type')).toBe('${type}');
    expect(withVariable('true', 'type')).toBe('true type');
  });

  it('offers no field picker when the process binds no designed form', () => {
    const editor = new RecordingPanelEditor();
    const flow = connect(editor, editor.element('bpmn:ExclusiveGateway', 'G1'), editor.element('bpmn:UserTask', 'T1'), 'Flow_1', {
      conditionExpression: editor.moddle.create('bpmn:FormalExpression', { body: '${x}' }),
    });
    renderSection(editor, () => <ConditionSection flow={flow} editor={editor} />);
    expect(screen.queryByRole('combobox', { name: '插入字段' })).toBeNull();
  });

  it('tells a default branch that it carries no condition', () => {
    const editor = new RecordingPanelEditor();
    const gateway = editor.element('bpmn:ExclusiveGateway', 'G1');
    const flow = connect(editor, gateway, editor.element('bpmn:UserTask', 'T1'), 'Flow_1');
    gateway.businessObject.set('default', flow.businessObject);
    renderSection(editor, () => <ConditionSection flow={flow} editor={editor} />);
    expect(screen.getByText('默认分支不设置条件')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: '条件类型' })).toBeNull();
  });
});

describe('the node operations', () => {
  it('start from spec 001’s set: 同意, 驳回 and 抄送 on, the rest off; 抄送 locked; 加签 locked for single handling; 暂存 not supported', () => {
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:UserTask', 'Task_1');
    renderSection(editor, () => <ButtonsSection node={task} editor={editor} />);
    const toggle = (name: string) => screen.getByRole('switch', { name }) as HTMLButtonElement;
    expect(['同意', '驳回', '抄送', '委托', '终止', '打印', '加签'].map((name) => toggle(name).getAttribute('aria-checked'))).toEqual(['true', 'true', 'true', 'false', 'false', 'false', 'false']);
    expect(toggle('抄送').disabled).toBe(true);
    expect(toggle('加签').disabled).toBe(true);
    expect(toggle('委托').disabled).toBe(false);
    expect(screen.getByText('暂存：暂不支持暂存功能')).toBeTruthy();
  });

  it('writes the whole list on the first change, and frees 加签 for multi-person handling', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:UserTask', 'Task_1');
    editor.update(task, { extensions: { 'rh:MultiActorAction': editor.writer.multiActorAction({ type: 'completeMultiInst', isSequential: false, completePercentage: 60, condition: '' }) } });
    renderSection(editor, () => <ButtonsSection node={task} editor={editor} />);
    await user.click(screen.getByRole('switch', { name: '加签' }));
    expect(editor.reader.buttons(task.businessObject as never)).toEqual(DEFAULT_BUTTONS.map((button) => ({ ...button, enabled: button.id === 'invite' ? true : button.enabled })));
  });

  it('adds a custom button after checking its id and name, renames it, and removes it after a confirm', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:UserTask', 'Task_1');
    renderSection(editor, () => <ButtonsSection node={task} editor={editor} />);
    const custom = () => editor.reader.buttons(task.businessObject as never)?.filter((button) => button.custom) ?? [];

    await user.click(screen.getByRole('button', { name: '新增按钮' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('操作按钮ID不能为空')).toBeTruthy();
    expect(within(dialog).getByText('请输入按钮名称')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: '操作按钮ID' }), 'arch ive');
    expect(await within(dialog).findByText('操作按钮ID只能包含字母和数字')).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: '操作按钮ID' }));
    await user.type(within(dialog).getByRole('textbox', { name: '操作按钮ID' }), 'reject');
    expect(await within(dialog).findByText('操作按钮ID已存在')).toBeTruthy();
    expect(custom()).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: '操作按钮ID' }));
    await user.type(within(dialog).getByRole('textbox', { name: '操作按钮ID' }), 'archive1');
    await user.type(within(dialog).getByRole('textbox', { name: '按钮名称' }), '归档');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(custom()).toEqual([{ id: 'archive1', name: '归档', custom: true, enabled: true, editable: true }]));

    await user.click(await screen.findByRole('button', { name: '编辑归档' }));
    dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('textbox', { name: '操作按钮ID' }) as HTMLInputElement).disabled).toBe(true);
    await user.clear(within(dialog).getByRole('textbox', { name: '按钮名称' }));
    await user.type(within(dialog).getByRole('textbox', { name: '按钮名称' }), '存档');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(custom().map((button) => button.name)).toEqual(['存档']));

    await user.click(await screen.findByRole('button', { name: '删除存档' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(custom()).toEqual([]));
    expect(editor.reader.buttons(task.businessObject as never)?.map((button) => button.id)).toEqual(DEFAULT_BUTTONS.map((button) => button.id));
  });
});

describe('the handling method', () => {
  it('offers auto-submit for multi-person handling, or one chosen person and nothing else', () => {
    const one = { companyList: [], departmentList: [], roleList: [], userList: [{ userId: '4', chineseName: '李四' }], variable: '' };
    expect(autoSubmitOffered('completeMultiInst', undefined)).toBe(true);
    expect(autoSubmitOffered('conditionBasedMultiInst', one)).toBe(false);
    expect(autoSubmitOffered('candidate', one)).toBe(true);
    expect(autoSubmitOffered('candidate', { ...one, variable: '${initiator}' })).toBe(false);
    expect(autoSubmitOffered('candidate', { ...one, userList: [...one.userList, { userId: '3', chineseName: '张三' }] })).toBe(false);
    expect(autoSubmitOffered('candidate', undefined)).toBe(false);
  });

  it('accepts only ${…} as a custom expression', () => {
    expect(isExpression('${nrOfCompletedInstances >= 2}')).toBe(true);
    expect(isExpression('nrOfCompletedInstances >= 2')).toBe(false);
    expect(isExpression('${a')).toBe(false);
  });

  it('switching back to 单人 turns 加签 off in the same step', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:UserTask', 'Task_1');
    editor.update(task, {
      extensions: {
        'rh:MultiActorAction': editor.writer.multiActorAction({ type: 'completeMultiInst', isSequential: false, completePercentage: 60, condition: '' }),
        'rh:Buttons': editor.writer.buttons(DEFAULT_BUTTONS.map((button) => ({ ...button, enabled: button.id === 'invite' || button.enabled }))),
      },
    });
    editor.writes.length = 0;
    renderSection(editor, () => <HandlingSection task={task} editor={editor} />);
    expect((screen.getByRole('spinbutton', { name: '完成比例(%)' }) as HTMLInputElement).value).toBe('60');

    await user.click(screen.getByRole('radio', { name: '单人' }));
    expect(editor.writes).toHaveLength(1);
    expect(editor.reader.multiActorAction(task.businessObject as never).type).toBe('candidate');
    expect(editor.reader.buttons(task.businessObject as never)?.find((button) => button.id === 'invite')?.enabled).toBe(false);
  });

  it('keeps the completion percentage within 1–100', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:UserTask', 'Task_1');
    renderSection(editor, () => <HandlingSection task={task} editor={editor} />);
    await user.click(screen.getByRole('radio', { name: '多人' }));
    const percentage = await screen.findByRole('spinbutton', { name: '完成比例(%)' });
    await user.clear(percentage);
    await user.type(percentage, '150');
    await user.tab();
    await waitFor(() => expect(editor.reader.multiActorAction(task.businessObject as never).completePercentage).toBe(100));
  });

  it('warns and clears a custom expression that is not ${…}', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:UserTask', 'Task_1');
    renderSection(editor, () => <HandlingSection task={task} editor={editor} />);
    await user.click(screen.getByRole('radio', { name: '自定义表达式' }));
    await user.type(await screen.findByRole('textbox', { name: '完成条件' }), 'nrOfCompletedInstances >= 2');
    await user.tab();
    expect(await screen.findByText('表达式必须以${开头，以}结尾')).toBeTruthy();
    expect(editor.reader.multiActorAction(task.businessObject as never).condition).toBe('');
  });
});

describe('the notice', () => {
  it('notifies by 站内信 once ticked, and removes the setting when unticked', async () => {
    const user = userEvent.setup();
    const editor = new RecordingPanelEditor();
    const task = editor.element('bpmn:UserTask', 'Task_1');
    renderSection(editor, () => <NoticeSection task={task} editor={editor} />);
    await user.click(screen.getByRole('checkbox', { name: '通知办理人' }));
    expect(editor.reader.notice(task.businessObject as never)).toEqual({ channels: ['system'] });
    await waitFor(() => expect(within(screen.getByRole('group', { name: '通知方式' })).getByRole('checkbox', { name: '站内信' })).toBeTruthy());
    await user.click(screen.getByRole('checkbox', { name: '通知办理人' }));
    expect(editor.reader.notice(task.businessObject as never)).toBeUndefined();
  });
});
