import type { DiagramElement, ModdleElement } from '../modeler/modules/DiagramServices.ts';

/** The event's first definition of `type` (bpmn:TimerEventDefinition, say), if it has one. */
export function eventDefinitionOf(element: DiagramElement, type: string): ModdleElement | undefined {
  return ((element.businessObject.get('eventDefinitions') as ModdleElement[] | undefined) ?? []).find((definition) => definition.$instanceOf(type));
}
