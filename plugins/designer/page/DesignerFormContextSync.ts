import { DeployCheck } from '../../../contracts/bpmn/DeployCheck.ts';
import type { BpmnDefinitions } from '../../../contracts/bpmn/BpmnElements.ts';
import type { DeployFormContext } from '../../../contracts/bpmn/DeployFormContext.ts';
import type { EventBus } from '../modeler/modules/DiagramServices.ts';
import type { DesignerFormCatalog } from './DesignerFormCatalog.ts';

/** What the sync needs of the modeler: its events, its diagram and the live markers. */
export interface FormContextModeler {
  get<T>(name: string): T;
}

interface Markers {
  setFormContext(context: DeployFormContext | undefined): void;
}

/**
 * Keeps the live markers judging the diagram against the company's forms: loads the catalogue
 * once, and after the diagram is imported or changed fetches the definitions of newly bound
 * designed forms, then hands the markers the context and tells the page (`onChange`: the
 * condition editor offers the new fields). A catalogue that cannot be loaded leaves the
 * markers judging the diagram alone.
 */
export class DesignerFormContextSync {
  #stopped = false;
  /** Settles once the catalogue was loaded (or could not be) and the markers had their first context. */
  ready: Promise<void> = Promise.resolve();
  /** Whether the markers have had a context yet. */
  #given = false;

  constructor(
    private readonly modeler: FormContextModeler,
    private readonly catalog: DesignerFormCatalog,
    private readonly onChange: () => void,
  ) {}

  /** Starts listening; answers the function that stops it. */
  start(): () => void {
    const eventBus = this.modeler.get<EventBus>('eventBus');
    const sync = () => void this.sync().catch((error: unknown) => console.error(error));
    eventBus.on('import.done', sync);
    eventBus.on('commandStack.changed', sync);
    this.ready = this.load().then(() => this.sync().catch((error: unknown) => console.error(error)));
    return () => {
      this.#stopped = true;
      eventBus.off('import.done', sync);
      eventBus.off('commandStack.changed', sync);
    };
  }

  /** Fetches what the diagram now binds and, when anything is new, hands the markers the context. */
  async sync(): Promise<void> {
    if (!this.catalog.loaded || this.#stopped) return;
    const definitions = this.modeler.get<{ getDefinitions(): BpmnDefinitions | undefined }>('bpmnjs').getDefinitions();
    const fresh = definitions ? await this.catalog.fetchBound(DeployCheck.boundFormKeys(definitions)) : false;
    if (this.#stopped || (!fresh && this.#given)) return;
    this.#given = true;
    this.modeler.get<Markers>('deployMarkers').setFormContext(this.catalog.context());
    this.onChange();
  }

  private async load(): Promise<void> {
    try {
      await this.catalog.load();
    } catch {
      // the diagram is judged alone, as without forms
    }
  }
}
