import { createContributionPoint } from '../../contracts/workbench/index.ts';

/** One match of the public site's search (/website/searchIndex, /searchResult). */
export interface SiteSearchHit {
  /** The channel's id, e.g. 'news', 'partyBuild', 'iClassroom'. */
  channel: string;
  /** The channel's name as the site shows it, e.g. 新闻, 党建, 智慧课堂. */
  channelName: string;
  id: string;
  title: string;
  /** Plain text around the match (no markup: the page highlights the keyword itself). */
  summary: string;
  /** `YYYY-MM-DD HH:mm:ss`, for the newest-first order across channels. */
  publishedAt: string;
  /** The public page that shows the item, e.g. `/news/detail?id=12`. */
  path: string;
}

/**
 * A channel of the public site whose published items the site search looks through: each
 * module that owns public content contributes one, so a new channel is found without the
 * search knowing it. Only published items are answered.
 */
export interface SiteSearchSource {
  channel: string;
  channelName: string;
  /** Published items whose title or text contains `keyword`, newest first, at most `limit`. */
  search(keyword: string, limit: number): Promise<SiteSearchHit[]>;
}

export const SiteSearchSources = createContributionPoint<SiteSearchSource>('server.site-search-sources');
