import type { MessagesChange, MessagingHooks, TodoChange } from '../../contracts/workbench/Messaging.ts';
import { SyncHook, tapOnly } from '../../core/hooks/index.ts';

/** The messaging plugin's own, callable hooks; other plugins get `taps` (contracts' MessagingHooks). */
export class MessagingHookSet {
  readonly todoChanged = new SyncHook<[change: TodoChange]>(1);
  readonly messagesChanged = new SyncHook<[change: MessagesChange]>(1);

  /** The frozen tap-only view the plugin's setup contract hands out. */
  taps(): MessagingHooks {
    return tapOnly({ todoChanged: this.todoChanged, messagesChanged: this.messagesChanged });
  }
}
