import { ApiError } from '../../http/ApiError.ts';
import type { Clock, Principal } from '../../contracts/host.ts';
import type { UserDirectory } from '../../contracts/org.ts';
import type { Db } from '../../db/Database.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import { SUMMARY_COLUMNS, type MessageEvents } from './MessageEvents.ts';
import type { SenderRateLimit } from './SenderRateLimit.ts';
import { memberMessageTexts } from './zhCN.ts';

export const MAX_MEMBER_MESSAGE = 200;
const NOTICE_TYPE = 1;
/** Open mode 1 (detail): the bell opens the message itself, there is nothing else to open. */
const DETAIL_OPEN_MODE = 1;
const ACTIVE = '0';

/**
 * The address book's 发消息: a short 站内信 from one member to another of the same company,
 * announced (live push to the recipient's bell) once written.
 */
export class MemberMessageSender {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly events: MessageEvents,
    private readonly directory: UserDirectory,
    private readonly rateLimit: SenderRateLimit,
  ) {}

  async send(sender: Principal, recipientId: number, rawContent: string): Promise<{ id: number }> {
    const content = rawContent.trim();
    if (content.length === 0) throw new ApiError(400, memberMessageTexts.empty);
    if (content.length > MAX_MEMBER_MESSAGE) throw new ApiError(400, memberMessageTexts.tooLong(MAX_MEMBER_MESSAGE));
    const recipient = await this.directory.account(recipientId);
    if (!recipient || recipient.status !== ACTIVE || !(await this.directory.isMember(recipientId, sender.companyId))) {
      throw new ApiError(404, memberMessageTexts.noSuchMember);
    }
    // Counted only once the request is otherwise valid: typos do not use up the sender's allowance.
    if (!(await this.rateLimit.admit(sender.userId))) throw new ApiError(429, memberMessageTexts.tooMany(this.rateLimit.limit));
    const senderName = (await this.directory.names([sender.userId])).get(sender.userId)?.chineseName || sender.username;
    const row = await this.db
      .insertInto('message')
      .values({
        user_id: recipientId,
        company_id: sender.companyId,
        application_name: memberMessageTexts.applicationName,
        application_id: null,
        application_type: null,
        msg_title: memberMessageTexts.title(senderName),
        msg_content: content,
        msg_type: NOTICE_TYPE,
        send_author: senderName,
        open_mode: DETAIL_OPEN_MODE,
        msg_link: null,
        read_status: 0,
        create_time: DisplayTime.format(this.clock.now()),
        deleted: 0,
      })
      .returning(SUMMARY_COLUMNS)
      .executeTakeFirstOrThrow();
    // The insert has committed (no transaction around it): the push cannot announce a row that is not there.
    await this.events.added([row]);
    return { id: row.id };
  }
}
