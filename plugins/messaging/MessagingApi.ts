import type { components } from '../../contracts/generated/admin.ts';

type AdminSchemas = components['schemas'];

export type Message = AdminSchemas['Message'];
export type Todo = AdminSchemas['Todo'];
export type Counters = AdminSchemas['Counters'];
export type TodoCompleteRequest = AdminSchemas['TodoCompleteRequest'];

/** One page of a list answer. */
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** The calls the messaging plugin makes (contracts/openapi/admin.yaml, tags message, todo, home). */
export const MessagingApi = {
  messagePage: '/admin/ocp/msg/page',
  readAll: '/admin/ocp/msg/batchRead',
  read: (id: number) => `/admin/ocp/msg/read/${id}`,
  remove: (id: number) => `/admin/ocp/msg/delete/${id}`,
  messageDetail: (id: number) => `/admin/ocp/msg/readAndGetDetail/${id}`,
  todoPage: '/admin/ocp/todo/myTodoPage',
  todo: (id: number) => `/admin/ocp/todo/${id}`,
  completeTodo: '/admin/ocp/todo/complete',
  counters: '/admin/home/front/msgCount',
} as const;

/**
 * Part 1 §9: the message query always asks for 9999 rows, and the bell lists types 1 and 2 —
 * and 4, the schedule's calendar messages (application 120): the badge counts them and they
 * arrive by the live push, so the list shows them too (MessageContent renders their label/value list).
 */
export const MESSAGE_PAGE_SIZE = 9999;
export const BELL_MESSAGE_TYPES = [1, 2, 4] as const;
/** Part 1 §4: after a to-do push the list is reloaded at page 1, size 5. */
export const TODO_PUSH_PAGE = { current: 1, size: 5 } as const;
