import CommandInterceptor from 'diagram-js/lib/command/CommandInterceptor';
import type { EventBus } from '../DiagramServices.ts';
import { ACTIVITY_SIZE, takesActivitySize } from './ActivitySize.ts';

interface ReplaceContext {
  newData: { width?: number; height?: number };
}

/**
 * E17: bpmn-js keeps the old shape's size on a replace; a node replaced by an activity takes
 * 200 × 100 around the same centre (newData carries the centre, so only the size changes).
 */
export class ReplacedActivitySize extends CommandInterceptor {
  static override $inject = ['eventBus'];

  constructor(eventBus: EventBus) {
    super(eventBus as never);
    this.preExecute('shape.replace', (context: ReplaceContext) => {
      const { newData } = context;
      if (!takesActivitySize(newData)) return;
      newData.width = ACTIVITY_SIZE.width;
      newData.height = ACTIVITY_SIZE.height;
    }, true);
  }
}
