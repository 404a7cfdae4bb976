import type { SiteSearchHit, SiteSearchSource } from '../../../contracts/website.ts';
import { searchSnippet } from './SearchSnippet.ts';

/** What a channel's matching item shows in the search: its title, the texts the snippet is cut from, its publication time. */
export interface ChannelSearchItem {
  id: number;
  title: string;
  texts: readonly (string | null | undefined)[];
  publishedAt: string;
}

/** A channel's published item as a hit of the site search, linking to its detail page (`/<channel>/detail`). */
export function channelSearchHit(source: SiteSearchSource, item: ChannelSearchItem, keyword: string): SiteSearchHit {
  return {
    channel: source.channel,
    channelName: source.channelName,
    id: String(item.id),
    title: item.title,
    summary: searchSnippet(item.texts, keyword),
    publishedAt: item.publishedAt,
    path: `/${source.channel}/detail?id=${item.id}`,
  };
}
