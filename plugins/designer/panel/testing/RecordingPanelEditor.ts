import type { ModdleElement } from 'bpmn-moddle';
import { RongheExtensionReader } from '../../../../contracts/bpmn/RongheExtensionReader.ts';
import { RongheExtensionWriter } from '../../../../contracts/bpmn/RongheExtensionWriter.ts';
import { createRongheModdle } from '../../../../contracts/bpmn/RongheModdle.ts';
import type { DiagramElement } from '../../modeler/modules/DiagramServices.ts';
import { UpdateElementHandler, type UpdateElementContext } from '../../modeler/modules/commands/UpdateElementHandler.ts';
import { conditionExpression, type ConditionSetting, type PanelEditor } from '../PanelEditor.ts';

export type Write = [method: string, elementId: string, ...args: unknown[]];

/**
 * A PanelEditor for section tests: records every write in order and applies it to the moddle
 * elements the way the modeler's commands do, so a re-render shows the result.
 */
export class RecordingPanelEditor implements PanelEditor {
  readonly moddle = createRongheModdle();
  readonly reader = new RongheExtensionReader();
  readonly writer = new RongheExtensionWriter(this.moddle);
  readonly writes: Write[] = [];
  /** Called after every write, as the modeler fires elements.changed. */
  onWrite: () => void = () => undefined;
  readonly #handler = new UpdateElementHandler(this.moddle);

  #record(write: Write): void {
    this.writes.push(write);
    this.onWrite();
  }

  create(type: string, attrs?: Record<string, unknown>) {
    return this.moddle.create(type, attrs) as never;
  }

  /** A diagram element with a fresh business object of `type`. */
  element(type: string, id: string, attrs: Record<string, unknown> = {}): DiagramElement {
    return { id, type, x: 0, y: 0, width: 0, height: 0, businessObject: this.moddle.create(type, { id, ...attrs }) as never };
  }

  rename(element: DiagramElement, name: string): void {
    this.#record(['rename', element.id, name]);
    element.businessObject.set('name', name);
  }

  setDocumentation(element: DiagramElement, text: string): void {
    this.#record(['setDocumentation', element.id, text]);
    element.businessObject.set('documentation', text ? [this.moddle.create('bpmn:Documentation', { text })] : []);
  }

  setProperties(element: DiagramElement, properties: Record<string, unknown>): void {
    this.#record(['setProperties', element.id, properties]);
    for (const [name, value] of Object.entries(properties)) element.businessObject.set(name, value);
  }

  setModdleProperties(element: DiagramElement, target: ModdleElement, properties: Record<string, unknown>): void {
    this.#record(['setModdleProperties', element.id, target.id ?? target.$type, properties]);
    for (const [name, value] of Object.entries(properties)) {
      target.set(name, value);
      // bpmn-js' command parents what it puts in place; the tests read $parent the same way
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof child === 'object' && '$type' in child && !(child as { $parent?: unknown }).$parent) (child as { $parent?: unknown }).$parent = target;
      }
    }
  }

  /** A bpmn:Definitions holding `process`, as a loaded diagram has, for sections that edit root elements. */
  definitions(process: DiagramElement): ModdleElement {
    const definitions = this.moddle.create('bpmn:Definitions', { targetNamespace: 'http://bpmn.io/schema/bpmn', rootElements: [process.businessObject] }) as ModdleElement;
    process.businessObject.$parent = definitions;
    return definitions;
  }

  update(element: DiagramElement, change: Omit<UpdateElementContext, 'element'>): void {
    this.#record(['update', element.id, change]);
    this.#handler.execute({ element, ...change });
  }

  setCondition(flow: DiagramElement, condition: ConditionSetting | null): void {
    this.#record(['setCondition', flow.id, condition]);
    flow.businessObject.set('conditionExpression', condition ? conditionExpression(this.moddle, condition) : undefined);
  }

  setDefaultFlow(gateway: DiagramElement, flow: DiagramElement | null): void {
    this.#record(['setDefaultFlow', gateway.id, flow?.id ?? null]);
    gateway.businessObject.set('default', flow?.businessObject);
    if (flow) flow.businessObject.set('conditionExpression', undefined);
  }

  /** The rh extension of a type the element holds now, read back. */
  extension(element: DiagramElement, type: string): ModdleElement | undefined {
    return this.reader.extension(element.businessObject as never, type);
  }
}
