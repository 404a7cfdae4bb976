import type { DiagramElement, Entries, PadOrPaletteEntry } from '../DiagramServices.ts';
import { engineRuns, type ElementTarget, type Moddle } from '../replace/EngineRuns.ts';

interface ContextPad {
  registerProvider(priority: number, provider: object): void;
}
interface ElementFactory {
  createShape(attrs: { type: string }): DiagramElement;
}
interface AutoPlace {
  append(source: DiagramElement, shape: DiagramElement): void;
}
interface Create {
  start(event: Event, shape: DiagramElement, hints: { source: DiagramElement }): void;
}
interface Translate {
  (template: string): string;
}

/**
 * The pad entries spec 002 §2.4 keeps (E1–E9): appends of end event, exclusive gateway, user task
 * and intermediate event, text annotation, connect, change type, delete, and the lane actions.
 * The stock extra appends (receive task, message/timer/condition/signal events, compensation)
 * are dropped, and so is any append of a node the engine does not run (issue 26: the
 * intermediate event turned red the moment it was drawn).
 */
export const CONTEXT_PAD_KEPT = [
  'append.end-event',
  'append.gateway',
  'append.append-task',
  'append.intermediate-event',
  'append.text-annotation',
  'connect',
  'replace',
  'delete',
  'lane-insert-above',
  'lane-divide-two',
  'lane-divide-three',
  'lane-insert-below',
] as const;

/** What each kept append draws. */
const APPENDED: Readonly<Record<string, ElementTarget>> = {
  'append.end-event': { type: 'bpmn:EndEvent' },
  'append.gateway': { type: 'bpmn:ExclusiveGateway' },
  'append.append-task': { type: 'bpmn:UserTask' },
  'append.intermediate-event': { type: 'bpmn:IntermediateThrowEvent' },
};

export class RhContextPadProvider {
  static $inject = ['contextPad', 'elementFactory', 'create', 'translate', 'moddle', 'injector'];

  private readonly autoPlace: AutoPlace | null;

  constructor(
    contextPad: ContextPad,
    private readonly elementFactory: ElementFactory,
    private readonly create: Create,
    private readonly translate: Translate,
    private readonly moddle: Moddle,
    injector: { get<T>(name: string, strict?: boolean): T | null },
  ) {
    this.autoPlace = injector.get<AutoPlace>('autoPlace', false);
    contextPad.registerProvider(500, this);
  }

  getContextPadEntries(): (entries: Entries) => Entries {
    return (stock) => {
      const entries: Entries = {};
      for (const id of CONTEXT_PAD_KEPT) {
        if (!stock[id]) continue;
        const appended = APPENDED[id];
        if (appended && !engineRuns(this.moddle, appended)) continue;
        entries[id] = id === 'append.append-task' ? this.appendUserTask(stock[id]) : stock[id];
      }
      return entries;
    };
  }

  /** The stock 'append task' creates a plain bpmn:Task; the product's only task is the user task. */
  private appendUserTask(stock: PadOrPaletteEntry): PadOrPaletteEntry {
    const shape = () => this.elementFactory.createShape({ type: 'bpmn:UserTask' });
    const dragstart = (event: Event, source?: DiagramElement) => this.create.start(event, shape(), { source: source! });
    const click = (event: Event, source?: DiagramElement) =>
      this.autoPlace ? this.autoPlace.append(source!, shape()) : dragstart(event, source);
    return { ...stock, className: 'bpmn-icon-user-task', title: this.translate('Append user task'), action: { click, dragstart } };
  }
}
