import { createServiceId, definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes } from '../../http/ApiRoutes.ts';
import { ClockId, DatabaseId, ServerConfigId, DemoRows, SchemaMigrations } from '../../contracts/host.ts';
import { MessageEventsId, MessagePostId, UnreadMessagesId } from '../../contracts/messages.ts';
import { UserDirectoryId } from '../../contracts/org.ts';
import { WorkflowEventsId } from '../../contracts/workflow.ts';
import { DraftMessagePost } from './DraftMessagePost.ts';
import { MessageEvents } from './MessageEvents.ts';
import { MemberMessageSender } from './MemberMessageSender.ts';
import { MessageInbox } from './MessageInbox.ts';
import { messageRoutes } from './MessageRoutes.ts';
import { SenderRateLimit } from './SenderRateLimit.ts';
import { WorkflowMessageWriter } from './WorkflowMessageWriter.ts';
import { messageDemoRows } from './MessageDemoRows.ts';
import { memberMessageWindowMigration } from './MemberMessageWindowMigration.ts';

const WorkflowMessageWriterId = createServiceId<WorkflowMessageWriter>('server.messages.WorkflowMessageWriter');
const MessageEventsOwnerId = createServiceId<MessageEvents>('server.messages.MessageEventsOwner');
const MessageInboxId = createServiceId<MessageInbox>('server.messages.MessageInbox');
const MemberMessageSenderId = createServiceId<MemberMessageSender>('server.messages.MemberMessageSender');

/**
 * Messages: the rows the workflow's events call for, announced once written (MessageEventsId,
 * which the live push taps), and the caller's inbox (bell, notice centre, read, delete).
 */
export const messagesModule = definePlugin(() => ({
  id: 'server-messages',
  requires: ['server-workflow'],
  module(bind) {
    // 发消息's rate limit counted in the database: one allowance whichever instance takes a send.
    bind.contribute(SchemaMigrations, { name: '0034_member_message_window', migration: () => memberMessageWindowMigration });
    bind.contribute(DemoRows, messageDemoRows);
    bind.factory(MessageEventsOwnerId, () => new MessageEvents());
    bind.factory(MessageEventsId, (s) => s.get(MessageEventsOwnerId).hooks);
    bind.factory(WorkflowMessageWriterId, (s) => new WorkflowMessageWriter(s.get(ClockId), s.get(MessageEventsOwnerId), s.get(UserDirectoryId)));
    bind.factory(MessagePostId, (s) => new DraftMessagePost(s.get(ClockId), s.get(MessageEventsOwnerId)));
    bind.factory(MessageInboxId, (s) => new MessageInbox(s.get(DatabaseId).db));
    bind.factory(UnreadMessagesId, (s) => s.get(MessageInboxId));
    bind.factory(
      MemberMessageSenderId,
      (s) =>
        new MemberMessageSender(
          s.get(DatabaseId).db,
          s.get(ClockId),
          s.get(MessageEventsOwnerId),
          s.get(UserDirectoryId),
          new SenderRateLimit(s.get(DatabaseId).db, s.get(DatabaseId).dialect, s.get(ClockId), s.get(ServerConfigId).memberMessagesPerMinute, 60_000),
        ),
    );
    bind.contribute(ApiRoutes, (s) => messageRoutes(s.get(MessageInboxId), s.get(MemberMessageSenderId)));
  },
  setup(context) {
    const events = context.get(WorkflowEventsId);
    const messages = context.get(WorkflowMessageWriterId);
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
}));
