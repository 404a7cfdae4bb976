export { messagingPlugin, type MessagingOptions } from './messagingPlugin.ts';
export type { StompLink, StompLinkFactory, StompLinkOptions } from './live/StompLink.ts';
export type { PageAddress } from './live/LiveConnection.ts';
export {
  messagingRef,
  TodoDetailOpenerId,
  type MessagingContract,
  type MessagingHooks,
  type MessagesChange,
  type MessagesChangeCause,
  type TodoChange,
  type TodoPush,
  type TodoDetailOpener,
  type TodoDetailTarget,
  type TodoDetailOutcome,
  type TodoDetailType,
} from '../../contracts/workbench/Messaging.ts';
