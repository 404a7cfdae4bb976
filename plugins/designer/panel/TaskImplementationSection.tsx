import { Form, Select } from 'antd';
import type { DiagramElement, ModdleElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import { CommittedInput } from './CommittedInput.tsx';
import { eventDefinitionOf } from './eventDefinitionOf.ts';
import type { PanelEditor } from './PanelEditor.ts';
import { RequiredInput } from './RequiredInput.tsx';

export type ImplementType = 'class' | 'expression' | 'delegateExpression' | 'external' | 'connector';
const IMPLEMENT_TYPES: readonly ImplementType[] = ['class', 'expression', 'delegateExpression', 'external', 'connector'];
/** Every attribute a type may leave behind; switching type removes those the new type does not keep. */
const ATTRIBUTES = ['class', 'expression', 'resultVariable', 'delegateExpression', 'type', 'topic', 'taskPriority'] as const;
const KEPT: Record<ImplementType, readonly string[]> = {
  class: ['class'],
  expression: ['expression', 'resultVariable'],
  delegateExpression: ['delegateExpression'],
  external: ['type', 'topic', 'taskPriority'],
  connector: [],
};

const messageDefinition = (element: DiagramElement): ModdleElement | undefined => eventDefinitionOf(element, 'bpmn:MessageEventDefinition');

/** Service, send and business-rule tasks, and message throw and end events (their definition holds it). */
export function hasTaskImplementation(element: DiagramElement): boolean {
  if (['bpmn:ServiceTask', 'bpmn:SendTask', 'bpmn:BusinessRuleTask'].includes(element.type)) return true;
  return ['bpmn:IntermediateThrowEvent', 'bpmn:EndEvent'].includes(element.type) && messageDefinition(element) !== undefined;
}

/** What carries the camunda attributes: the task itself, or an event's message definition. */
const holderOf = (element: DiagramElement): ModdleElement => messageDefinition(element) ?? element.businessObject;

const connectorOf = (holder: ModdleElement): ModdleElement | undefined =>
  ((holder.get('extensionElements') as ModdleElement | undefined)?.get('values') as ModdleElement[] | undefined)?.find((value) => value.$instanceOf('camunda:Connector'));

export function implementTypeOf(holder: ModdleElement): ImplementType | undefined {
  if (connectorOf(holder)) return 'connector';
  if (holder.get('camunda:type') === 'external') return 'external';
  return (['class', 'expression', 'delegateExpression'] as const).find((type) => holder.get(`camunda:${type}`) !== undefined);
}

/**
 * 任务实现 (spec 002 §2.7, §3, §4, §5): java类 / 表达式 (+ 结果变量) / 代理表达式 / 外部 (主题 +
 * 任务优先级, stored as camunda:type="external") / 连接器ID. Switching type clears the other
 * values but keeps the new type's own (resultVariable for 表达式, topic and taskPriority for
 * 外部); each required value is refused empty on blur with the spec's message.
 */
export function TaskImplementationSection({ element, editor }: { element: DiagramElement; editor: PanelEditor }) {
  const holder = holderOf(element);
  const type = implementTypeOf(holder);
  const text = (name: string) => String(holder.get(`camunda:${name}`) ?? '');
  const connectorId = String(connectorOf(holder)?.get('connectorId') ?? '');

  /** One command: the attributes, and the connector (an extension element of the holder). */
  const write = (attributes: Record<string, unknown>, connector?: ModdleElement | null) => {
    if (holder === element.businessObject) {
      editor.update(element, { attributes, ...(connector !== undefined ? { extensions: { 'camunda:Connector': connector } } : {}) });
      return;
    }
    const properties: Record<string, unknown> = { ...attributes };
    if (connector !== undefined) {
      const others = (((holder.get('extensionElements') as ModdleElement | undefined)?.get('values') as ModdleElement[] | undefined) ?? []).filter(
        (value) => !value.$instanceOf('camunda:Connector'),
      );
      const values = connector ? [...others, connector] : others;
      properties.extensionElements = values.length ? editor.create('bpmn:ExtensionElements', { values }) : undefined;
    }
    editor.setModdleProperties(element, holder, properties);
  };
  // a connector's own input/output (kept from the XML) goes along when its id changes
  const connector = (id: string) => editor.create('camunda:Connector', { connectorId: id, inputOutput: connectorOf(holder)?.get('inputOutput') });

  const switchTo = (next: ImplementType) => {
    const attributes: Record<string, unknown> = {};
    for (const name of ATTRIBUTES) if (!KEPT[next].includes(name)) attributes[`camunda:${name}`] = undefined;
    // the chosen type's own value stays; an empty one is written so the choice shows and asks for it
    if (next === 'external') attributes['camunda:type'] = 'external';
    else if (next !== 'connector') attributes[`camunda:${next}`] = text(next);
    write(attributes, next === 'connector' ? connector(connectorId) : null);
  };
  const set = (name: string) => (value: string) => write({ [`camunda:${name}`]: value.trim() || undefined });
  const field = zhCN.camunda.implementFields;
  const required = zhCN.camunda.implementRequired;

  return (
    <>
      <Form.Item label={zhCN.camunda.implementType}>
        <Select
          aria-label={zhCN.camunda.implementType}
          value={type}
          allowClear
          onChange={(next: ImplementType | undefined) => (next ? switchTo(next) : write(Object.fromEntries(ATTRIBUTES.map((name) => [`camunda:${name}`, undefined])), null))}
          options={IMPLEMENT_TYPES.map((value) => ({ value, label: zhCN.camunda.implementTypes[value] }))}
        />
      </Form.Item>
      {type === 'class' && <RequiredInput label={field.class} value={text('class')} message={required.class} onCommit={set('class')} />}
      {type === 'expression' && (
        <>
          <RequiredInput label={field.expression} value={text('expression')} message={required.expression} onCommit={set('expression')} />
          <Form.Item label={field.resultVariable}>
            <CommittedInput aria-label={field.resultVariable} value={text('resultVariable')} onCommit={set('resultVariable')} />
          </Form.Item>
        </>
      )}
      {type === 'delegateExpression' && (
        <RequiredInput label={field.delegateExpression} value={text('delegateExpression')} message={required.delegateExpression} onCommit={set('delegateExpression')} />
      )}
      {type === 'external' && (
        <>
          <RequiredInput label={field.topic} value={text('topic')} message={required.external} onCommit={set('topic')} />
          <Form.Item label={field.taskPriority}>
            <CommittedInput aria-label={field.taskPriority} value={text('taskPriority')} onCommit={set('taskPriority')} />
          </Form.Item>
        </>
      )}
      {type === 'connector' && (
        <RequiredInput label={field.connectorId} value={connectorId} message={required.connector} onCommit={(id) => write({}, connector(id))} />
      )}
    </>
  );
}
