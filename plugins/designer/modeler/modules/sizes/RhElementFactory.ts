import BpmnElementFactory from 'bpmn-js/lib/features/modeling/ElementFactory';
import { ACTIVITY_SIZE, takesActivitySize } from './ActivitySize.ts';

/** E18: activities drawn from the palette or the pad are 200 × 100 instead of the stock 100 × 80. */
export class RhElementFactory extends BpmnElementFactory {
  static override $inject = ['bpmnFactory', 'moddle', 'translate'];

  override getDefaultSize(element: unknown, di?: unknown): { width: number; height: number } {
    if (takesActivitySize(element)) return { ...ACTIVITY_SIZE };
    return super.getDefaultSize(element as never, di as never);
  }
}
