import BaseRenderer from 'diagram-js/lib/draw/BaseRenderer';
import { is, isAny } from 'bpmn-js/lib/util/ModelUtil';
import type { DiagramElement, EventBus } from '../DiagramServices.ts';
import { assigneeLine } from './AssigneeLine.ts';
import { EVENT_DEFINITION_STROKE, GATEWAY_STROKE, KEEPS_STROKE_CLASS, LANE_FILL_OPACITY, TASK_NAME_SHARE } from './RendererStyle.ts';

interface BpmnRenderer {
  drawShape(parent: SVGElement, element: DiagramElement, attrs?: Record<string, unknown>): SVGElement;
  getShapePath(element: DiagramElement): string;
}
interface TextRenderer {
  createText(text: string, options: Record<string, unknown>): SVGElement;
  getDefaultStyle(): Record<string, unknown>;
}

/** Class of the people line under a user task's name; the click hit test uses its box (E26). */
export const ASSIGNEE_LINE_CLASS = 'rh-assignee-line';

/** Room the task's user icon (top left, about 20 px) keeps from the name. */
const NAME_INSET = 24;

const hasEventDefinition = (element: DiagramElement) =>
  isAny(element, ['bpmn:StartEvent', 'bpmn:EndEvent']) &&
  ((element.businessObject.eventDefinitions as unknown[] | undefined)?.length ?? 0) > 0;

/**
 * The product's look over bpmn-js' renderer (E19, E22, E24, E25): blue gateways and
 * event-definition events, lanes at 0.35, and user tasks labelled with their name over the
 * people who handle them. Everything else is left to the stock renderer.
 */
export class RhRenderer extends BaseRenderer {
  static $inject = ['eventBus', 'bpmnRenderer', 'textRenderer'];

  constructor(
    eventBus: EventBus,
    private readonly bpmnRenderer: BpmnRenderer,
    private readonly textRenderer: TextRenderer,
  ) {
    // Above the stock renderer (1000), which stays the fallback for every other element.
    super(eventBus as never, 1500);
  }

  override canRender(element: DiagramElement): boolean {
    if (element.type === 'label') return false;
    return is(element, 'bpmn:Gateway') || is(element, 'bpmn:UserTask') || is(element, 'bpmn:Lane') || hasEventDefinition(element);
  }

  override drawShape(parent: SVGElement, element: DiagramElement): SVGElement {
    if (is(element, 'bpmn:Gateway')) return this.bpmnRenderer.drawShape(parent, element, { stroke: GATEWAY_STROKE });
    if (hasEventDefinition(element)) {
      const event = this.bpmnRenderer.drawShape(parent, element, { stroke: EVENT_DEFINITION_STROKE });
      // The deploy marker leaves this blue alone (it glows red instead): the spec's colour stays seen.
      event.classList.add(KEEPS_STROKE_CLASS);
      return event;
    }
    if (is(element, 'bpmn:Lane')) {
      const lane = this.bpmnRenderer.drawShape(parent, element);
      lane.style.fillOpacity = String(LANE_FILL_OPACITY);
      return lane;
    }
    return this.drawUserTask(parent, element);
  }

  override getShapePath(element: DiagramElement): string {
    return this.bpmnRenderer.getShapePath(element);
  }

  private drawUserTask(parent: SVGElement, element: DiagramElement): SVGElement {
    const shape = this.bpmnRenderer.drawShape(parent, element);
    const people = assigneeLine(element.businessObject);
    if (!people) return shape;
    // The stock label is the name centred in the whole box; with people it moves up.
    parent.querySelectorAll('text.djs-label').forEach((label) => label.remove());
    const nameHeight = element.height * TASK_NAME_SHARE;
    const name = this.textRenderer.createText(String(element.businessObject.name ?? ''), {
      box: { width: element.width, height: nameHeight },
      align: 'center-middle',
      // Clear of the user icon in the top-left corner, and as much on the right to stay centred.
      padding: { top: 5, bottom: 0, left: NAME_INSET, right: NAME_INSET },
    });
    name.classList.add('djs-label');
    parent.appendChild(name);
    const line = document.createElementNS('http://www.w3.org/2000/svg', 'g');
    line.setAttribute('transform', `translate(0, ${nameHeight})`);
    line.classList.add(ASSIGNEE_LINE_CLASS);
    const text = this.textRenderer.createText(people, {
      box: { width: element.width, height: element.height - nameHeight },
      align: 'center-top',
      padding: 5,
      style: { fill: GATEWAY_STROKE },
    });
    line.appendChild(text);
    parent.appendChild(line);
    return shape;
  }
}
