import type { components } from '../../../../contracts/generated/website.ts';
import type { SiteSearchHit, SiteSearchSource } from '../../../contracts/website.ts';
import type { ContentPage } from '../ContentPage.ts';

export type SearchHitView = components['schemas']['SearchHit'];

/** Matches ranked per channel: a bound on what one search makes the server hold. */
export const MATCHES_PER_CHANNEL = 200;

/**
 * The site search: asks every contributed channel (SiteSearchSources) for its newest matches and
 * merges them newest first, so a channel joins by contributing a source.
 */
export class SiteSearch {
  constructor(private readonly sources: () => readonly SiteSearchSource[]) {}

  async page(keyword: string, current: number, size: number): Promise<ContentPage<SearchHitView>> {
    const wanted = keyword.trim();
    const found = await Promise.all(this.sources().map((source) => source.search(wanted, MATCHES_PER_CHANNEL)));
    const merged = found
      .flatMap((hits) => hits.slice(0, MATCHES_PER_CHANNEL))
      .sort((a, b) => newestFirst(a, b));
    const records = merged.slice((current - 1) * size, current * size).map(view);
    return { records, total: merged.length, current, size };
  }
}

function newestFirst(a: SiteSearchHit, b: SiteSearchHit): number {
  if (a.publishedAt !== b.publishedAt) return a.publishedAt < b.publishedAt ? 1 : -1;
  if (a.channel !== b.channel) return a.channel < b.channel ? -1 : 1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

function view(hit: SiteSearchHit): SearchHitView {
  return { channel: hit.channel, channelName: hit.channelName, id: hit.id, title: hit.title, summary: hit.summary, publishTime: hit.publishedAt, path: hit.path };
}
