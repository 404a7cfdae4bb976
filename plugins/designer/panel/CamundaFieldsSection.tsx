import { Form, Select } from 'antd';
import type { DiagramElement, ModdleElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import { CommittedInput } from './CommittedInput.tsx';
import { eventDefinitionOf } from './eventDefinitionOf.ts';
import type { PanelEditor } from './PanelEditor.ts';

interface Field {
  /** The attribute, `camunda:…` or a standard one (calledElement). */
  name: string;
  label: string;
  placeholder?: string;
  /** A select; its first option is the default, which is written as no attribute at all. */
  options?: Record<string, string>;
  /** Shown only when another attribute holds this value (a version only for the version binding). */
  when?: [name: string, value: string];
}

const texts = zhCN.camunda;
const BINDINGS = texts.bindings;

/** The fields of spec 002 §3 I21–I25 by element type, and what holds them (the element or its event definition). */
export function camundaFieldsOf(element: DiagramElement): { holder: ModdleElement; fields: Field[] } | undefined {
  const owner = element.businessObject;
  switch (element.type) {
    case 'bpmn:UserTask':
      return {
        holder: owner,
        fields: (['candidateUsers', 'candidateGroups', 'dueDate', 'followUpDate', 'priority'] as const).map((name) => ({ name: `camunda:${name}`, label: texts[name] })),
      };
    case 'bpmn:CallActivity':
      return {
        holder: owner,
        fields: [
          { name: 'calledElement', label: texts.calledElement },
          { name: 'camunda:calledElementBinding', label: texts.calledElementBinding, options: BINDINGS },
          { name: 'camunda:calledElementVersion', label: texts.calledElementVersion, when: ['camunda:calledElementBinding', 'version'] },
          { name: 'camunda:calledElementVersionTag', label: texts.calledElementVersionTag, when: ['camunda:calledElementBinding', 'versionTag'] },
          { name: 'camunda:calledElementTenantId', label: texts.calledElementTenantId },
        ],
      };
    case 'bpmn:BusinessRuleTask':
      return {
        holder: owner,
        fields: [
          { name: 'camunda:decisionRef', label: texts.decisionRef },
          // Camunda's decision binding has no versionTag
          { name: 'camunda:decisionRefBinding', label: texts.decisionRefBinding, options: { latest: BINDINGS.latest, deployment: BINDINGS.deployment, version: BINDINGS.version } },
          { name: 'camunda:decisionRefVersion', label: texts.decisionRefVersion, when: ['camunda:decisionRefBinding', 'version'] },
          { name: 'camunda:decisionRefTenantId', label: texts.decisionRefTenantId },
          // resultList first: it is the default
          { name: 'camunda:mapDecisionResult', label: texts.mapDecisionResult, options: { resultList: texts.mapDecisionResults.resultList, singleEntry: texts.mapDecisionResults.singleEntry, singleResult: texts.mapDecisionResults.singleResult, collectEntries: texts.mapDecisionResults.collectEntries } },
        ],
      };
  }
  const conditional = eventDefinitionOf(element, 'bpmn:ConditionalEventDefinition');
  if (conditional) {
    return {
      holder: conditional,
      fields: [
        { name: 'camunda:variableName', label: texts.variableName },
        { name: 'camunda:variableEvents', label: texts.variableEvents, placeholder: texts.variableEventsPlaceholder },
      ],
    };
  }
  return undefined;
}

/**
 * The other Camunda fields of spec 002 §3: a user task's candidate users and groups, due and
 * follow-up date and priority; a call activity's called element and binding (default 最新版本);
 * a business rule task's decision, binding and result mapping (default resultList); a
 * conditional event's variable name and events. Defaults and empty values are not written.
 */
export function CamundaFieldsSection({ element, editor }: { element: DiagramElement; editor: PanelEditor }) {
  const found = camundaFieldsOf(element);
  if (!found) return null;
  const { holder, fields } = found;
  const write = (properties: Record<string, unknown>) =>
    holder === element.businessObject ? editor.update(element, { attributes: properties }) : editor.setModdleProperties(element, holder, properties);
  const value = (name: string) => String(holder.get(name) ?? '');
  /** What a select shows: its attribute, else its default. */
  const current = (name: string) => value(name) || Object.keys(fields.find((other) => other.name === name)?.options ?? {})[0] || '';
  return (
    <>
      {fields.map((field) => {
        if (field.when && current(field.when[0]) !== field.when[1]) return null;
        if (field.options) {
          const [fallback] = Object.keys(field.options);
          // a binding that no longer asks for its version takes the version along
          const dependents = fields.filter((other) => other.when?.[0] === field.name).map((other) => other.name);
          return (
            <Form.Item key={field.name} label={field.label}>
              <Select
                aria-label={field.label}
                value={value(field.name) || fallback}
                onChange={(next: string) =>
                  write({
                    [field.name]: next === fallback ? undefined : next,
                    ...Object.fromEntries(dependents.filter((name) => fields.find((other) => other.name === name)?.when?.[1] !== next).map((name) => [name, undefined])),
                  })
                }
                options={Object.entries(field.options).map(([option, label]) => ({ value: option, label }))}
              />
            </Form.Item>
          );
        }
        return (
          <Form.Item key={field.name} label={field.label}>
            <CommittedInput aria-label={field.label} value={value(field.name)} placeholder={field.placeholder} onCommit={(text) => write({ [field.name]: text.trim() || undefined })} />
          </Form.Item>
        );
      })}
    </>
  );
}
