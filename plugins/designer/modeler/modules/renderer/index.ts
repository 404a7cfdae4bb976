import { AssigneeClick } from './AssigneeClick.ts';
import { RhRenderer } from './RhRenderer.ts';

export { ASSIGNEE_CLICK_EVENT } from './AssigneeClick.ts';

/** The product's look and the assignee-line click (spec 002 §2.4). */
export const rhRendererModule = {
  __init__: ['rhRenderer', 'assigneeClick'],
  rhRenderer: ['type', RhRenderer],
  assigneeClick: ['type', AssigneeClick],
};
