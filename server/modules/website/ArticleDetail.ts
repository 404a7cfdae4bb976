import type { components } from '../../../contracts/generated/website.ts';
import { paragraphsOf } from './Paragraphs.ts';
import type { NeighbourView } from './PublishedTimeline.ts';
import { richBodyOf } from './RichBody.ts';

export type ArticleDetailView = components['schemas']['ArticleDetail'];

/** What a 新闻 or 党建 article's detail page reads of its row (both tables have these columns). */
export interface ArticleRow {
  id: number;
  title: string;
  source: string;
  author: string;
  cover: string | null;
  publish_time: string;
  body: string | null;
  content: string;
}

/** 新闻 and 党建 articles share one detail page: `category` is null for news. */
export function articleDetail(
  row: ArticleRow,
  category: Pick<ArticleDetailView, 'category' | 'categoryName'>,
  neighbours: { previous: NeighbourView | null; next: NeighbourView | null },
): ArticleDetailView {
  return {
    id: row.id,
    title: row.title,
    ...category,
    source: row.source,
    author: row.author,
    coverUrl: row.cover,
    publishTime: row.publish_time,
    body: richBodyOf(row.body),
    paragraphs: paragraphsOf(row.content),
    ...neighbours,
  };
}
