import { Form, Select } from 'antd';
import type { DiagramElement, ModdleElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import { eventDefinitionOf } from './eventDefinitionOf.ts';
import type { PanelEditor } from './PanelEditor.ts';
import { DEFINITION_KINDS, DEFINITION_TYPES, definitionsOf, rootDefinitions, type DefinitionKind } from './RootDefinitions.ts';

/** The kind of root definition the event's definition refers to, if it is a signal, message, error or escalation event. */
export function referenceKindOf(element: DiagramElement): DefinitionKind | undefined {
  return DEFINITION_KINDS.find((kind) => eventDefinitionOf(element, DEFINITION_TYPES[kind].eventDefinition) !== undefined);
}

/**
 * On a signal, message, error or escalation event: which of the process's definitions of that
 * kind it refers to (created under 流程属性).
 */
export function DefinitionRefSection({ event, editor }: { event: DiagramElement; editor: PanelEditor }) {
  const kind = referenceKindOf(event) as DefinitionKind;
  const { eventDefinition, ref } = DEFINITION_TYPES[kind];
  const definition = eventDefinitionOf(event, eventDefinition) as ModdleElement;
  const roots = rootDefinitions(definitionsOf(event), kind);
  const current = definition.get(ref) as ModdleElement | undefined;
  const label = zhCN.camunda.definitionRef[kind];
  return (
    <Form.Item label={label} help={roots.length === 0 ? zhCN.camunda.noDefinitions + zhCN.camunda.definitions[kind] : undefined}>
      <Select
        aria-label={label}
        allowClear
        value={current?.id}
        onChange={(id: string | undefined) => editor.setModdleProperties(event, definition, { [ref]: roots.find((root) => root.id === id) })}
        options={roots.map((root) => ({ value: root.id as string, label: root.get('name') ? `${String(root.get('name'))} (${root.id})` : root.id }))}
      />
    </Form.Item>
  );
}
