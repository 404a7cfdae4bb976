import { App, Checkbox, Form, InputNumber, Radio, Switch } from 'antd';
import { useEffect, useState } from 'react';
import type { ButtonSetting, CandidateCondition, MultiActorAction, MultiActorType } from '../../../contracts/bpmn/RongheExtension.ts';
import { DEFAULT_BUTTONS, DEFAULT_COMPLETE_PERCENTAGE, MULTI_ACTOR_TYPES } from '../../../contracts/bpmn/RongheExtension.ts';
import type { DiagramElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import { CommittedInput } from './CommittedInput.tsx';
import type { PanelEditor } from './PanelEditor.ts';

/** Spec 002 §5: a custom expression is `${…}`. */
export const isExpression = (text: string): boolean => /^\$\{[\s\S]*\}$/.test(text.trim());

/**
 * Spec 002 §4: the auto-submit switch shows for multi-person handling, or for single handling
 * with exactly one chosen person and no department, company, role or expression.
 */
export function autoSubmitOffered(type: MultiActorType, candidates: CandidateCondition | undefined): boolean {
  if (type === 'completeMultiInst') return true;
  // 自定义表达式 is neither: its handlers are decided at run time.
  if (type !== 'candidate' || !candidates) return false;
  return candidates.userList.length === 1 && !candidates.departmentList.length && !candidates.companyList.length && !candidates.roleList.length && !candidates.variable;
}

/** The buttons with 加签 switched off: leaving multi-person handling turns add-countersign off (§4). */
function withoutInvite(buttons: readonly ButtonSetting[]): ButtonSetting[] {
  return buttons.map((button) => (button.id === 'invite' ? { ...button, enabled: false } : { ...button }));
}

/** 办理方式 (single, multi-person, custom expression), its multi-instance settings and auto-submit (spec 002 §4). */
export function HandlingSection({ task, editor }: { task: DiagramElement; editor: PanelEditor }) {
  const { message } = App.useApp();
  const action = editor.reader.multiActorAction(task.businessObject);
  const behaviour = editor.reader.assigneeBehaviour(task.businessObject as never);
  const candidates = editor.reader.candidateCondition(task.businessObject);
  const [percentage, setPercentage] = useState<number | null>(action.completePercentage);
  useEffect(() => setPercentage(action.completePercentage), [action.completePercentage]);

  const write = (next: MultiActorAction, attributes: Record<string, unknown> = {}) => {
    const buttons = editor.reader.buttons(task.businessObject);
    const extensions: Record<string, ReturnType<typeof editor.writer.buttons> | null> = { 'rh:MultiActorAction': editor.writer.multiActorAction(next) };
    if (next.type === 'candidate' && action.type !== 'candidate') {
      const invite = (buttons ?? DEFAULT_BUTTONS).find((button) => button.id === 'invite');
      if (invite?.enabled) extensions['rh:Buttons'] = editor.writer.buttons(withoutInvite(buttons ?? DEFAULT_BUTTONS));
    }
    const offered = autoSubmitOffered(next.type, candidates);
    editor.update(task, { extensions, attributes: offered ? attributes : { ...attributes, 'rh:initiatorAutoComplete': undefined, 'rh:serialAutoComplete': undefined } });
  };
  const autoSubmit = behaviour.initiatorAutoComplete || behaviour.serialAutoComplete;

  return (
    <>
      <Form.Item label={zhCN.assignee.method}>
        <Radio.Group
          aria-label={zhCN.assignee.method}
          value={action.type}
          onChange={(event) => write({ ...action, type: event.target.value as MultiActorType })}
          options={MULTI_ACTOR_TYPES.map((value) => ({ value, label: zhCN.assignee.methods[value] }))}
        />
      </Form.Item>
      {action.type !== 'candidate' && (
        <Form.Item label={zhCN.assignee.sequential}>
          <Radio.Group
            aria-label={zhCN.assignee.sequential}
            value={action.isSequential ? 'sequential' : 'parallel'}
            onChange={(event) => write({ ...action, isSequential: event.target.value === 'sequential' })}
            options={(['parallel', 'sequential'] as const).map((value) => ({ value, label: zhCN.assignee.sequentials[value] }))}
          />
        </Form.Item>
      )}
      {action.type === 'completeMultiInst' && (
        <Form.Item label={zhCN.assignee.percentage}>
          <InputNumber
            aria-label={zhCN.assignee.percentage}
            min={1}
            max={100}
            precision={0}
            value={percentage}
            onChange={(value) => setPercentage(value)}
            onBlur={(event) => {
              // What was typed, even beyond the limits antd keeps from onChange.
              const typed = Number(event.target.value.replace(/[^\d.]/g, '')) || percentage || DEFAULT_COMPLETE_PERCENTAGE;
              const next = Math.min(100, Math.max(1, Math.round(typed)));
              setPercentage(next);
              if (next !== action.completePercentage) write({ ...action, completePercentage: next });
            }}
          />
        </Form.Item>
      )}
      {action.type === 'conditionBasedMultiInst' && (
        <Form.Item label={zhCN.assignee.condition}>
          <CommittedInput
            aria-label={zhCN.assignee.condition}
            value={action.condition}
            placeholder="${nrOfCompletedInstances >= 2}"
            onCommit={(condition) => {
              if (condition && !isExpression(condition)) {
                void message.warning(zhCN.assignee.expressionRule);
                write({ ...action, condition: '' });
                return;
              }
              write({ ...action, condition: condition.trim() });
            }}
          />
        </Form.Item>
      )}
      {autoSubmitOffered(action.type, candidates) && (
        <Form.Item label={zhCN.assignee.autoSubmit}>
          <Switch
            aria-label={zhCN.assignee.autoSubmit}
            checked={autoSubmit}
            onChange={(on) =>
              editor.update(task, { attributes: { 'rh:initiatorAutoComplete': on ? true : undefined, 'rh:serialAutoComplete': on ? true : undefined } })
            }
          />
          {autoSubmit && (
            <div>
              <Checkbox
                checked={behaviour.initiatorAutoComplete}
                onChange={(event) => editor.update(task, { attributes: { 'rh:initiatorAutoComplete': event.target.checked || undefined } })}
              >
                {zhCN.assignee.initiatorAutoComplete}
              </Checkbox>
              <Checkbox
                checked={behaviour.serialAutoComplete}
                onChange={(event) => editor.update(task, { attributes: { 'rh:serialAutoComplete': event.target.checked || undefined } })}
              >
                {zhCN.assignee.serialAutoComplete}
              </Checkbox>
            </div>
          )}
        </Form.Item>
      )}
    </>
  );
}
