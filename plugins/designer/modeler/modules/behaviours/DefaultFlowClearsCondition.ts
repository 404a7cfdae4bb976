import CommandInterceptor from 'diagram-js/lib/command/CommandInterceptor';
import type { DiagramElement, EventBus, ModdleElement } from '../DiagramServices.ts';

interface Modeling {
  updateProperties(element: DiagramElement, properties: Record<string, unknown>): void;
}
interface ElementRegistry {
  get(id: string): DiagramElement | undefined;
}
interface UpdateContext {
  element: DiagramElement;
  properties: Record<string, unknown>;
}

/**
 * Spec 002 §4: setting a default flow clears its condition (a default flow is taken when no
 * condition holds, so it cannot carry one). Runs inside the same command: one undo restores both.
 */
export class DefaultFlowClearsCondition extends CommandInterceptor {
  static override $inject = ['eventBus', 'modeling', 'elementRegistry'];

  constructor(eventBus: EventBus, modeling: Modeling, elementRegistry: ElementRegistry) {
    super(eventBus as never);
    this.postExecuted('element.updateProperties', (context: UpdateContext) => {
      const flow = context.properties.default as ModdleElement | undefined;
      if (!flow?.id || !flow.conditionExpression) return;
      const element = elementRegistry.get(flow.id);
      if (element) modeling.updateProperties(element, { conditionExpression: undefined });
    }, true);
  }
}
