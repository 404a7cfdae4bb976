import type { components } from '../../../../contracts/generated/website.ts';
import { ApiError } from '../../../http/ApiError.ts';
import type { SiteSearchHit, SiteSearchSource } from '../../../contracts/website.ts';
import { pageWindow, type ContentPage, type PageQuery } from '../ContentPage.ts';
import { paragraphsOf } from '../Paragraphs.ts';
import { containsKeyword } from '../search/LikePattern.ts';
import { searchSnippet } from '../search/SearchSnippet.ts';
import type { WebsiteDb } from '../WebsiteSchema.ts';
import { zhCN } from '../zhCN.ts';
import type { PublicationSectionView } from './PublicationSections.ts';
import type { PublishingChannelId } from './PublishingTables.ts';
import { richBodyOf } from '../RichBody.ts';

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
    const records = await published
      .select(['id', 'title', 'category_name as categoryName', 'author', 'publisher', 'cover as coverUrl', 'summary', 'publish_time as publishTime'])
      .orderBy('publish_time', 'desc')
      .orderBy('id', 'desc')
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
    const at = row.publish_time;
    const siblings = this.#published().select(['id', 'title']);
    const previous = await siblings
      .where((eb) => eb.or([eb('publish_time', '>', at), eb.and([eb('publish_time', '=', at), eb('id', '>', id)])]))
      .orderBy('publish_time')
      .orderBy('id')
      .executeTakeFirst();
    const next = await siblings
      .where((eb) => eb.or([eb('publish_time', '<', at), eb.and([eb('publish_time', '=', at), eb('id', '<', id)])]))
      .orderBy('publish_time', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
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
      previous: previous ?? null,
      next: next ?? null,
    };
  }

  async search(keyword: string, limit: number): Promise<SiteSearchHit[]> {
    const rows = await this.#published()
      .select(['id', 'title', 'author', 'summary', 'content', 'publish_time'])
      .where((eb) => eb.or([containsKeyword('title', keyword), containsKeyword('author', keyword), containsKeyword('summary', keyword), containsKeyword('content', keyword)]))
      .orderBy('publish_time', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      channel: this.channel,
      channelName: this.channelName,
      id: String(row.id),
      title: row.title,
      summary: searchSnippet([row.summary, row.content, row.author], keyword),
      publishedAt: row.publish_time,
      path: `/${this.channel}/detail?id=${row.id}`,
    }));
  }

  #published() {
    return this.db.selectFrom('publication').where('channel', '=', this.channel).where('published', '=', 1);
  }
}
