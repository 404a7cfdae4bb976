import { PopupEntries } from 'bpmn-js/lib/features/popup-menu/PopupEntries';
import * as ReplaceOptions from 'bpmn-js/lib/features/replace/ReplaceOptions';
import { engineNodeType } from '../../../../../contracts/bpmn/EngineElements.ts';
import type { ModdleElement } from '../DiagramServices.ts';

/** What a menu entry would draw: bpmn-js' `target` of a popup entry or replace option. */
export interface ElementTarget {
  type: string;
  eventDefinitionType?: string;
}

export interface Moddle {
  create(type: string, attrs?: Record<string, unknown>): ModdleElement;
}

interface Option {
  actionName?: string;
  target?: ElementTarget;
}

/** Every target bpmn-js' replace menu can offer, by its entry id (`replace-with-…`). */
export const REPLACE_TARGETS: ReadonlyMap<string, ElementTarget> = (() => {
  const targets = new Map<string, ElementTarget>();
  for (const [id, entry] of Object.entries(PopupEntries as Record<string, Option>)) {
    if (entry.target) targets.set(`replace-with-${id}`, entry.target);
  }
  // The option lists rename some entries (replace-with-none-start …); TYPED_EVENT holds lists by definition.
  for (const group of Object.values(ReplaceOptions as Record<string, Option[] | Record<string, Option[]>>)) {
    for (const option of Array.isArray(group) ? group : Object.values(group).flat()) {
      if (option.actionName && option.target) targets.set(option.actionName, option.target);
    }
  }
  return targets;
})();

/**
 * Whether the engine runs what `target` draws: the question the deploy rule
 * ronghe/element-supported asks of every flow node (engineNodeType), asked before it is drawn.
 * What is no flow node (flows, pools, data references) is not the rule's concern.
 */
export function engineRuns(moddle: Moddle, target: ElementTarget): boolean {
  const element = moddle.create(target.type);
  if (!element.$instanceOf('bpmn:FlowNode')) return true;
  if (target.eventDefinitionType) element.set('eventDefinitions', [moddle.create(target.eventDefinitionType)]);
  return engineNodeType(element as never) !== undefined;
}
