import type { Clock, FollowUpWrites } from '../../contracts/host.ts';
import type { MessageDraft, MessagePost } from '../../contracts/messages.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import { SUMMARY_COLUMNS, type MessageEvents } from './MessageEvents.ts';

/** msg_title is varchar(255); titles made of user input (an event's title) are cut to fit. */
const MAX_TITLE = 255;

/** Other modules' 站内信 (MessagePostId): written in their transaction, announced after its commit. */
export class DraftMessagePost implements MessagePost {
  constructor(
    private readonly clock: Clock,
    private readonly events: MessageEvents,
  ) {}

  async post(writes: FollowUpWrites, drafts: readonly MessageDraft[]): Promise<void> {
    if (drafts.length === 0) return;
    const now = DisplayTime.format(this.clock.now());
    const rows = await writes.db
      .insertInto('message')
      .values(
        drafts.map((draft) => ({
          user_id: draft.userId,
          company_id: draft.companyId,
          application_name: draft.applicationName,
          application_id: draft.applicationId,
          application_type: null,
          msg_title: draft.title.slice(0, MAX_TITLE),
          msg_content: draft.content,
          msg_type: draft.msgType,
          send_author: draft.author,
          open_mode: draft.openMode,
          msg_link: draft.link,
          read_status: 0,
          create_time: now,
          deleted: 0,
        })),
      )
      .returning(SUMMARY_COLUMNS)
      .execute();
    writes.afterCommit(() => this.events.added(rows));
  }
}
