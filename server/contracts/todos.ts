import type { AsyncSeriesHook, TapOnly } from '../../core/hooks/index.ts';
import { createServiceId, pluginRef } from '../../contracts/workbench/index.ts';
import type { SelectQueryBuilder } from 'kysely';
import type { DatabaseSchema } from '../db/Database.ts';

/** To-do rows opened ('add') or closed ('del') for these users in one company. */
export interface TodoChange {
  type: 'add' | 'del';
  companyId: number;
  userIds: number[];
}

/**
 * What the to-dos module announces (for the live push), each after its write committed.
 * Taps must not throw: the write is done, and a failing tap would stop the event chain the
 * write was part of.
 */
export interface TodoHooks {
  changed: AsyncSeriesHook<[TodoChange]>;
}

/**
 * The to-do kinds (spec part 1 §2 types 2 and 3) that are no workflow task: the 详情 modal
 * approves or returns them itself, and 我的待办 lists them beside the tasks.
 */
export const MODAL_TODO_TYPES: readonly string[] = Object.freeze(['2', '3']);

/** An open to-do of type 2 or 3 as 我的待办 lists it beside the tasks. */
export interface ModalTodoRow {
  todo_id: number;
  title: string;
  application_name: string | null;
  create_time: string;
  create_by: number | null;
  todo_type: string | null;
}

/** What the to-dos module tells others about its rows (it alone reads the to-do table). */
export interface TodoDirectory {
  /** The user's open to-dos per company id. */
  openCountsByCompany(userId: number): Promise<Map<number, number>>;
  /**
   * The actor's open to-dos of types 2 and 3 as a subquery, for 我的待办 to page and count in
   * one statement together with the tasks.
   */
  modalTodoRows(actor: { userId: number; companyId: number }): SelectQueryBuilder<DatabaseSchema, 'todo', ModalTodoRow>;
}

export const TodoDirectoryId = createServiceId<TodoDirectory>('server.todos.TodoDirectory');

export const TodoEventsId = createServiceId<TapOnly<TodoHooks>>('server.todos.Events');

/** The to-dos module, for the modules that require it. */
export const todosModuleRef = pluginRef<void>('server-todos');
