import type { MessagingContract, MessagingHooks, TodoChange } from '../../../contracts/workbench/Messaging.ts';
import { definePlugin } from '../../../contracts/workbench/Plugin.ts';
import { SyncHook, tapOnly } from '../../../core/hooks/index.ts';

/**
 * Stands in for the messaging plugin the process centre requires: its todoChanged hook, which a
 * test fires itself (`announce`) as the live connection would after a to-do push.
 */
export class MessagingStandIn {
  readonly hooks: MessagingHooks = { todoChanged: new SyncHook<[TodoChange]>(1) };

  readonly plugin = definePlugin<MessagingContract>(() => ({
    id: 'messaging',
    setup: () => ({ hooks: tapOnly(this.hooks) }),
  }))();

  /** A to-do push reached this user. */
  announce(change: TodoChange = { push: { type: 'add', companyIds: [1] }, latest: null }): void {
    this.hooks.todoChanged.call(change);
  }
}
