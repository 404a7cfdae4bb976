import type { ModdleElement } from 'bpmn-moddle';
import type { LintRule } from 'bpmnlint';
import { isBpmn } from '../BpmnElements.ts';
import { zhCN } from '../zhCN.ts';

interface PropertyDescriptor {
  name: string;
  ns: { name: string; prefix: string };
}
interface Descriptor {
  /** Absent on generic elements (namespaces moddle does not know), which have no camunda:* properties. */
  properties?: PropertyDescriptor[];
}

const CAMUNDA = 'camunda';

/*
 * Camunda settings that are no behaviour at all, only the modeler's bookkeeping, and
 * camunda:resource on a condition, which ronghe/script-resource-unsupported refuses instead.
 */
const NOT_BEHAVIOUR = new Set(['camunda:diagramRelationId', 'camunda:modelerTemplate', 'camunda:modelerTemplateVersion']);

/*
 * The camunda:* properties a type declares, found once per type: the rule looks at every
 * element of every diagram `ronghe lint` reads, and most types declare none.
 */
const camundaPropertiesOf = new WeakMap<Descriptor, readonly PropertyDescriptor[]>();

function camundaProperties(descriptor: Descriptor | undefined): readonly PropertyDescriptor[] {
  if (!descriptor?.properties) return [];
  let properties = camundaPropertiesOf.get(descriptor);
  if (!properties) {
    properties = descriptor.properties.filter((p) => p.ns.prefix === CAMUNDA && !NOT_BEHAVIOUR.has(p.ns.name));
    camundaPropertiesOf.set(descriptor, properties);
  }
  return properties;
}

/** The camunda:* attributes set on an element, by their XML names, in the type's order. */
function camundaAttributes(element: ModdleElement): string[] {
  const names: string[] = [];
  for (const property of camundaProperties((element as unknown as { $descriptor?: Descriptor }).$descriptor)) {
    if (!Object.prototype.hasOwnProperty.call(element, property.name) || element[property.name] === undefined) continue;
    if (property.ns.name === 'camunda:resource' && isBpmn(element, 'bpmn:FormalExpression')) continue;
    names.push(property.ns.name);
  }
  return names;
}

/** The nearest element a marker can sit on: itself or an ancestor with an id. */
function owner(element: ModdleElement): ModdleElement | undefined {
  let current: ModdleElement | undefined = element;
  while (current && !(typeof current.id === 'string' && current.id && isBpmn(current, 'bpmn:BaseElement'))) current = current.$parent;
  return current;
}

/**
 * A warning, never a deploy refusal: the Camunda-style fields (listeners, input/output, async,
 * version tag, assignee …) are kept in the diagram exactly as drawn, but the engine does not
 * run them. One report per element, naming its Camunda settings in document order.
 */
export function camundaNotRunRule(): LintRule {
  let found = new Map<ModdleElement, Set<string>>();
  const note = (element: ModdleElement, feature: string) => {
    const target = owner(element);
    if (!target) return;
    let features = found.get(target);
    if (!features) found.set(target, (features = new Set()));
    features.add(feature);
  };
  return {
    check: {
      enter(node) {
        // $type rather than isBpmn: this runs on every element, and definitions have no subtypes
        if (node.$type === 'bpmn:Definitions') found = new Map();
        if (node.$type.startsWith(`${CAMUNDA}:`)) {
          const local = node.$type.slice(CAMUNDA.length + 1);
          // named as written in the XML: camunda:executionListener, camunda:inputOutput
          note(node.$parent ?? node, `${CAMUNDA}:${local[0].toLowerCase()}${local.slice(1)}`);
          // what a Camunda element holds (a listener's fields, input parameters) is part of it
          return false;
        }
        for (const name of camundaAttributes(node)) note(node, name);
      },
      leave(node, reporter) {
        if (node.$type !== 'bpmn:Definitions') return;
        for (const [element, features] of found) reporter.report(element.id as string, zhCN.lint.camundaNotRun([...features].join('、')));
      },
    },
  };
}
