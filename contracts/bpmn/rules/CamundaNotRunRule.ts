import type { ModdleElement } from 'bpmn-moddle';
import type { LintRule } from 'bpmnlint';
import { isBpmn } from '../BpmnElements.ts';
import { zhCN } from '../zhCN.ts';

interface PropertyDescriptor {
  ns: { name: string; prefix: string };
}
interface Descriptor {
  /** Absent on generic elements (namespaces moddle does not know), which have no camunda:* properties. */
  propertiesByName?: Record<string, PropertyDescriptor | undefined>;
}

const CAMUNDA = 'camunda';

/*
 * Camunda settings that are no behaviour at all, only the modeler's bookkeeping, and
 * camunda:resource on a condition, which ronghe/script-resource-unsupported refuses instead.
 */
const NOT_BEHAVIOUR = new Set(['camunda:diagramRelationId', 'camunda:modelerTemplate', 'camunda:modelerTemplateVersion']);

/** The camunda:* attributes set on an element, by their XML names. */
function camundaAttributes(element: ModdleElement): string[] {
  const byName = (element as unknown as { $descriptor?: Descriptor }).$descriptor?.propertiesByName;
  const names: string[] = [];
  if (!byName) return names;
  for (const key of Object.keys(element)) {
    const property = byName[key];
    if (property?.ns.prefix !== CAMUNDA || NOT_BEHAVIOUR.has(property.ns.name)) continue;
    if (property.ns.name === 'camunda:resource' && isBpmn(element, 'bpmn:FormalExpression')) continue;
    if (element[key] === undefined) continue;
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
        if (isBpmn(node, 'bpmn:Definitions')) found = new Map();
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
        if (!isBpmn(node, 'bpmn:Definitions')) return;
        for (const [element, features] of found) reporter.report(element.id as string, zhCN.lint.camundaNotRun([...features].join('、')));
      },
    },
  };
}
