import { definePlugin, type ServiceResolver } from '../../../contracts/workbench/index.ts';
import { ApiRoutes } from '../../http/ApiRoutes.ts';
import { ClockId, DatabaseId, ServerConfigId, DemoRows, SchemaMigrations } from '../../contracts/host.ts';
import { MessageEventsId, MessagePostId, UnreadMessagesId, messagesModuleRef } from '../../contracts/messages.ts';
import { UserDirectoryId } from '../../contracts/org.ts';
import { WorkflowEventsId, workflowModuleRef } from '../../contracts/workflow.ts';
import { DraftMessagePost } from './DraftMessagePost.ts';
import { MessageEvents } from './MessageEvents.ts';
import { MemberMessageSender } from './MemberMessageSender.ts';
import { MessageInbox } from './MessageInbox.ts';
import { messageRoutes } from './MessageRoutes.ts';
import { SenderRateLimit } from './SenderRateLimit.ts';
import { WorkflowMessageWriter } from './WorkflowMessageWriter.ts';
import { messageDemoRows } from './MessageDemoRows.ts';
import { memberMessageWindowMigration } from './MemberMessageWindowMigration.ts';

/** The messages' own objects, wired by hand: the container holds only its faces (contracts/messages). */
interface MessageParts {
  events: MessageEvents;
  writer: WorkflowMessageWriter;
  inbox: MessageInbox;
  sender: MemberMessageSender;
}

function messageParts(s: ServiceResolver): MessageParts {
  const { db, dialect } = s.get(DatabaseId);
  const clock = s.get(ClockId);
  const users = s.get(UserDirectoryId);
  const events = new MessageEvents();
  return {
    events,
    writer: new WorkflowMessageWriter(clock, events, users),
    inbox: new MessageInbox(db),
    sender: new MemberMessageSender(db, clock, events, users, new SenderRateLimit(db, dialect, clock, s.get(ServerConfigId).memberMessagesPerMinute, 60_000)),
  };
}

/**
 * Messages: the rows the workflow's events call for, announced once written (MessageEventsId,
 * which the live push taps), and the caller's inbox (bell, notice centre, read, delete).
 */
export const messagesModule = definePlugin(() => {
  // Made once, at the first use of any of its faces (this definition serves one server).
  let parts: MessageParts | undefined;
  const partsOf = (s: ServiceResolver): MessageParts => (parts ??= messageParts(s));
  return {
    id: messagesModuleRef.id,
    requires: [workflowModuleRef],
    module(bind) {
      // 发消息's rate limit counted in the database: one allowance whichever instance takes a send.
      bind.contribute(SchemaMigrations, { name: '0034_member_message_window', migration: () => memberMessageWindowMigration });
      bind.contribute(DemoRows, messageDemoRows);
      bind.factory(MessageEventsId, (s) => partsOf(s).events.hooks);
      bind.factory(MessagePostId, (s) => new DraftMessagePost(s.get(ClockId), partsOf(s).events));
      bind.factory(UnreadMessagesId, (s) => partsOf(s).inbox);
      bind.contribute(ApiRoutes, (s) => messageRoutes(partsOf(s).inbox, partsOf(s).sender));
    },
    setup(context) {
      const events = context.get(WorkflowEventsId);
      const messages = partsOf(context).writer;
      events.taskCreated.tapPromise('server-messages:newTask', (event) => messages.taskCreated(event));
      events.taskDelegated.tapPromise('server-messages:delegatedTask', (event) => messages.taskDelegated(event));
      events.taskResolved.tapPromise('server-messages:returnedTask', (event) => messages.taskResolved(event));
      events.taskCopied.tapPromise('server-messages:copiedTask', (event) => messages.taskCopied(event));
      events.taskReassigned.tapPromise('server-messages:reassignedTask', (event) => messages.taskReassigned(event));
      events.taskStalled.tapPromise('server-messages:stalledTask', (event) => messages.taskStalled(event));
      events.taskCancelled.tapPromise('server-messages:withdrawnTask', (event) => (event.reason === 'withdraw' ? messages.taskWithdrawn(event) : Promise.resolve()));
      events.processCompleted.tapPromise('server-messages:processApproved', (event) => messages.processCompleted(event));
      events.processRejected.tapPromise('server-messages:processRejected', (event) => messages.processRejected(event));
      events.processTerminated.tapPromise('server-messages:processTerminated', (event) => messages.processTerminated(event));
    },
  };
});
