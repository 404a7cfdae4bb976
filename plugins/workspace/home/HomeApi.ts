import type { components as AdminComponents } from '../../../contracts/generated/admin.ts';
import type { components as WorkflowComponents } from '../../../contracts/generated/workflow.ts';

/** How many rows a card lists before 查看全部. */
export const CARD_ROWS = 5;
/** Part 1 §9: the message query always asks for 9999 rows; the bell's types (1, 2 and the schedule's 4). */
export const MESSAGE_QUERY = { readStatus: 'false', msgType: [1, 2, 4], current: 1, size: 9999 } as const;

export type TaskRow = WorkflowComponents['schemas']['TaskRow'];
export type Message = AdminComponents['schemas']['Message'];
