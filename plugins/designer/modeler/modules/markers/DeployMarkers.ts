import { DeployCheck } from '../../../../../contracts/bpmn/DeployCheck.ts';
import type { BpmnDefinitions } from '../../../../../contracts/bpmn/BpmnElements.ts';
import { deployErrorLabel } from '../../../../../contracts/bpmn/DeployErrorCodes.ts';
import type { DeployFormContext } from '../../../../../contracts/bpmn/DeployFormContext.ts';
import { zhCN } from '../../../zhCN.ts';
import type { DiagramElement, EventBus } from '../DiagramServices.ts';

/** The marker class of a node a deploy rule refuses (styled by the page). */
export const ILLEGAL_MARKER = 'rh-illegal';
/** Fired with `{ findings: Finding[] }` whenever the painted findings change. */
export const FINDINGS_CHANGED_EVENT = 'rh.findings.changed';
/** Spec 002 §8 and the issue: findings follow the diagram ~300 ms after the last edit. */
export const LIVE_CHECK_DELAY_MS = 300;

/** A node a deploy rule refuses, as the live check and the server's illegalNodeList give it. */
export interface MarkedNode {
  nodeId: string;
  /** A code of the workflow_deploy_err_code dictionary; the server may know codes this page does not. */
  errCode: string;
}

export interface Finding extends MarkedNode {
  /** The node's name, or its id when unnamed. */
  name: string;
  /** A process-level finding (executable, forms): shown with the 流程属性, not on a node. */
  processLevel: boolean;
  source: 'live' | 'server';
}

interface Canvas {
  addMarker(element: DiagramElement, marker: string): void;
  removeMarker(element: DiagramElement, marker: string): void;
}
interface Overlays {
  add(element: DiagramElement, type: string, overlay: { position: Record<string, number>; html: HTMLElement }): string;
  remove(filter: { type: string }): void;
}
interface ElementRegistry {
  get(id: string): DiagramElement | undefined;
}
interface BpmnJS {
  getDefinitions(): BpmnDefinitions | undefined;
}

const OVERLAY_TYPE = 'rh-illegal';

/**
 * Live deploy findings (issue 10, spec 002 §5): DeployCheck of contracts/bpmn, the rule set the
 * server and the CLI use, runs debounced after every change and marks the offending nodes;
 * the server's illegalNodeList on deploy paints through the same path until the next change.
 */
export class DeployMarkers {
  static $inject = ['eventBus', 'canvas', 'overlays', 'elementRegistry', 'bpmnjs'];

  private timer: ReturnType<typeof setTimeout> | undefined;
  private live: MarkedNode[] = [];
  private server: MarkedNode[] = [];
  private painted: DiagramElement[] = [];
  private run = 0;
  private findingsNow: Finding[] = [];
  private forms: DeployFormContext | undefined;

  constructor(
    private readonly eventBus: EventBus,
    private readonly canvas: Canvas,
    private readonly overlays: Overlays,
    private readonly elementRegistry: ElementRegistry,
    private readonly bpmnjs: BpmnJS,
  ) {
    eventBus.on('commandStack.changed', () => {
      this.server = [];
      this.schedule();
    });
    eventBus.on('import.done', () => {
      this.server = [];
      this.schedule();
    });
    eventBus.on('diagram.destroy', () => clearTimeout(this.timer));
  }

  get findings(): readonly Finding[] {
    return this.findingsNow;
  }

  /**
   * The company's forms, once the page has loaded them (issue 23): from then on a bound form
   * that does not exist and a condition naming a variable the bound designed form does not
   * set are findings, as on the server. Checks again at once when the diagram is there.
   */
  setFormContext(context: DeployFormContext | undefined): void {
    this.forms = context;
    if (this.bpmnjs.getDefinitions()) this.schedule();
  }

  /** Checks now (the page awaits this before deploying, and tests instead of the debounce). */
  async checkNow(): Promise<readonly Finding[]> {
    clearTimeout(this.timer);
    const run = ++this.run;
    const definitions = this.bpmnjs.getDefinitions();
    const result = definitions ? await new DeployCheck().checkDefinitions(definitions, this.forms) : { illegalNodeList: [] };
    // A later edit started a newer check: this answer is stale.
    if (run === this.run) {
      this.live = result.illegalNodeList;
      this.paint();
    }
    return this.findingsNow;
  }

  /** Paints the server's refusal of a deploy (§8): the same markers, until the diagram changes. */
  showServerFindings(list: readonly MarkedNode[]): readonly Finding[] {
    this.server = [...list];
    this.paint();
    return this.findingsNow.filter((finding) => finding.source === 'server');
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.checkNow().catch((error: unknown) => console.error(error));
    }, LIVE_CHECK_DELAY_MS);
  }

  private paint(): void {
    for (const element of this.painted) this.canvas.removeMarker(element, ILLEGAL_MARKER);
    this.overlays.remove({ type: OVERLAY_TYPE });
    this.painted = [];
    const findings: Finding[] = [];
    const seen = new Set<string>();
    const all = [...this.server.map((node) => ({ node, source: 'server' as const })), ...this.live.map((node) => ({ node, source: 'live' as const }))];
    for (const { node, source } of all) {
      const key = `${node.nodeId}\u0000${node.errCode}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const element = this.elementRegistry.get(node.nodeId);
      const processLevel = !element || element.type === 'bpmn:Process' || element.type === 'bpmn:Collaboration' || !element.parent;
      const name = String(element?.businessObject.name || node.nodeId);
      findings.push({ ...node, name, processLevel, source });
      if (!element || processLevel || this.painted.includes(element)) continue;
      this.canvas.addMarker(element, ILLEGAL_MARKER);
      this.painted.push(element);
    }
    for (const element of this.painted) {
      const labels = findings.filter((finding) => finding.nodeId === element.id).map((finding) => deployErrorLabel(finding.errCode) ?? finding.errCode);
      this.overlays.add(element, OVERLAY_TYPE, { position: { top: -10, right: 10 }, html: this.icon(labels.join('；')) });
    }
    this.findingsNow = findings;
    this.eventBus.fire(FINDINGS_CHANGED_EVENT, { findings });
  }

  private icon(reasons: string): HTMLElement {
    const icon = document.createElement('span');
    icon.className = 'rh-illegal-icon';
    icon.title = `${zhCN.markers.illegal}：${reasons}`;
    icon.textContent = '!';
    return icon;
  }
}
