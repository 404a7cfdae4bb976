// The slice of the bpmn-js / diagram-js services the designer's modules and page talk to,
// typed by what is used (diagram-js' own typings are loose `any` for most of these).

export interface ModdleElement {
  $type: string;
  id?: string;
  name?: string;
  $instanceOf(type: string): boolean;
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  [key: string]: unknown;
}

export interface DiagramElement {
  id: string;
  type: string;
  x: number;
  y: number;
  width: number;
  height: number;
  businessObject: ModdleElement;
  waypoints?: unknown[];
  parent?: DiagramElement;
  source?: DiagramElement;
  target?: DiagramElement;
  labelTarget?: DiagramElement;
}

// Listeners take the payload their event carries; the bus cannot type it per event name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Listener = (event: any) => unknown;

export interface EventBus {
  on(event: string | string[], callback: Listener): void;
  on(event: string | string[], priority: number, callback: Listener): void;
  off(event: string | string[], callback: Listener): void;
  fire(event: string, payload?: object): unknown;
}

export interface Injector {
  get<T>(name: string): T;
}

export interface EntryAction {
  click?: (event: Event, element?: DiagramElement) => void;
  dragstart?: (event: Event, element?: DiagramElement) => void;
}

export interface PadOrPaletteEntry {
  group?: string;
  className?: string;
  title?: string;
  separator?: boolean;
  action?: EntryAction | ((event: Event, element?: DiagramElement) => void);
  [key: string]: unknown;
}

export type Entries = Record<string, PadOrPaletteEntry>;
