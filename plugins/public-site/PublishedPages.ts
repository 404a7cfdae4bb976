import type { ApiClient } from '../../contracts/workbench/ApiClient.ts';
import { MAX_PAGE_SIZE } from './classroom/ClassroomApi.ts';
import { SECTION_ROUTES } from './classroom/ClassroomRoutePaths.ts';

/** A page of the public site worth listing for search engines: its path, and when its item was published. */
export interface PublishedPage {
  path: string;
  /** yyyy-MM-dd; absent for the channels' own pages. */
  lastmod?: string;
}

/** A channel's published items, a page at a time, newest first. */
type ItemPager = (api: ApiClient, current: number) => Promise<{ records: { id: number; publishTime?: string | null }[]; total: number }>;

const query = (current: number) => ({ query: { current, size: MAX_PAGE_SIZE } });

/** Each channel's list call (what its list page calls) and the detail page of one of its items. */
const CHANNELS: readonly { detail: string; pager: ItemPager }[] = [
  { detail: '/news/detail', pager: async (api, current) => (await api.get('/website/newsinformation/page', query(current))).data },
  { detail: '/partyBuild/detail', pager: async (api, current) => (await api.get('/website/partybuild/page', query(current))).data },
  { detail: '/elaborateBook/detail', pager: async (api, current) => (await api.get('/website/bookpublish/page', query(current))).data },
  { detail: '/eduPub/detail', pager: async (api, current) => (await api.get('/website/edupublish/page', query(current))).data },
  { detail: '/digitalPub/detail', pager: async (api, current) => (await api.get('/website/digitalpublish/page', query(current))).data },
  ...SECTION_ROUTES.map(({ section, path }) => ({
    detail: path,
    pager: (async (api, current) => (await api.get('/website/classroom/items', { query: { section, current, size: MAX_PAGE_SIZE } })).data) as ItemPager,
  })),
];

/** The pages that list rather than show one item. */
const CHANNEL_PAGES = ['/', '/aboutUs', '/news', '/partyBuild', '/elaborateBook', '/eduPub', '/digitalPub', '/iClassroom', ...SECTION_ROUTES.map(({ path }) => path)];

/** A bound on a channel's pages, so a huge channel cannot hold a sitemap request for long (50,000 entries is a sitemap's limit). */
const MAX_PAGES = 200;

/**
 * Every page of the public site a visitor may read, as the site's own API answers it now: the
 * channels' pages and each published item's detail page (an unpublished or withdrawn item is not
 * in the lists, so never here).
 */
export async function publishedPages(api: ApiClient): Promise<PublishedPage[]> {
  const items = await Promise.all(
    CHANNELS.map(async ({ detail, pager }) => {
      const pages: PublishedPage[] = [];
      for (let current = 1; current <= MAX_PAGES; current++) {
        const { records, total } = await pager(api, current);
        for (const record of records) pages.push({ path: `${detail}?id=${record.id}`, lastmod: record.publishTime?.slice(0, 10) || undefined });
        if (records.length === 0 || current * MAX_PAGE_SIZE >= total) break;
      }
      return pages;
    }),
  );
  return [...CHANNEL_PAGES.map((path) => ({ path })), ...items.flat()];
}
