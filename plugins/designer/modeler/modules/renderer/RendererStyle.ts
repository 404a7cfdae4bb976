/** Spec 002 §2.4 and spec 001: gateways are outlined in the product blue. */
export const GATEWAY_STROKE = '#1990FF';
/** Start and end events with an event definition are recoloured blue (E19). */
export const EVENT_DEFINITION_STROKE = '#1990FF';
/** A drawn shape whose stroke colour the deploy marker must not cover (DesignerPage.css). */
export const KEEPS_STROKE_CLASS = 'rh-keeps-stroke';
/** Spec 002 §2.4: lanes at 0.35 (bpmn-js draws them at 0.25). */
export const LANE_FILL_OPACITY = 0.35;
/** The share of a user task's height the name takes; the assignee line sits in the rest (E25, E26). */
export const TASK_NAME_SHARE = 0.6;
