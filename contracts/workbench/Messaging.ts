import type { components } from '../generated/admin.ts';
import type { SyncTap } from './HookTaps.ts';
import { pluginRef } from './Plugin.ts';
import { createServiceId } from './ServiceId.ts';

type AdminSchemas = components['schemas'];

/** A push on `/admin/{userId}/todo`: to-dos were added or removed in these companies (part 1 §3). */
export interface TodoPush {
  type: 'add' | 'del';
  companyIds: number[];
}

/** What the messaging plugin learnt from one to-do push. */
export interface TodoChange {
  /** Null when the live connection came back after a drop: pushes made meanwhile were missed, so the lists are read again. */
  push: TodoPush | null;
  /**
   * The caller's to-do list reloaded at page 1, size 5 (part 1 §4), or null when that reload
   * failed; a tap that keeps its own count (the process centre's badge) reloads it either way.
   */
  latest: { records: AdminSchemas['Todo'][]; total: number } | null;
}

/**
 * Why the caller's messages changed: a push on `/admin/{userId}/msg` (part 1 §3, §4), or this
 * tab marked one read (opened from the bell or the notice centre, or 标为已读), marked all read
 * (全部已读) or deleted one (the notice centre); or the live connection came back after a drop
 * (reconnect), when pushes made meanwhile may have been missed.
 */
export type MessagesChangeCause = 'push' | 'read' | 'readAll' | 'delete' | 'reconnect';

/** What the messaging plugin knows after messages changed. */
export interface MessagesChange {
  cause: MessagesChangeCause;
  /**
   * The unread count (counters.msg of `/admin/home/front/msgCount`) reloaded after the change,
   * or null when that reload failed; a tap that keeps its own count reloads it either way.
   */
  unread: number | null;
}

/** The messaging plugin's hooks, as other plugins see them. */
export interface MessagingHooks {
  /**
   * Runs after every to-do push, once the first page of to-dos has been reloaded. Tap it to
   * refresh anything that counts or lists to-dos (`process-centre:todoBadge`, a home widget).
   */
  todoChanged: SyncTap<[change: TodoChange]>;
  /**
   * Runs after every message push, and after this tab marks messages read, marks all read or
   * deletes one (see MessagesChangeCause), once the unread count has been reloaded. Tap it to
   * refresh anything that counts or lists messages (`workspace:homeCounters`). Reads made in
   * another tab are not announced: the server pushes nothing for them.
   */
  messagesChanged: SyncTap<[change: MessagesChange]>;
}

/** The messaging plugin's setup contract for plugins that require 'messaging'. */
export interface MessagingContract {
  readonly hooks: MessagingHooks;
}

export const messagingRef = pluginRef<MessagingContract>('messaging');

/**
 * What the 详情 modal shows (part 1 §2): 1 a message, 2 a to-do, 3 a further kind of to-do.
 * For a to-do it is the to-do's applicationType ('2' or '3'); the server completes only those.
 */
export type TodoDetailType = 1 | 2 | 3;

export interface TodoDetailTarget {
  type: TodoDetailType;
  /** The message id for type 1, the to-do id for types 2 and 3. */
  id: number;
}

/** How the modal closed: 取消 (or the close box), or the to-do was passed or returned. */
export type TodoDetailOutcome = 'cancel' | 'passed' | 'returned';

/**
 * Shows the 详情 modal from any page (a to-do list, a message). The modal is mounted in the
 * main layout, so the caller needs no UI of its own.
 */
export interface TodoDetailOpener {
  open(target: TodoDetailTarget): Promise<TodoDetailOutcome>;
}

export const TodoDetailOpenerId = createServiceId<TodoDetailOpener>('messaging.TodoDetailOpener');

/**
 * Opens a message the way the bell and the notice centre do (part 1 §3 openMode): marks it
 * read, then shows the 详情 modal, its link in a new tab, or the task drawer. Another plugin
 * listing messages (the home page's 未读消息) uses it so a message opens the same everywhere.
 */
export interface MessageOpener {
  /** Resolves once the message is shown (not when the modal or drawer closes). */
  open(message: AdminSchemas['Message']): Promise<void>;
}

export const MessageOpenerId = createServiceId<MessageOpener>('messaging.MessageOpener');
