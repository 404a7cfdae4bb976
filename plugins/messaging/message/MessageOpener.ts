import type { ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import type { Notifier } from '../../../contracts/workbench/Http.ts';
import type { MessageOpener as MessageOpenerContract, TodoDetailOpener } from '../../../contracts/workbench/Messaging.ts';
import type { TaskDrawerOpener, TaskDrawerTarget } from '../../../contracts/workbench/ProcessCentre.ts';
import type { MessageStore } from '../MessageStore.ts';
import type { Message } from '../MessagingApi.ts';
import { zhCN } from '../zhCN.ts';

/** Part 1 §3 openMode: 1 the detail modal, 2 msgLink in a new tab, anything else the task drawer. */
export const OPEN_DETAIL = 1;
export const OPEN_LINK = 2;

/** The task a workflow message names in msgLink (JSON {procInstId, taskId}), or null. */
export function taskTargetOf(msgLink: string | null | undefined): TaskDrawerTarget | null {
  if (!msgLink) return null;
  try {
    const link = JSON.parse(msgLink) as { procInstId?: unknown; taskId?: unknown } | null;
    const procInstId = link?.procInstId;
    if ((typeof procInstId !== 'string' && typeof procInstId !== 'number') || procInstId === '') return null;
    const taskId = typeof link?.taskId === 'string' || typeof link?.taskId === 'number' ? String(link.taskId) : null;
    return { procInstId: String(procInstId), taskId };
  } catch {
    return null;
  }
}

/**
 * What a click on a message does, in the bell and in the notice centre alike: mark it read, then
 * open it the way its openMode says.
 */
export class MessageOpener implements MessageOpenerContract {
  constructor(
    private readonly api: ApiClient,
    private readonly store: MessageStore,
    private readonly notifier: Notifier,
    private readonly details: TodoDetailOpener,
    /** Absent when the process centre is not mounted. */
    private readonly tasks: TaskDrawerOpener | undefined,
    private readonly openWindow: (url: string) => void,
  ) {}

  /** Resolves once the message is shown (not when the modal or drawer closes). */
  async open(message: Message): Promise<void> {
    // A read message needs no second call; a failed read stops here (the client said why).
    if (!message.readStatus) {
      await this.api.post('/admin/ocp/msg/read/{id}', { path: { id: message.id } });
      void this.store.messagesChanged('read');
    }
    if (message.openMode === OPEN_DETAIL) {
      void this.details.open({ type: 1, id: message.id });
      return;
    }
    if (message.openMode === OPEN_LINK) {
      if (message.msgLink) this.openWindow(message.msgLink);
      else this.notifier.warning(zhCN.message.noLink);
      return;
    }
    const target = taskTargetOf(message.msgLink);
    if (!target) {
      this.notifier.error(zhCN.message.badLink);
      return;
    }
    if (!this.tasks) {
      this.notifier.warning(zhCN.message.noDrawer);
      return;
    }
    void this.tasks.open(target);
  }
}

// The id lives in the contract, so other plugins (the home page) open messages as the bell does.
export { MessageOpenerId } from '../../../contracts/workbench/Messaging.ts';
