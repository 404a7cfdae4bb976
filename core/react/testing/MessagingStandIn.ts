import {
  MessageOpenerId,
  TodoDetailOpenerId,
  type MessageOpener,
  type MessagesChange,
  type MessagingContract,
  type TodoChange,
  type TodoDetailOpener,
  type TodoDetailOutcome,
  type TodoDetailTarget,
} from '../../../contracts/workbench/Messaging.ts';
import { definePlugin } from '../../../contracts/workbench/Plugin.ts';
import { SyncHook, tapOnly } from '../../hooks/index.ts';

/**
 * Stands in, in tests, for the messaging plugin that the workspace and the process centre
 * require: its hooks, which a test fires itself (`todoPushed`, `messagesChanged`) as the live
 * connection or the bell would.
 */
export class MessagingStandIn {
  readonly hooks = {
    todoChanged: new SyncHook<[TodoChange]>(1),
    messagesChanged: new SyncHook<[MessagesChange]>(1),
  };

  /** Every 详情 modal a page asked for; each closes with `detailOutcome`, as if the user chose it. */
  readonly detailsOpened: TodoDetailTarget[] = [];
  detailOutcome: TodoDetailOutcome = 'cancel';
  readonly details: TodoDetailOpener = {
    open: async (target) => {
      this.detailsOpened.push(target);
      return this.detailOutcome;
    },
  };

  /** Every message a page opened through MessageOpener, as the bell would open it. */
  readonly messagesOpened: Parameters<MessageOpener['open']>[0][] = [];
  readonly messages: MessageOpener = {
    open: async (message) => {
      this.messagesOpened.push(message);
    },
  };

  readonly plugin = definePlugin<MessagingContract>(() => ({
    id: 'messaging',
    module: (bind) => {
      bind.value(TodoDetailOpenerId, this.details);
      bind.value(MessageOpenerId, this.messages);
    },
    setup: () => ({ hooks: tapOnly(this.hooks) }),
  }))();

  /** A to-do push reached this user. */
  todoPushed(change: TodoChange = { push: { type: 'add', companyIds: [1] }, latest: null }): void {
    this.hooks.todoChanged.call(change);
  }

  /** A message push reached this user, or the bell marked messages read. */
  messagesChanged(change: MessagesChange = { cause: 'push', unread: null }): void {
    this.hooks.messagesChanged.call(change);
  }
}

/** The messaging plugin for a test that never fires its hooks. */
export function messagingStandIn() {
  return new MessagingStandIn().plugin;
}
