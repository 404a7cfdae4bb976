import type { DiagramElement, ModdleElement } from '../modeler/modules/DiagramServices.ts';

export type DefinitionKind = 'signal' | 'message' | 'error' | 'escalation';
export const DEFINITION_KINDS: readonly DefinitionKind[] = ['signal', 'message', 'error', 'escalation'];

/** The root element type of each kind, and the event definition that refers to one through `ref`. */
export const DEFINITION_TYPES: Record<DefinitionKind, { type: string; eventDefinition: string; ref: string }> = {
  signal: { type: 'bpmn:Signal', eventDefinition: 'bpmn:SignalEventDefinition', ref: 'signalRef' },
  message: { type: 'bpmn:Message', eventDefinition: 'bpmn:MessageEventDefinition', ref: 'messageRef' },
  error: { type: 'bpmn:Error', eventDefinition: 'bpmn:ErrorEventDefinition', ref: 'errorRef' },
  escalation: { type: 'bpmn:Escalation', eventDefinition: 'bpmn:EscalationEventDefinition', ref: 'escalationRef' },
};

const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** `Error_` / `Escalation_` + 8 random characters (spec 002 §3, §9). */
export function generatedId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return prefix + Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

/** The bpmn:Definitions a diagram element belongs to (its business object's ancestors). */
export function definitionsOf(element: DiagramElement): ModdleElement | undefined {
  let current: ModdleElement | undefined = element.businessObject;
  while (current && !current.$instanceOf('bpmn:Definitions')) current = current.$parent as ModdleElement | undefined;
  return current;
}

export function rootDefinitions(definitions: ModdleElement | undefined, kind: DefinitionKind): ModdleElement[] {
  return ((definitions?.get('rootElements') as ModdleElement[] | undefined) ?? []).filter((root) => root.$instanceOf(DEFINITION_TYPES[kind].type));
}

/** Every id the document uses: root elements and what the processes hold, nested sub-processes too. */
export function idsIn(definitions: ModdleElement | undefined): Set<string> {
  const ids = new Set<string>();
  const visit = (element: ModdleElement) => {
    if (element.id) ids.add(element.id);
    if (!element.$instanceOf('bpmn:FlowElementsContainer')) return;
    for (const child of (element.get('flowElements') as ModdleElement[] | undefined) ?? []) visit(child);
  };
  for (const root of (definitions?.get('rootElements') as ModdleElement[] | undefined) ?? []) visit(root);
  return ids;
}
