import type { components } from '../../../../contracts/generated/website.ts';
import { ApiError } from '../../../http/ApiError.ts';
import type { SiteSearchHit, SiteSearchSource } from '../../../contracts/website.ts';
import { pageWindow, type ContentPage, type PageQuery } from '../ContentPage.ts';
import { articleDetail, type ArticleDetailView } from '../ArticleDetail.ts';
import { containsKeyword } from '../search/LikePattern.ts';
import { channelSearchHit } from '../search/ChannelSearchHit.ts';
import type { WebsiteDb } from '../WebsiteSchema.ts';
import { zhCN } from '../zhCN.ts';
import type { PartyCategory } from './PartyBuildTables.ts';
import { PublishedTimeline } from '../PublishedTimeline.ts';

export type ArticleItemView = components['schemas']['ArticleItem'];

/** 党建: published articles of 动态, 知识 and 法规, newest first; neighbours stay within a category. */
export class PartyBuildChannel implements SiteSearchSource {
  readonly channel = 'partyBuild';
  readonly channelName = zhCN.channels.partyBuild;

  constructor(private readonly db: WebsiteDb) {}

  async page(query: PageQuery & { category?: PartyCategory }): Promise<ContentPage<ArticleItemView>> {
    const { current, size, offset } = pageWindow(query);
    let published = this.db.selectFrom('party_article').where('published', '=', 1);
    if (query.category) published = published.where('category', '=', query.category);
    const { total } = await published.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await PublishedTimeline.newestFirst(published.select(['id', 'title', 'category', 'summary', 'cover', 'source', 'publish_time']))
      .limit(size)
      .offset(offset)
      .execute();
    const records = rows.map((row) => ({
      id: row.id,
      title: row.title,
      category: row.category,
      categoryName: zhCN.partyCategories[row.category],
      summary: row.summary,
      coverUrl: row.cover,
      source: row.source,
      publishTime: row.publish_time,
    }));
    return { records, total: Number(total), current, size };
  }

  /** A published article; with `preview` (内容管理's 预览) any article. */
  async detail(id: number, preview = false): Promise<ArticleDetailView> {
    let query = this.db.selectFrom('party_article').selectAll().where('id', '=', id);
    if (!preview) query = query.where('published', '=', 1);
    const row = await query.executeTakeFirst();
    if (!row) throw new ApiError(404, zhCN.notFound);
    const siblings = this.db.selectFrom('party_article').select(['id', 'title']).where('published', '=', 1).where('category', '=', row.category);
    const category = { category: row.category, categoryName: zhCN.partyCategories[row.category] };
    return articleDetail(row, category, await PublishedTimeline.neighbours(siblings, row.publish_time, id));
  }

  async search(keyword: string, limit: number): Promise<SiteSearchHit[]> {
    const matching = this.db
      .selectFrom('party_article')
      .select(['id', 'title', 'summary', 'content', 'publish_time'])
      .where('published', '=', 1)
      .where((eb) => eb.or([containsKeyword('title', keyword), containsKeyword('summary', keyword), containsKeyword('content', keyword)]));
    const rows = await PublishedTimeline.newestFirst(matching).limit(limit).execute();
    return rows.map((row) => channelSearchHit(this, { id: row.id, title: row.title, texts: [row.summary, row.content], publishedAt: row.publish_time }, keyword));
  }
}
