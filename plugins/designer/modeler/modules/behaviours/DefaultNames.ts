import CommandInterceptor from 'diagram-js/lib/command/CommandInterceptor';
import { is } from 'bpmn-js/lib/util/ModelUtil';
import { zhCN } from '../../../zhCN.ts';
import type { DiagramElement, EventBus } from '../DiagramServices.ts';

/** The name a node drawn without one gets, most specific type first; undefined for nodes left unnamed. */
export function defaultNameOf(element: unknown): string | undefined {
  const names = zhCN.defaultNames;
  if (is(element, 'bpmn:UserTask')) return names.userTask;
  if (is(element, 'bpmn:StartEvent')) return names.startEvent;
  if (is(element, 'bpmn:EndEvent')) return names.endEvent;
  if (is(element, 'bpmn:IntermediateThrowEvent') || is(element, 'bpmn:IntermediateCatchEvent')) return names.intermediateEvent;
  if (is(element, 'bpmn:ExclusiveGateway')) return names.exclusiveGateway;
  if (is(element, 'bpmn:ParallelGateway')) return names.parallelGateway;
  if (is(element, 'bpmn:InclusiveGateway')) return names.inclusiveGateway;
  return undefined;
}

/**
 * E20, E21: a node drawn without a name gets its default name in the XML (issue 10: stored, so
 * the deploy rule's name check holds). It is set before the shape is created, so the external
 * label of events and gateways is created with it and one undo removes both.
 */
export class DefaultNames extends CommandInterceptor {
  static override $inject = ['eventBus'];

  constructor(eventBus: EventBus) {
    super(eventBus as never);
    this.preExecute('shape.create', (context: { shape: DiagramElement }) => {
      const { shape } = context;
      if (shape.type === 'label' || shape.businessObject.name) return;
      const name = defaultNameOf(shape);
      if (name) shape.businessObject.name = name;
    }, true);
  }
}
