import type { TaskDrawerCloseReason, TaskDrawerOpener, TaskDrawerTarget } from '../../../contracts/workbench/ProcessCentre.ts';
import { createServiceId } from '../../../contracts/workbench/ServiceId.ts';

interface Opened {
  target: TaskDrawerTarget;
  settle(reason: TaskDrawerCloseReason): void;
}

/**
 * The TaskDrawerOpener other plugins call. It only keeps which task is open; the drawer itself
 * is rendered by TaskDrawerHost in the main layout, which listens here.
 */
export class TaskDrawerOpenerService implements TaskDrawerOpener {
  #opened: Opened | null = null;
  readonly #listeners = new Set<() => void>();

  open(target: TaskDrawerTarget): Promise<TaskDrawerCloseReason> {
    // A second message replaces the task on show; the first caller learns it was left.
    this.#opened?.settle('cancel');
    return new Promise((resolve) => {
      this.#opened = { target, settle: resolve };
      this.#emit();
    });
  }

  /** The task on show, or null. */
  get target(): TaskDrawerTarget | null {
    return this.#opened?.target ?? null;
  }

  close(reason: TaskDrawerCloseReason): void {
    const opened = this.#opened;
    this.#opened = null;
    opened?.settle(reason);
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

/** The process centre's own handle on the same instance, for the host that renders the drawer. */
export const TaskDrawerOpenerServiceId = createServiceId<TaskDrawerOpenerService>('process-centre.TaskDrawerOpenerService');
