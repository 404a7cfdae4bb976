import { is } from 'bpmn-js/lib/util/ModelUtil';

/** Spec 002 §2.4, §9: new and replaced activities are 200 × 100. */
export const ACTIVITY_SIZE = Object.freeze({ width: 200, height: 100 });

/** Sub-processes and call activities keep bpmn-js' sizes (they hold or stand for a whole flow). */
export function takesActivitySize(element: unknown): boolean {
  return is(element, 'bpmn:Activity') && !is(element, 'bpmn:SubProcess') && !is(element, 'bpmn:CallActivity');
}
