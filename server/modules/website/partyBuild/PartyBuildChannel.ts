import type { components } from '../../../../contracts/generated/website.ts';
import { ApiError } from '../../../http/ApiError.ts';
import type { SiteSearchHit, SiteSearchSource } from '../../../contracts/website.ts';
import { pageWindow, type ContentPage, type PageQuery } from '../ContentPage.ts';
import type { ArticleDetailView } from '../news/NewsChannel.ts';
import { paragraphsOf } from '../Paragraphs.ts';
import { containsKeyword } from '../search/LikePattern.ts';
import { searchSnippet } from '../search/SearchSnippet.ts';
import type { WebsiteDb } from '../WebsiteSchema.ts';
import { zhCN } from '../zhCN.ts';
import type { PartyCategory } from './PartyBuildTables.ts';
import { richBodyOf } from '../RichBody.ts';

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
    const rows = await published
      .select(['id', 'title', 'category', 'summary', 'cover', 'source', 'publish_time'])
      .orderBy('publish_time', 'desc')
      .orderBy('id', 'desc')
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
    const at = row.publish_time;
    const siblings = this.db.selectFrom('party_article').select(['id', 'title']).where('published', '=', 1).where('category', '=', row.category);
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
      category: row.category,
      categoryName: zhCN.partyCategories[row.category],
      source: row.source,
      author: row.author,
      coverUrl: row.cover,
      publishTime: row.publish_time,
      body: richBodyOf(row.body),
      paragraphs: paragraphsOf(row.content),
      previous: previous ?? null,
      next: next ?? null,
    };
  }

  async search(keyword: string, limit: number): Promise<SiteSearchHit[]> {
    const rows = await this.db
      .selectFrom('party_article')
      .select(['id', 'title', 'summary', 'content', 'publish_time'])
      .where('published', '=', 1)
      .where((eb) => eb.or([containsKeyword('title', keyword), containsKeyword('summary', keyword), containsKeyword('content', keyword)]))
      .orderBy('publish_time', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      channel: this.channel,
      channelName: this.channelName,
      id: String(row.id),
      title: row.title,
      summary: searchSnippet([row.summary, row.content], keyword),
      publishedAt: row.publish_time,
      path: `/partyBuild/detail?id=${row.id}`,
    }));
  }
}
