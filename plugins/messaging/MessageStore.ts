import type { ApiClient } from '../../contracts/workbench/ApiClient.ts';
import type { MessagesChangeCause, TodoChange, TodoPush } from '../../contracts/workbench/Messaging.ts';
import { createServiceId } from '../../contracts/workbench/ServiceId.ts';
import type { MessagingHookSet } from './MessagingHookSet.ts';
import { TODO_PUSH_PAGE } from './MessagingApi.ts';

/** What the bell shows: the unread count, and a round that moves whenever the lists may have changed. */
export interface BellState {
  /** Unread messages (counters.msg); undefined until the first answer. */
  unread: number | undefined;
  /** Bumped by a push, a read, 全部已读 or a delete; open lists reload when it moves. */
  round: number;
}

/**
 * The messaging plugin's shared state: the unread counter and the signal that messages changed.
 * The live connection, the bell, the notice centre and the detail modal all go through it, so a
 * read in one place refreshes the others.
 */
export class MessageStore {
  #state: BellState = { unread: undefined, round: 0 };
  readonly #listeners = new Set<() => void>();

  constructor(
    private readonly api: ApiClient,
    private readonly hooks: MessagingHookSet,
  ) {}

  /** The same object until something changes (useSyncExternalStore compares it). */
  get state(): BellState {
    return this.#state;
  }

  /** Moves whenever the lists may have changed (useReloadOnRound follows it). */
  get round(): number {
    return this.#state.round;
  }

  /** Reloads the unread count; resolves with it, or with null when the reload failed. */
  async refreshCounters(): Promise<number | null> {
    try {
      // Silent: a bell without its number is not worth an error message.
      const answer = await this.api.get('/admin/home/front/msgCount', { silent: true });
      this.#set({ unread: answer.data.msg });
      return answer.data.msg;
    } catch {
      // The previous number stays.
      return null;
    }
  }

  /**
   * A message arrived, was read or was deleted: lists reload, the counter follows, then every
   * tap of messagesChanged hears why. Never rejects: callers (a push, a click) fire and forget,
   * and one failing tap must not stop the next push or leave a button spinning.
   */
  async messagesChanged(cause: MessagesChangeCause): Promise<void> {
    this.#set({ round: this.#state.round + 1 });
    const unread = await this.refreshCounters();
    try {
      this.hooks.messagesChanged.call({ cause, unread });
    } catch (error) {
      console.error('messaging: messagesChanged 处理失败', error);
    }
  }

  /**
   * A to-do push: reload the first page of to-dos (part 1 §4: page 1, size 5) and the
   * counters, then tell every tap of todoChanged what changed.
   */
  async todoPushed(push: TodoPush | null): Promise<void> {
    const [latest] = await Promise.all([this.#latestTodos(), this.refreshCounters()]);
    const change: TodoChange = { push, latest };
    this.hooks.todoChanged.call(change);
  }

  /**
   * The live connection is back after a drop (its instance died, the network blinked): whatever
   * was pushed meanwhile is lost, so messages and to-dos are read again as after a push.
   */
  async reconnected(): Promise<void> {
    await Promise.all([
      this.messagesChanged('reconnect'),
      this.todoPushed(null).catch((error: unknown) => console.error('messaging: todoChanged 处理失败', error)),
    ]);
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async #latestTodos(): Promise<TodoChange['latest']> {
    try {
      const answer = await this.api.get('/admin/ocp/todo/myTodoPage', { query: { ...TODO_PUSH_PAGE }, silent: true });
      return { records: answer.data.records, total: answer.data.total };
    } catch {
      return null;
    }
  }

  #set(change: Partial<BellState>): void {
    this.#state = { ...this.#state, ...change };
    for (const listener of this.#listeners) listener();
  }
}

export const MessageStoreId = createServiceId<MessageStore>('messaging.MessageStore');
