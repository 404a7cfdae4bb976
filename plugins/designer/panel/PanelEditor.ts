import { RongheExtensionReader } from '../../../contracts/bpmn/RongheExtensionReader.ts';
import { RongheExtensionWriter, type ModdleFactory } from '../../../contracts/bpmn/RongheExtensionWriter.ts';
import type { Modeler } from '../modeler/createModeler.ts';
import type { DiagramElement, ModdleElement } from '../modeler/modules/DiagramServices.ts';
import { UPDATE_ELEMENT_COMMAND, type UpdateElementContext } from '../modeler/modules/commands/index.ts';

/** A condition as the panel edits it (spec 002 §3 Condition). */
export type ConditionSetting =
  | { type: 'expression'; body: string }
  | { type: 'script'; language: string; scriptType: 'inline' | 'external'; body: string; resource: string };

/** The bpmn:FormalExpression a condition is written as; an external script names its file instead of a body. */
export function conditionExpression(moddle: ModdleFactory, condition: ConditionSetting): ModdleElement {
  if (condition.type === 'expression') return moddle.create('bpmn:FormalExpression', { body: condition.body }) as ModdleElement;
  return moddle.create('bpmn:FormalExpression', {
    language: condition.language,
    ...(condition.scriptType === 'external' ? { 'camunda:resource': condition.resource } : { body: condition.body }),
  }) as ModdleElement;
}

/**
 * Every write the properties panel makes, each one bpmn-js command (one undo step): names and
 * labels, standard properties, and rh settings through rh.element.update. Sections receive it,
 * so their tests can record the writes without a canvas.
 */
export interface PanelEditor {
  readonly reader: RongheExtensionReader;
  readonly writer: RongheExtensionWriter;
  /** A new moddle element (camunda:Property, say) to write through `update`. */
  create(type: string, attrs?: Record<string, unknown>): ModdleElement;
  rename(element: DiagramElement, name: string): void;
  setDocumentation(element: DiagramElement, text: string): void;
  setProperties(element: DiagramElement, properties: Record<string, unknown>): void;
  /**
   * Properties of a moddle element the diagram element holds but is not (an event definition,
   * a root bpmn:Error or bpmn:Definitions' rootElements), in one command on `element`.
   */
  setModdleProperties(element: DiagramElement, target: ModdleElement, properties: Record<string, unknown>): void;
  update(element: DiagramElement, change: Omit<UpdateElementContext, 'element'>): void;
  setCondition(flow: DiagramElement, condition: ConditionSetting | null): void;
  /** Makes `flow` the gateway's default branch (its condition goes in the same step), or none. */
  setDefaultFlow(gateway: DiagramElement, flow: DiagramElement | null): void;
}

interface Modeling {
  updateLabel(element: DiagramElement, text: string): void;
  updateProperties(element: DiagramElement, properties: Record<string, unknown>): void;
  updateModdleProperties(element: DiagramElement, target: ModdleElement, properties: Record<string, unknown>): void;
}
interface CommandStack {
  execute(command: string, context: UpdateElementContext): void;
}

/** The PanelEditor of a live modeler. */
export class ModelerPanelEditor implements PanelEditor {
  readonly reader = new RongheExtensionReader();
  readonly writer: RongheExtensionWriter;
  readonly #moddle: ModdleFactory;
  readonly #modeling: Modeling;
  readonly #commandStack: CommandStack;
  readonly #bpmnFactory: { create(type: string, attrs?: Record<string, unknown>): ModdleElement };

  constructor(modeler: Modeler) {
    this.#moddle = modeler.get<ModdleFactory>('moddle');
    this.#bpmnFactory = modeler.get('bpmnFactory');
    this.#modeling = modeler.get<Modeling>('modeling');
    this.#commandStack = modeler.get<CommandStack>('commandStack');
    this.writer = new RongheExtensionWriter(this.#moddle);
  }

  create(type: string, attrs?: Record<string, unknown>): ModdleElement {
    // bpmnFactory claims a given id (a message's, say) in the modeler's id registry, so bpmn-js never hands it out again
    return this.#bpmnFactory.create(type, attrs);
  }

  rename(element: DiagramElement, name: string): void {
    // Flows and nodes carry their name as a label; the process has none.
    if (element.type === 'bpmn:Process') this.#modeling.updateProperties(element, { name });
    else this.#modeling.updateLabel(element, name);
  }

  setDocumentation(element: DiagramElement, text: string): void {
    const documentation = text ? [this.#moddle.create('bpmn:Documentation', { text })] : [];
    this.#modeling.updateProperties(element, { documentation });
  }

  setProperties(element: DiagramElement, properties: Record<string, unknown>): void {
    this.#modeling.updateProperties(element, properties);
  }

  setModdleProperties(element: DiagramElement, target: ModdleElement, properties: Record<string, unknown>): void {
    this.#modeling.updateModdleProperties(element, target, properties);
  }

  update(element: DiagramElement, change: Omit<UpdateElementContext, 'element'>): void {
    this.#commandStack.execute(UPDATE_ELEMENT_COMMAND, { element, ...change });
  }

  setCondition(flow: DiagramElement, condition: ConditionSetting | null): void {
    this.#modeling.updateProperties(flow, { conditionExpression: condition ? conditionExpression(this.#moddle, condition) : undefined });
  }

  setDefaultFlow(gateway: DiagramElement, flow: DiagramElement | null): void {
    this.#modeling.updateProperties(gateway, { default: flow ? flow.businessObject : undefined });
  }

}
