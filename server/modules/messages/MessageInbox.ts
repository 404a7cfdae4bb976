import type { components } from '../../../contracts/generated/admin.ts';
import type { Selectable } from 'kysely';
import { ApiError } from '../../http/ApiError.ts';
import type { Principal } from '../../contracts/host.ts';
import type { UnreadMessages } from '../../contracts/messages.ts';
import type { Db } from '../../db/Database.ts';
import type { MessageTable } from './MessageTables.ts';
import { inboxTexts } from './zhCN.ts';

export type MessageView = components['schemas']['Message'];

export interface MessagePage {
  records: MessageView[];
  total: number;
  current: number;
  size: number;
}

export interface MessageQuery {
  current: number;
  size: number;
  readStatus?: 'true' | 'false';
  msgType?: number[];
}

type MessageRow = Selectable<MessageTable>;

function viewOf(row: MessageRow): MessageView {
  return {
    id: row.id,
    applicationName: row.application_name,
    // Stored as text (the source systems' ids); the contract has numbers.
    applicationId: row.application_id !== null && /^\d+$/.test(row.application_id) ? Number(row.application_id) : null,
    applicationType: row.application_type,
    msgTitle: row.msg_title,
    msgContent: row.msg_content,
    msgType: row.msg_type,
    sendAuthor: row.send_author,
    createTime: row.create_time,
    openMode: row.open_mode,
    msgLink: row.msg_link,
    readStatus: row.read_status === 1,
  };
}

/**
 * The caller's messages in the current company: the bell's two tabs, the notice centre, read
 * and delete. Another user's message, another company's and a deleted one are all "not
 * found" (404): the ids of others' messages are nobody's business.
 */
export class MessageInbox implements UnreadMessages {
  constructor(private readonly db: Db) {}

  async page(user: Principal, query: MessageQuery): Promise<MessagePage> {
    let filtered = this.db
      .selectFrom('message')
      .where('user_id', '=', user.userId)
      .where('company_id', '=', user.companyId)
      .where('deleted', '=', 0);
    if (query.readStatus !== undefined) filtered = filtered.where('read_status', '=', query.readStatus === 'true' ? 1 : 0);
    if (query.msgType !== undefined && query.msgType.length > 0) filtered = filtered.where('msg_type', 'in', query.msgType);
    const [rows, count] = await Promise.all([
      filtered
        .selectAll()
        .orderBy('create_time', 'desc')
        .orderBy('id', 'desc')
        .limit(query.size)
        .offset((query.current - 1) * query.size)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records: rows.map(viewOf), total: Number(count.n), current: query.current, size: query.size };
  }

  async read(user: Principal, id: number): Promise<boolean> {
    const result = await this.#own(this.db.updateTable('message').set({ read_status: 1 }), user, id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new ApiError(404, inboxTexts.notFound);
    return true;
  }

  /** The bell's and the home page's unread count. */
  async count(userId: number, companyId: number): Promise<number> {
    const row = await this.db
      .selectFrom('message')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('company_id', '=', companyId)
      .where('read_status', '=', 0)
      .where('deleted', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** 'all read' of the unread tab. */
  async readAll(user: Principal): Promise<boolean> {
    await this.db
      .updateTable('message')
      .set({ read_status: 1 })
      .where('user_id', '=', user.userId)
      .where('company_id', '=', user.companyId)
      .where('read_status', '=', 0)
      .where('deleted', '=', 0)
      .execute();
    return true;
  }

  /** Deleted rows stay (marked) so counts and links of other rows are not disturbed; they are never shown again. */
  async delete(user: Principal, id: number): Promise<boolean> {
    const result = await this.#own(this.db.updateTable('message').set({ deleted: 1 }), user, id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new ApiError(404, inboxTexts.notFound);
    return true;
  }

  /** The detail the bell opens (types 1 and 2); opening it reads it. */
  async readDetail(user: Principal, id: number): Promise<MessageView> {
    const row = await this.#own(this.db.selectFrom('message').selectAll(), user, id).executeTakeFirst();
    if (!row) throw new ApiError(404, inboxTexts.notFound);
    if (row.read_status === 0) await this.read(user, id);
    return viewOf({ ...row, read_status: 1 });
  }

  /** Narrows a query to one message of the caller's, in the current company, not deleted. */
  #own<Q extends { where: OwnWhere<Q> }>(query: Q, user: Principal, id: number): Q {
    return query.where('id', '=', id).where('user_id', '=', user.userId).where('company_id', '=', user.companyId).where('deleted', '=', 0);
  }
}

type OwnWhere<Q> = (column: 'id' | 'user_id' | 'company_id' | 'deleted', operator: '=', value: number) => Q;
