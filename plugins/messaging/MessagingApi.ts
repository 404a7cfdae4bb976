import type { components } from '../../contracts/generated/admin.ts';

type AdminSchemas = components['schemas'];

export type Message = AdminSchemas['Message'];
export type Todo = AdminSchemas['Todo'];
export type Counters = AdminSchemas['Counters'];
export type TodoCompleteRequest = AdminSchemas['TodoCompleteRequest'];

/**
 * Part 1 §9: the message query always asks for 9999 rows, and the bell lists types 1 and 2 —
 * and 4, the schedule's calendar messages (application 120): the badge counts them and they
 * arrive by the live push, so the list shows them too (MessageContent renders their label/value list).
 */
export const MESSAGE_PAGE_SIZE = 9999;
export const BELL_MESSAGE_TYPES = [1, 2, 4] as const;
/** Part 1 §4: after a to-do push the list is reloaded at page 1, size 5. */
export const TODO_PUSH_PAGE = { current: 1, size: 5 } as const;
