import type { AsyncSeriesHook, TapOnly } from '../../core/hooks/index.ts';
import { createServiceId, pluginRef } from '../../contracts/workbench/index.ts';
import type { FollowUpWrites } from './host.ts';

/** The bell's unread count (provided by the messages module). */
export interface UnreadMessages {
  count(userId: number, companyId: number): Promise<number>;
}

export const UnreadMessagesId = createServiceId<UnreadMessages>('server.messages.UnreadMessages');

/** A message row just written, as the bell's list shows it. */
export interface MessageSummary {
  id: number;
  userId: number;
  companyId: number;
  msgTitle: string;
  msgType: number;
  openMode: number;
  applicationName: string | null;
  sendAuthor: string | null;
  createTime: string;
}

/**
 * A 站内信 another module asks the messages module to write (it alone owns the message table):
 * the schedule's invitations and reminders, say.
 */
export interface MessageDraft {
  userId: number;
  companyId: number;
  title: string;
  content: string;
  author: string | null;
  /** Spec part 1 §3: application 120 with msgType 4 is a calendar message (content a label/value JSON list). */
  applicationId: string | null;
  applicationName: string | null;
  msgType: number;
  /** 1 the detail modal, 2 msgLink in a new tab, other the workflow drawer. */
  openMode: number;
  link: string | null;
}

/**
 * Writes message rows inside the caller's transaction (`writes.db`) and announces them for the
 * live push once it committed (`writes.afterCommit`): the caller's change and its messages
 * commit together or not at all.
 */
export interface MessagePost {
  post(writes: FollowUpWrites, drafts: readonly MessageDraft[]): Promise<void>;
}

export const MessagePostId = createServiceId<MessagePost>('server.messages.MessagePost');

/** What the messages module announces (for the live push), after the rows committed. Taps must not throw. */
export interface MessageHooks {
  added: AsyncSeriesHook<[MessageSummary[]]>;
}

export const MessageEventsId = createServiceId<TapOnly<MessageHooks>>('server.messages.Events');

/** The messages module, for the modules that require it. */
export const messagesModuleRef = pluginRef<void>('server-messages');
