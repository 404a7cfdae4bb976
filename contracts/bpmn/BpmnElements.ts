import type { ModdleElement } from 'bpmn-moddle';

export type { ModdleElement };

/*
 * Typed views of the BPMN elements the product reads. bpmn-moddle hands back untyped
 * objects; these name the properties we rely on so the rules and the engine compiler read
 * them without `any`. Extension attributes (rh:…) appear on the element itself.
 */

export interface BpmnExtensionElements extends ModdleElement {
  values?: ModdleElement[];
}

export interface BpmnBaseElement extends ModdleElement {
  id: string;
  name?: string;
  extensionElements?: BpmnExtensionElements;
}

export interface BpmnDefinitions extends ModdleElement {
  id?: string;
  rootElements?: ModdleElement[];
}

export interface BpmnFormalExpression extends ModdleElement {
  body?: string;
  language?: string;
  /** camunda:resource — an external script named instead of an inline body (Camunda-style, spec 002). */
  resource?: string;
}

export interface BpmnSequenceFlow extends BpmnBaseElement {
  sourceRef?: BpmnFlowNode;
  targetRef?: BpmnFlowNode;
  conditionExpression?: BpmnFormalExpression;
  /** rh:businessKey — on a flow leaving the start event: the `${…}` that names the instance's business key. */
  businessKey?: string;
}

export interface BpmnFlowNode extends BpmnBaseElement {
  incoming?: BpmnSequenceFlow[];
  outgoing?: BpmnSequenceFlow[];
  /** Gateways and activities: the default flow. */
  default?: BpmnSequenceFlow;
  eventDefinitions?: ModdleElement[];
  loopCharacteristics?: ModdleElement & { isSequential?: boolean };
}

export interface BpmnUserTask extends BpmnFlowNode {
  /** rh:noManager — '0' passes the node when nobody can handle it, '1' refuses to flow. */
  noManager?: string;
  initiatorAutoComplete?: boolean;
  serialAutoComplete?: boolean;
}

export interface BpmnProcess extends BpmnBaseElement {
  isExecutable?: boolean;
  flowElements?: ModdleElement[];
}

/** `$instanceOf` with a type guard, for reading moddle trees without casts at every step. */
export function isBpmn<T extends ModdleElement>(element: ModdleElement | undefined | null, type: string): element is T {
  return !!element && typeof element.$instanceOf === 'function' && element.$instanceOf(type);
}

/**
 * The process an imported diagram is about: the first executable one, else the first. The
 * server renames it to the designer's key and name (checkBpmnXml); the designer tells what it was.
 */
export function importedProcessOf(definitions: BpmnDefinitions): BpmnProcess | undefined {
  const processes = (definitions.rootElements ?? []).filter((e): e is BpmnProcess => isBpmn(e, 'bpmn:Process'));
  return processes.find((p) => p.isExecutable !== false) ?? processes[0];
}
