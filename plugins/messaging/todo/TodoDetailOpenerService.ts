import type { TodoDetailOpener, TodoDetailOutcome, TodoDetailTarget } from '../../../contracts/workbench/Messaging.ts';
import { createServiceId } from '../../../contracts/workbench/ServiceId.ts';

interface Opened {
  target: TodoDetailTarget;
  settle(outcome: TodoDetailOutcome): void;
}

/**
 * The TodoDetailOpener other pages call. It only keeps what is on show; TodoDetailHost in the
 * main layout renders the modal and listens here.
 */
export class TodoDetailOpenerService implements TodoDetailOpener {
  #opened: Opened | null = null;
  readonly #listeners = new Set<() => void>();

  open(target: TodoDetailTarget): Promise<TodoDetailOutcome> {
    // A second open replaces what is on show; the first caller learns it was left unhandled.
    this.#opened?.settle('cancel');
    return new Promise((resolve) => {
      this.#opened = { target, settle: resolve };
      this.#emit();
    });
  }

  /** What is on show, or null. */
  get target(): TodoDetailTarget | null {
    return this.#opened?.target ?? null;
  }

  close(outcome: TodoDetailOutcome): void {
    const opened = this.#opened;
    this.#opened = null;
    opened?.settle(outcome);
    this.#emit();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}

/** The plugin's own handle on the same instance, for the host that renders the modal. */
export const TodoDetailOpenerServiceId = createServiceId<TodoDetailOpenerService>('messaging.TodoDetailOpenerService');
