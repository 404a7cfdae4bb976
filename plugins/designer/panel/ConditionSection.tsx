import { useEffect, useRef, useState } from 'react';
import { Form, Input, Select } from 'antd';
import { CONDITION_LANGUAGES } from '../../../contracts/bpmn/RongheExtension.ts';
import type { DiagramElement, ModdleElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import { CommittedInput } from './CommittedInput.tsx';
import type { ConditionSetting, PanelEditor } from './PanelEditor.ts';

const CONDITIONAL_GATEWAYS = ['bpmn:ExclusiveGateway', 'bpmn:InclusiveGateway', 'bpmn:ComplexGateway'];

/** A variable a condition may read, as the field picker offers it: `days` 天数. */
export interface ConditionVariable {
  name: string;
  label: string;
}

/**
 * The condition with a variable added where one is typed next: inside the `${…}` (before its
 * closing brace), or as a new `${name}` when there is none yet.
 */
export function withVariable(body: string, name: string): string {
  const trimmed = body.trim();
  if (!trimmed) return `\${${name}}`;
  if (trimmed.startsWith('${') && trimmed.endsWith('}')) {
    const inner = trimmed.slice(2, -1).trimEnd();
    return `\${${inner ? `${inner} ` : ''}${name}}`;
  }
  return `${trimmed} ${name}`;
}

/**
 * A condition's text with 插入字段 under it: the bound form's fields and the start's variables.
 * The text is written to the diagram when left (one edit, one undo step) or when a variable is
 * picked, with the variable added to what was typed. Moving from the text to the picker does
 * not write: that would redraw the panel under the picker as it opens.
 */
function ConditionBody({ label, value, placeholder, variables, onCommit }: { label: string; value: string; placeholder?: string; variables: readonly ConditionVariable[]; onCommit: (body: string) => void }) {
  const [draft, setDraft] = useState(value);
  const picker = useRef<HTMLDivElement>(null);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  return (
    <>
      <Input.TextArea
        aria-label={label}
        value={draft}
        placeholder={placeholder}
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => {
          if (!picker.current?.contains(event.relatedTarget as Node | null)) commit();
        }}
      />
      {variables.length > 0 && (
        <div ref={picker} style={{ marginTop: 8 }}>
          <Select
            aria-label={zhCN.condition.insertVariable}
            placeholder={zhCN.condition.insertVariable}
            value={null}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: '100%' }}
            onChange={(name: string) => onCommit(withVariable(draft, name))}
            onBlur={commit}
            options={variables.map((variable) => ({ value: variable.name, label: zhCN.condition.variableOption(variable.label, variable.name) }))}
          />
        </div>
      )}
    </>
  );
}

/**
 * Issue 10: a flow leaving an exclusive, inclusive or complex gateway has a condition section,
 * and so does a conditional flow leaving an activity (the deploy rule checks both).
 */
export function hasConditionSection(flow: DiagramElement): boolean {
  if (flow.type !== 'bpmn:SequenceFlow' || !flow.source) return false;
  if (CONDITIONAL_GATEWAYS.includes(flow.source.type)) return true;
  return /Task$|SubProcess$|CallActivity$/.test(flow.source.type) && Boolean(flow.businessObject.get('conditionExpression'));
}

/** The condition as the panel shows it, or null for 无. */
export function conditionOf(flow: DiagramElement): ConditionSetting | null {
  const expression = flow.businessObject.get('conditionExpression') as ModdleElement | undefined;
  if (!expression) return null;
  const language = String(expression.get('language') ?? '');
  const body = String(expression.get('body') ?? '');
  if (!language) return { type: 'expression', body };
  const resource = String(expression.get('camunda:resource') ?? '');
  return { type: 'script', language, scriptType: resource ? 'external' : 'inline', body, resource };
}

function isDefaultFlow(flow: DiagramElement): boolean {
  return (flow.source?.businessObject.get('default') as ModdleElement | undefined) === flow.businessObject;
}

/**
 * Condition type 表达式 / 脚本 / 无 and its fields (spec 002 §2.7, §3, §4, §5). `variables` are
 * what the process's bound forms and its start supply (issue 23), offered as 插入字段.
 */
export function ConditionSection({ flow, editor, variables = [] }: { flow: DiagramElement; editor: PanelEditor; variables?: readonly ConditionVariable[] }) {
  if (isDefaultFlow(flow)) return <Form.Item label={zhCN.condition.title}>{zhCN.condition.isDefault}</Form.Item>;
  const condition = conditionOf(flow);
  const set = (next: ConditionSetting | null) => editor.setCondition(flow, next);
  const choose = (type: 'expression' | 'script' | 'none') => {
    if (type === 'none') return set(null);
    if (type === 'expression') return set({ type, body: condition?.body ?? '' });
    set({ type, language: 'juel', scriptType: 'inline', body: condition?.body ?? '', resource: '' });
  };
  return (
    <>
      <Form.Item label={zhCN.condition.type}>
        <Select
          aria-label={zhCN.condition.type}
          value={condition?.type ?? 'none'}
          onChange={choose}
          options={(['expression', 'script', 'none'] as const).map((value) => ({ value, label: zhCN.condition.types[value] }))}
        />
      </Form.Item>
      {condition?.type === 'expression' && (
        <Form.Item
          label={zhCN.condition.expression}
          required
          validateStatus={condition.body.trim() ? undefined : 'error'}
          help={condition.body.trim() ? undefined : zhCN.condition.expressionRequired}
        >
          <ConditionBody label={zhCN.condition.expression} value={condition.body} placeholder="${days > 3}" variables={variables} onCommit={(body) => set({ type: 'expression', body })} />
        </Form.Item>
      )}
      {condition?.type === 'script' && (
        <>
          <Form.Item label={zhCN.condition.language} required help={condition.language ? undefined : zhCN.condition.languageRequired} validateStatus={condition.language ? undefined : 'error'}>
            <Select
              aria-label={zhCN.condition.language}
              value={condition.language}
              onChange={(language: string) => set({ ...condition, language })}
              options={CONDITION_LANGUAGES.map((value) => ({ value, label: value }))}
            />
          </Form.Item>
          <Form.Item label={zhCN.condition.scriptType}>
            <Select
              aria-label={zhCN.condition.scriptType}
              value={condition.scriptType}
              onChange={(scriptType: 'inline' | 'external') => set({ ...condition, scriptType })}
              options={(['inline', 'external'] as const).map((value) => ({ value, label: zhCN.condition.scriptTypes[value] }))}
            />
          </Form.Item>
          {condition.scriptType === 'inline' ? (
            <Form.Item label={zhCN.condition.body} required help={condition.body.trim() ? undefined : zhCN.condition.expressionRequired} validateStatus={condition.body.trim() ? undefined : 'error'}>
              <ConditionBody label={zhCN.condition.body} value={condition.body} variables={variables} onCommit={(body) => set({ ...condition, body })} />
            </Form.Item>
          ) : (
            <Form.Item label={zhCN.condition.resource} required help={condition.resource.trim() ? undefined : zhCN.condition.resourceRequired} validateStatus={condition.resource.trim() ? undefined : 'error'}>
              <CommittedInput aria-label={zhCN.condition.resource} value={condition.resource} onCommit={(resource) => set({ ...condition, resource })} />
            </Form.Item>
          )}
        </>
      )}
    </>
  );
}
