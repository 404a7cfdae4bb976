import type { components } from '../../../../contracts/generated/website.ts';
import { ApiError } from '../../../http/ApiError.ts';
import type { SiteSearchHit, SiteSearchSource } from '../../../contracts/website.ts';
import { pageWindow, type ContentPage, type PageQuery } from '../ContentPage.ts';
import { paragraphsOf } from '../Paragraphs.ts';
import type { BookItemView } from '../PublicContent.ts';
import { containsKeyword } from '../search/LikePattern.ts';
import { channelSearchHit } from '../search/ChannelSearchHit.ts';
import type { WebsiteDb } from '../WebsiteSchema.ts';
import { zhCN } from '../zhCN.ts';
import { richBodyOf } from '../RichBody.ts';

export type BookDetailView = components['schemas']['BookDetail'];

/** 精品图书: published books in their display order (sort, then id). */
export class BookChannel implements SiteSearchSource {
  readonly channel = 'elaborateBook';
  readonly channelName = zhCN.channels.elaborateBook;

  constructor(private readonly db: WebsiteDb) {}

  async page(query: PageQuery): Promise<ContentPage<BookItemView>> {
    const { current, size, offset } = pageWindow(query);
    const published = this.db.selectFrom('website_book').where('published', '=', 1);
    const { total } = await published.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const records = await published
      .select(['id', 'book_name as bookName', 'author', 'cover as coverUrl', 'summary', 'publish_date as publishTime'])
      .orderBy('sort')
      .orderBy('id')
      .limit(size)
      .offset(offset)
      .execute();
    return { records, total: Number(total), current, size };
  }

  /** A published book; with `preview` (内容管理's 预览) any book. */
  async detail(id: number, preview = false): Promise<BookDetailView> {
    let query = this.db.selectFrom('website_book').selectAll().where('id', '=', id);
    if (!preview) query = query.where('published', '=', 1);
    const row = await query.executeTakeFirst();
    if (!row) throw new ApiError(404, zhCN.notFound);
    const { sort } = row;
    const published = this.db.selectFrom('website_book').select(['id', 'book_name as title']).where('published', '=', 1);
    const previous = await published
      .where((eb) => eb.or([eb('sort', '<', sort), eb.and([eb('sort', '=', sort), eb('id', '<', id)])]))
      .orderBy('sort', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const next = await published
      .where((eb) => eb.or([eb('sort', '>', sort), eb.and([eb('sort', '=', sort), eb('id', '>', id)])]))
      .orderBy('sort')
      .orderBy('id')
      .executeTakeFirst();
    return {
      id: row.id,
      bookName: row.book_name,
      author: row.author,
      publisher: row.publisher,
      isbn: row.isbn,
      price: row.price,
      coverUrl: row.cover,
      publishTime: row.publish_date,
      body: richBodyOf(row.body),
      paragraphs: paragraphsOf(row.introduction ?? row.summary),
      previous: previous ?? null,
      next: next ?? null,
    };
  }

  async search(keyword: string, limit: number): Promise<SiteSearchHit[]> {
    const rows = await this.db
      .selectFrom('website_book')
      .select(['id', 'book_name', 'author', 'summary', 'introduction', 'publish_date'])
      .where('published', '=', 1)
      .where((eb) =>
        eb.or([containsKeyword('book_name', keyword), containsKeyword('author', keyword), containsKeyword('summary', keyword), containsKeyword('introduction', keyword)]),
      )
      .orderBy('publish_date', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) =>
      channelSearchHit(this, { id: row.id, title: row.book_name, texts: [row.summary, row.introduction, row.author], publishedAt: `${row.publish_date.slice(0, 10)} 00:00:00` }, keyword),
    );
  }
}
