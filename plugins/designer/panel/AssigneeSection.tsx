import { Button, Form, Select, Space, Tag } from 'antd';
import type { CandidateCondition, NoManager } from '../../../contracts/bpmn/RongheExtension.ts';
import { MemberPicker, type MemberPickerValue } from '../../../core/ui/index.ts';
import type { DiagramElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import { autoSubmitOffered } from './HandlingSection.tsx';
import type { PanelEditor } from './PanelEditor.ts';

const EMPTY: CandidateCondition = { companyList: [], departmentList: [], roleList: [], userList: [], variable: '' };

/** The diagram keeps ids as text; the picker speaks the server's numbers. */
export function pickerValueOf(condition: CandidateCondition | undefined): MemberPickerValue {
  const { companyList, departmentList, roleList, userList, variable } = condition ?? EMPTY;
  return {
    companyList: companyList.map((c) => ({ companyId: Number(c.companyId), name: c.name })),
    departmentList: departmentList.map((d) => ({ deptId: Number(d.deptId), name: d.name })),
    roleList: roleList.map((r) => ({ roleId: Number(r.roleId), roleName: r.roleName })),
    userList: userList.map((u) => ({ userId: Number(u.userId), chineseName: u.chineseName })),
    variable,
  };
}

export function candidateConditionOf(value: MemberPickerValue): CandidateCondition {
  return {
    companyList: value.companyList.map((c) => ({ companyId: String(c.companyId), name: c.name })),
    departmentList: value.departmentList.map((d) => ({ deptId: String(d.deptId), name: d.name })),
    roleList: value.roleList.map((r) => ({ roleId: String(r.roleId), roleName: r.roleName })),
    userList: value.userList.map((u) => ({ userId: String(u.userId), chineseName: u.chineseName })),
    variable: (value.variable ?? '').trim(),
  };
}

export interface AssigneeSectionProps {
  task: DiagramElement;
  editor: PanelEditor;
  /** The picker's state lives with the panel: a click on the task's people line opens it too. */
  pickerOpen: boolean;
  onPickerOpenChange: (open: boolean) => void;
}

/**
 * 办理人设置 (spec 002 §2.5, §3, §5): who handles the task — companies, departments, roles,
 * people and a `${…}` expression, chosen in the member picker — and what happens when nobody
 * does. Required: 请选择办理人.
 */
export function AssigneeSection({ task, editor, pickerOpen, onPickerOpenChange }: AssigneeSectionProps) {
  const condition = editor.reader.candidateCondition(task.businessObject as never);
  const empty = editor.reader.isCandidateConditionEmpty(condition);
  const behaviour = editor.reader.assigneeBehaviour(task.businessObject as never);
  const kinds = zhCN.assignee.kinds;
  const chosen = condition
    ? [
        ...condition.companyList.map((c) => `${kinds.company}：${c.name}`),
        ...condition.departmentList.map((d) => `${kinds.department}：${d.name}`),
        ...condition.roleList.map((r) => `${kinds.role}：${r.roleName}`),
        ...condition.userList.map((u) => `${kinds.user}：${u.chineseName}`),
        ...(condition.variable ? [`${zhCN.assignee.variable}：${condition.variable}`] : []),
      ]
    : [];

  const confirm = (value: MemberPickerValue) => {
    const next = candidateConditionOf(value);
    const type = editor.reader.multiActorAction(task.businessObject as never).type;
    editor.update(task, {
      extensions: { 'rh:CandidateCondition': editor.reader.isCandidateConditionEmpty(next) ? null : editor.writer.candidateCondition(next) },
      // Auto-submit stays only where it is offered (§4).
      attributes: autoSubmitOffered(type, next) ? {} : { 'rh:initiatorAutoComplete': undefined, 'rh:serialAutoComplete': undefined },
    });
    onPickerOpenChange(false);
  };

  return (
    <>
      <Form.Item label={zhCN.assignee.handlers} required validateStatus={empty ? 'error' : undefined} help={empty ? zhCN.assignee.handlerRequired : undefined}>
        <Space wrap size={[4, 4]}>
          {chosen.map((text) => (
            <Tag key={text}>{text}</Tag>
          ))}
          <Button size="small" onClick={() => onPickerOpenChange(true)}>
            {zhCN.assignee.choose}
          </Button>
        </Space>
      </Form.Item>
      <Form.Item label={zhCN.assignee.noManager}>
        <Select
          aria-label={zhCN.assignee.noManager}
          value={behaviour.noManager}
          onChange={(noManager: NoManager) => editor.update(task, { attributes: { 'rh:noManager': noManager === '0' ? undefined : noManager } })}
          // Spec 002 §3: 不能流转 ('1') is shown but disabled: a diagram that has it (the seeded 合同审批) keeps it.
          options={(['0', '1'] as const).map((value) => ({ value, label: zhCN.assignee.noManagers[value], disabled: value === '1' }))}
        />
      </Form.Item>
      <MemberPicker
        open={pickerOpen}
        types={['company', 'dept', 'role', 'user']}
        expression
        value={pickerValueOf(condition)}
        onConfirm={confirm}
        onCancel={() => onPickerOpenChange(false)}
      />
    </>
  );
}
