import type { DiagramElement, Entries, EntryAction } from '../DiagramServices.ts';

interface Palette {
  registerProvider(priority: number, provider: object): void;
}
interface ElementFactory {
  createShape(attrs: { type: string }): DiagramElement;
}
interface Create {
  start(event: Event, shape: DiagramElement): void;
}
interface Translate {
  (template: string): string;
}

/** The stock tools the spec keeps, in its order (§2.3: hand, lasso, space, global connect). */
export const PALETTE_TOOLS = ['hand-tool', 'lasso-tool', 'space-tool', 'global-connect-tool', 'tool-separator'] as const;

/**
 * The elements the palette creates, in the spec's order. diagram-js lays entries out by group,
 * so start and end get groups of their own: in the stock 'event' group the end event would
 * follow the start event instead of the user task.
 */
export const PALETTE_ELEMENTS = [
  { id: 'create.start-event', type: 'bpmn:StartEvent', group: 'rh-start', className: 'bpmn-icon-start-event-none', title: 'Create start event' },
  { id: 'create.parallel-gateway', type: 'bpmn:ParallelGateway', group: 'gateway', className: 'bpmn-icon-gateway-parallel', title: 'Create parallel gateway' },
  { id: 'create.inclusive-gateway', type: 'bpmn:InclusiveGateway', group: 'gateway', className: 'bpmn-icon-gateway-or', title: 'Create inclusive gateway' },
  { id: 'create.exclusive-gateway', type: 'bpmn:ExclusiveGateway', group: 'gateway', className: 'bpmn-icon-gateway-xor', title: 'Create exclusive gateway' },
  { id: 'create.user-task', type: 'bpmn:UserTask', group: 'activity', className: 'bpmn-icon-user-task', title: 'Create user task' },
  { id: 'create.end-event', type: 'bpmn:EndEvent', group: 'rh-end', className: 'bpmn-icon-end-event-none', title: 'Create end event' },
] as const;

/**
 * Spec 002 §2.3 (D1–D11): the four tools, then start event, parallel, inclusive and exclusive
 * gateway, user task and end event; every other stock entry is dropped.
 */
export class RhPaletteProvider {
  static $inject = ['palette', 'elementFactory', 'create', 'translate'];

  constructor(
    palette: Palette,
    private readonly elementFactory: ElementFactory,
    private readonly create: Create,
    private readonly translate: Translate,
  ) {
    // Below the stock provider's priority (1000), so its entries arrive here to be filtered.
    palette.registerProvider(500, this);
  }

  getPaletteEntries(): (entries: Entries) => Entries {
    return (stock) => {
      const entries: Entries = {};
      for (const id of PALETTE_TOOLS) if (stock[id]) entries[id] = stock[id];
      for (const element of PALETTE_ELEMENTS) {
        const start = (event: Event) => this.create.start(event, this.elementFactory.createShape({ type: element.type }));
        const action: EntryAction = { click: start, dragstart: start };
        entries[element.id] = { group: element.group, className: element.className, title: this.translate(element.title), action };
      }
      return entries;
    };
  }
}
