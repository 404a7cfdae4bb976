import type { TodoDetailOpener, TodoDetailOutcome, TodoDetailTarget } from '../../../contracts/workbench/Messaging.ts';
import { createServiceId } from '../../../contracts/workbench/ServiceId.ts';
import { OverlayOpener } from '../../../core/react/index.ts';

/**
 * The TodoDetailOpener other pages call. It only keeps what is on show; TodoDetailHost in the
 * main layout renders the modal and listens here. A second open replaces what is on show; the
 * first caller learns it was left unhandled ('cancel').
 */
export class TodoDetailOpenerService extends OverlayOpener<TodoDetailTarget, TodoDetailOutcome> implements TodoDetailOpener {
  constructor() {
    super('cancel');
  }
}

/** The plugin's own handle on the same instance, for the host that renders the modal. */
export const TodoDetailOpenerServiceId = createServiceId<TodoDetailOpenerService>('messaging.TodoDetailOpenerService');
