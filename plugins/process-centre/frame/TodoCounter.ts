import type { HttpClient } from '../../../contracts/workbench/Http.ts';
import { createServiceId } from '../../../contracts/workbench/ServiceId.ts';
import { ProcessCentreApi, type Page, type TaskRow } from '../ProcessCentreApi.ts';

/**
 * The number on the 我的待办 badge: the total of the to-do list, asked for with a one-row page.
 * Loaded when the side menu first shows, then again on every to-do push (messaging's
 * todoChanged hook): a task this user finished, or one that reached them from anyone else.
 */
export class TodoCounter {
  #count: number | undefined;
  readonly #listeners = new Set<() => void>();

  constructor(private readonly http: HttpClient) {}

  get count(): number | undefined {
    return this.#count;
  }

  async refresh(): Promise<void> {
    try {
      // Silent: a badge that cannot load is not worth an error message; the list says why.
      const answer = await this.http.get<Page<TaskRow>>(ProcessCentreApi.todoPage, { params: { current: 1, size: 1 }, silent: true });
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
