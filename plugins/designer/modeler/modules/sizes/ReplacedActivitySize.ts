import CommandInterceptor from 'diagram-js/lib/command/CommandInterceptor';
import type { DiagramElement, EventBus } from '../DiagramServices.ts';
import { ACTIVITY_SIZE, takesActivitySize } from './ActivitySize.ts';

interface ReplaceContext {
  oldShape: DiagramElement;
  /** The new shape's attributes; x and y are its centre (the modeling API's convention). */
  newData: { x?: number; y?: number; width?: number; height?: number };
}

/**
 * E17: a node replaced by an activity takes 200 × 100 around the old node's centre. bpmn-js
 * gives a task, which is not resizable, its default size before the replace and then computes
 * the centre from the old top-left corner and the new width (issue 26: a 100 × 80 task at
 * (200, 78) ended at (200, 78)); the centre is set here from the old bounds.
 */
export class ReplacedActivitySize extends CommandInterceptor {
  static override $inject = ['eventBus'];

  constructor(eventBus: EventBus) {
    super(eventBus as never);
    this.preExecute('shape.replace', (context: ReplaceContext) => {
      const { newData, oldShape } = context;
      if (!takesActivitySize(newData)) return;
      newData.width = ACTIVITY_SIZE.width;
      newData.height = ACTIVITY_SIZE.height;
      newData.x = Math.round(oldShape.x + oldShape.width / 2);
      newData.y = Math.round(oldShape.y + oldShape.height / 2);
    }, true);
  }
}
