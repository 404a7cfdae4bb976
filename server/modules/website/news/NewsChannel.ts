import { ApiError } from '../../../http/ApiError.ts';
import type { SiteSearchHit, SiteSearchSource } from '../../../contracts/website.ts';
import { pageWindow, type ContentPage, type PageQuery } from '../ContentPage.ts';
import { articleDetail, type ArticleDetailView } from '../ArticleDetail.ts';
import type { NewsItemView } from '../PublicContent.ts';
import { containsKeyword } from '../search/LikePattern.ts';
import { channelSearchHit } from '../search/ChannelSearchHit.ts';
import type { WebsiteDb } from '../WebsiteSchema.ts';
import { zhCN } from '../zhCN.ts';
import { PublishedTimeline } from '../PublishedTimeline.ts';

/** 新闻: published news, newest first (ties: the later id first). */
export class NewsChannel implements SiteSearchSource {
  readonly channel = 'news';
  readonly channelName = zhCN.channels.news;

  constructor(private readonly db: WebsiteDb) {}

  async page(query: PageQuery): Promise<ContentPage<NewsItemView>> {
    const { current, size, offset } = pageWindow(query);
    const published = this.db.selectFrom('website_news').where('published', '=', 1);
    const { total } = await published.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const records = await PublishedTimeline.newestFirst(published.select(['id', 'title', 'summary', 'cover as coverUrl', 'source', 'publish_time as publishTime']))
      .limit(size)
      .offset(offset)
      .execute();
    return { records, total: Number(total), current, size };
  }

  /** A published item; with `preview` (内容管理's 预览) any item, its neighbours still the published ones. */
  async detail(id: number, preview = false): Promise<ArticleDetailView> {
    let query = this.db.selectFrom('website_news').selectAll().where('id', '=', id);
    if (!preview) query = query.where('published', '=', 1);
    const row = await query.executeTakeFirst();
    if (!row) throw new ApiError(404, zhCN.notFound);
    const published = this.db.selectFrom('website_news').select(['id', 'title']).where('published', '=', 1);
    return articleDetail(row, { category: null, categoryName: null }, await PublishedTimeline.neighbours(published, row.publish_time, id));
  }

  async search(keyword: string, limit: number): Promise<SiteSearchHit[]> {
    const matching = this.db
      .selectFrom('website_news')
      .select(['id', 'title', 'summary', 'content', 'publish_time'])
      .where('published', '=', 1)
      .where((eb) => eb.or([containsKeyword('title', keyword), containsKeyword('summary', keyword), containsKeyword('content', keyword)]));
    const rows = await PublishedTimeline.newestFirst(matching).limit(limit).execute();
    return rows.map((row) => channelSearchHit(this, { id: row.id, title: row.title, texts: [row.summary, row.content], publishedAt: row.publish_time }, keyword));
  }
}
