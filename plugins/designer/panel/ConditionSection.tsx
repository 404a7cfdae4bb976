import { Form, Select } from 'antd';
import { CONDITION_LANGUAGES } from '../../../contracts/bpmn/RongheExtension.ts';
import type { DiagramElement, ModdleElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import { CommittedInput } from './CommittedInput.tsx';
import type { ConditionSetting, PanelEditor } from './PanelEditor.ts';

const CONDITIONAL_GATEWAYS = ['bpmn:ExclusiveGateway', 'bpmn:InclusiveGateway', 'bpmn:ComplexGateway'];

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

/** Condition type 表达式 / 脚本 / 无 and its fields (spec 002 §2.7, §3, §4, §5). */
export function ConditionSection({ flow, editor }: { flow: DiagramElement; editor: PanelEditor }) {
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
          <CommittedInput aria-label={zhCN.condition.expression} multiline value={condition.body} placeholder="${days > 3}" onCommit={(body) => set({ type: 'expression', body })} />
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
              <CommittedInput aria-label={zhCN.condition.body} multiline value={condition.body} onCommit={(body) => set({ ...condition, body })} />
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
