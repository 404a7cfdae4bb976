import { AsyncSeriesHook, tapOnly, type TapOnly } from '../../../core/hooks/index.ts';
import type { TodoChange, TodoHooks } from '../../contracts/todos.ts';

/** Announces to-do rows opened or closed, once the write has committed (the live push taps it). */
export class TodoEvents {
  readonly #hooks: TodoHooks = { changed: new AsyncSeriesHook(1) };
  /** What other modules tap (TodoEventsId). */
  readonly hooks: TapOnly<TodoHooks> = tapOnly(this.#hooks);

  async changed(type: TodoChange['type'], companyId: number, userIds: readonly number[]): Promise<void> {
    const users = [...new Set(userIds)];
    if (users.length > 0) await this.#hooks.changed.promise({ type, companyId, userIds: users });
  }
}
