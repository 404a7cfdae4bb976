import type { ModdleElement } from 'bpmn-moddle';
import { isBpmn, type BpmnFlowNode } from './BpmnElements.ts';

/** The flow nodes the engine runs: the product's palette, nothing else. */
export type EngineNodeType = 'startEvent' | 'endEvent' | 'userTask' | 'exclusiveGateway' | 'parallelGateway' | 'inclusiveGateway';

const NODE_TYPES: ReadonlyMap<string, EngineNodeType> = new Map([
  ['bpmn:StartEvent', 'startEvent'],
  ['bpmn:EndEvent', 'endEvent'],
  ['bpmn:UserTask', 'userTask'],
  ['bpmn:ExclusiveGateway', 'exclusiveGateway'],
  ['bpmn:ParallelGateway', 'parallelGateway'],
  ['bpmn:InclusiveGateway', 'inclusiveGateway'],
]);

/**
 * What the engine would run a flow node as, or undefined when it cannot run it. A start or
 * end event with an event definition (timer, message, error …) is not the plain event the
 * engine knows. The deploy rule ronghe/element-supported and the engine's compiler both ask
 * here, so they cannot disagree on the subset.
 */
export function engineNodeType(element: ModdleElement): EngineNodeType | undefined {
  const type = NODE_TYPES.get(element.$type);
  if ((type === 'startEvent' || type === 'endEvent') && ((element as BpmnFlowNode).eventDefinitions ?? []).length > 0) return undefined;
  return type;
}

/** A plain start event, the only way into a process the engine runs (exactly one per process). */
export function isPlainStartEvent(element: ModdleElement): boolean {
  return engineNodeType(element) === 'startEvent';
}

/**
 * Whether a condition template the parser accepted can decide a flow: a template that is only
 * literal text (no `${…}`) is a constant string, which the engine takes for a condition only
 * when it spells true or false.
 */
export function isRunnableConditionTemplate(parts: readonly unknown[], source: string): boolean {
  return !parts.every((part) => typeof part === 'string') || /^(true|false)$/i.test(source.trim());
}

/**
 * Whether a condition template the parser accepted has text beside its `${…}`, or several of
 * them (`${amount > 100000} 元`, `${a} && ${b}`): the engine joins such a template into one
 * string ("false 元"), which is never true or false, so the flow could never be taken or
 * skipped. Only a template of one `${…}` yields the expression's own value. Literal text alone
 * is isRunnableConditionTemplate's question.
 */
export function hasTextBesideCondition(parts: readonly unknown[]): boolean {
  return parts.length > 1 && parts.some((part) => typeof part !== 'string');
}

/** The standard BPMN loop marker, which the engine does not run: a looping task would run once. */
export function hasStandardLoop(element: BpmnFlowNode): boolean {
  return isBpmn(element.loopCharacteristics, 'bpmn:StandardLoopCharacteristics');
}

/** The standard BPMN multi-instance marker, which the engine does not run (rh:MultiActorAction is its multi-instance). */
export function hasStandardMultiInstance(element: BpmnFlowNode): boolean {
  return isBpmn(element.loopCharacteristics, 'bpmn:MultiInstanceLoopCharacteristics');
}
