import type { components } from '../../../../contracts/generated/website.ts';
import { ApiError } from '../../../http/ApiError.ts';
import type { SiteSearchHit, SiteSearchSource } from '../../../contracts/website.ts';
import { pageWindow, type ContentPage, type PageQuery } from '../ContentPage.ts';
import { paragraphsOf } from '../Paragraphs.ts';
import { containsKeyword } from '../search/LikePattern.ts';
import { channelSearchHit } from '../search/ChannelSearchHit.ts';
import type { WebsiteDb } from '../WebsiteSchema.ts';
import { zhCN } from '../zhCN.ts';
import type { PublicationSectionView } from './PublicationSections.ts';
import type { PublishingChannelId } from './PublishingTables.ts';
import { richBodyOf } from '../RichBody.ts';
import { PublishedTimeline } from '../PublishedTimeline.ts';

export type PublicationItemView = components['schemas']['PublicationItem'];

export type PublicationDetailView = components['schemas']['PublicationDetail'];

/** 教育出版 or 数字出版 (one instance each): published titles, newest first. */
export class PublishingChannel implements SiteSearchSource {
  readonly channelName: string;

  constructor(
    private readonly db: WebsiteDb,
    readonly channel: PublishingChannelId,
    private readonly sections: { of(publicationId: number): Promise<PublicationSectionView[]> },
  ) {
    this.channelName = zhCN.channels[channel];
  }

  async page(query: PageQuery): Promise<ContentPage<PublicationItemView>> {
    const { current, size, offset } = pageWindow(query);
    const published = this.#published();
    const { total } = await published.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const records = await PublishedTimeline.newestFirst(
      published.select(['id', 'title', 'category_name as categoryName', 'author', 'publisher', 'cover as coverUrl', 'summary', 'publish_time as publishTime']),
    )
      .limit(size)
      .offset(offset)
      .execute();
    return { records, total: Number(total), current, size };
  }

  /** A published title; with `preview` (内容管理's 预览) any title of the channel. */
  async detail(id: number, preview = false): Promise<PublicationDetailView> {
    const own = this.db.selectFrom('publication').where('channel', '=', this.channel);
    const row = await (preview ? own : this.#published()).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, zhCN.notFound);
    const { previous, next } = await PublishedTimeline.neighbours(this.#published().select(['id', 'title']), row.publish_time, id);
    return {
      id: row.id,
      title: row.title,
      categoryName: row.category_name,
      author: row.author,
      publisher: row.publisher,
      coverUrl: row.cover,
      publishTime: row.publish_time,
      isbn: row.isbn,
      body: richBodyOf(row.body),
      paragraphs: paragraphsOf(row.content),
      sections: await this.sections.of(row.id),
      previous,
      next,
    };
  }

  async search(keyword: string, limit: number): Promise<SiteSearchHit[]> {
    const matching = this.#published()
      .select(['id', 'title', 'author', 'summary', 'content', 'publish_time'])
      .where((eb) => eb.or([containsKeyword('title', keyword), containsKeyword('author', keyword), containsKeyword('summary', keyword), containsKeyword('content', keyword)]));
    const rows = await PublishedTimeline.newestFirst(matching).limit(limit).execute();
    return rows.map((row) => channelSearchHit(this, { id: row.id, title: row.title, texts: [row.summary, row.content, row.author], publishedAt: row.publish_time }, keyword));
  }

  #published() {
    return this.db.selectFrom('publication').where('channel', '=', this.channel).where('published', '=', 1);
  }
}
