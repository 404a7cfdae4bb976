import type { ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import { createServiceId } from '../../../contracts/workbench/ServiceId.ts';

/**
 * The number on the 我的待办 badge: the total of the to-do list, asked for with a one-row page.
 * Loaded when the side menu first shows, then again on every to-do push (messaging's
 * todoChanged hook): a task this user finished, or one that reached them from anyone else.
 */
export class TodoCounter {
  #count: number | undefined;
  readonly #listeners = new Set<() => void>();
  readonly #pushListeners = new Set<() => void>();

  constructor(private readonly api: ApiClient) {}

  get count(): number | undefined {
    return this.#count;
  }

  /**
   * A to-do push reached this user (messaging's todoChanged): the count reloads, and so does
   * every list of to-dos on show (part 2 §2: page 1).
   */
  pushed(): void {
    void this.refresh();
    for (const listener of this.#pushListeners) listener();
  }

  /** Runs `listener` after each to-do push; returns the way to stop. */
  onPush(listener: () => void): () => void {
    this.#pushListeners.add(listener);
    return () => this.#pushListeners.delete(listener);
  }

  async refresh(): Promise<void> {
    try {
      // Silent: a badge that cannot load is not worth an error message; the list says why.
      const answer = await this.api.get('/workflow/runtime/query/myTodoPage', { query: { current: 1, size: 1 }, silent: true });
      this.#count = answer.data.total;
      for (const listener of this.#listeners) listener();
    } catch {
      // The previous count stays.
    }
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

export const TodoCounterId = createServiceId<TodoCounter>('process-centre.TodoCounter');
