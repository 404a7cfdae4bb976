import { is } from 'bpmn-js/lib/util/ModelUtil';
import type { DiagramElement, EventBus } from '../DiagramServices.ts';
import { assigneeLine } from './AssigneeLine.ts';
import { TASK_NAME_SHARE } from './RendererStyle.ts';

/** Fired with `{ element }` when the people line of a user task is clicked; the panel opens the member picker. */
export const ASSIGNEE_CLICK_EVENT = 'rh.assignee.click';

interface Canvas {
  getContainer(): HTMLElement;
  viewbox(): { x: number; y: number; scale: number };
}

/** Whether a point of the diagram lies on the people line of a task drawn by RhRenderer. */
export function onAssigneeLine(task: Pick<DiagramElement, 'y' | 'height'>, diagramY: number): boolean {
  return diagramY >= task.y + task.height * TASK_NAME_SHARE && diagramY <= task.y + task.height;
}

/**
 * E26: the people line never receives the click itself (diagram-js gives every visual
 * `pointer-events: none` and clicks land on the element's hit box), so the click position is
 * tested against the line's box instead.
 */
export class AssigneeClick {
  static $inject = ['eventBus', 'canvas'];

  constructor(private readonly eventBus: EventBus, private readonly canvas: Canvas) {
    eventBus.on('element.click', (event: { element: DiagramElement; originalEvent?: MouseEvent }) => this.clicked(event));
  }

  private clicked({ element, originalEvent }: { element: DiagramElement; originalEvent?: MouseEvent }): void {
    if (!originalEvent || !is(element, 'bpmn:UserTask') || !assigneeLine(element.businessObject)) return;
    const box = this.canvas.getContainer().getBoundingClientRect();
    const viewbox = this.canvas.viewbox();
    const diagramY = viewbox.y + (originalEvent.clientY - box.top) / viewbox.scale;
    if (onAssigneeLine(element, diagramY)) this.eventBus.fire(ASSIGNEE_CLICK_EVENT, { element });
  }
}
