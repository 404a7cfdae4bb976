import type { components } from '../../../contracts/generated/admin.ts';
import type { Clock } from '../../contracts/host.ts';
import type { UserDirectory } from '../../contracts/org.ts';
import { ApiError } from '../../http/ApiError.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { Selectable } from 'kysely';
import type { NoticeDb, NoticeTable } from './NoticeTables.ts';
import { noticeTexts } from './zhCN.ts';

export type NoticeView = components['schemas']['Notice'];

export interface NoticePage {
  records: NoticeView[];
  total: number;
  current: number;
  size: number;
}

export interface NoticeDraft {
  title: string;
  content: string;
}

function viewOf(row: Selectable<NoticeTable>): NoticeView {
  return { id: row.id, title: row.title, content: row.content, noticeType: row.notice_type, createBy: row.create_by, createTime: row.create_time };
}

/**
 * 通知公告: each company's notices, published by its administrators in 管理后台 and read by its
 * staff. Every call names the caller's current company, so no one reads or withdraws another
 * company's notice (it is not found).
 */
export class NoticeBoard {
  constructor(
    private readonly db: NoticeDb,
    private readonly clock: Clock,
    private readonly directory: UserDirectory,
  ) {}

  /** Newest first; the same second's in the order published. */
  async page(companyId: number, pageNumber = 1, pageSize = 9999): Promise<NoticePage> {
    const mine = this.db.selectFrom('notice').where('company_id', '=', companyId);
    const [{ total }, rows] = await Promise.all([
      mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      mine
        .selectAll()
        .orderBy('create_time', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize)
        .execute(),
    ]);
    return { records: rows.map(viewOf), total: Number(total), current: pageNumber, size: pageSize };
  }

  async read(companyId: number, id: number): Promise<NoticeView> {
    const row = await this.db.selectFrom('notice').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
    if (!row) throw new ApiError(404, noticeTexts.notFound);
    return viewOf(row);
  }

  async publish(companyId: number, publisherId: number, draft: NoticeDraft): Promise<NoticeView> {
    const title = draft.title.trim();
    const content = draft.content.trim();
    if (!title) throw new ApiError(400, noticeTexts.titleRequired);
    if (!content) throw new ApiError(400, noticeTexts.contentRequired);
    const publisher = (await this.directory.names([publisherId])).get(publisherId);
    const row = await this.db
      .insertInto('notice')
      .values({
        company_id: companyId,
        title,
        content,
        notice_type: null,
        create_by: publisher ? publisher.chineseName || publisher.username : null,
        create_time: DisplayTime.format(this.clock.now()),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return viewOf(row);
  }

  async withdraw(companyId: number, id: number): Promise<boolean> {
    const { numDeletedRows } = await this.db.deleteFrom('notice').where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
    if (Number(numDeletedRows) === 0) throw new ApiError(404, noticeTexts.notFound);
    return true;
  }
}
