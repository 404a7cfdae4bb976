import type { RouteContribution } from '../../contracts/workbench/Routes.ts';
import { zhCN } from './zhCN.ts';

function page(path: string, title: string, load: RouteContribution['load']): RouteContribution {
  return { path, title, load, plugin: 'public-site', layout: 'public', auth: false };
}

/**
 * The content channels' pages (spec part 1 §2), each loaded on its first visit so the home
 * page's first load stays small.
 */
export const channelRoutes: readonly RouteContribution[] = [
  ...['/partyBuild', '/partyBuild/dynamic', '/partyBuild/knowledge', '/partyBuild/law'].map((path) =>
    page(path, zhCN.channels.partyBuild, async () => ({ default: (await import('./partyBuild/PartyBuildPage.tsx')).PartyBuildPage })),
  ),
  page('/partyBuild/detail', zhCN.channels.partyBuild, async () => ({ default: (await import('./partyBuild/PartyDetailPage.tsx')).PartyDetailPage })),
  page('/news', zhCN.channels.news, async () => ({ default: (await import('./news/NewsListPage.tsx')).NewsListPage })),
  page('/news/detail', zhCN.channels.news, async () => ({ default: (await import('./news/NewsDetailPage.tsx')).NewsDetailPage })),
  page('/elaborateBook', zhCN.channels.elaborateBook, async () => ({ default: (await import('./elaborateBook/BookListPage.tsx')).BookListPage })),
  page('/elaborateBook/detail', zhCN.channels.elaborateBook, async () => ({ default: (await import('./elaborateBook/BookDetailPage.tsx')).BookDetailPage })),
  page('/eduPub', zhCN.channels.eduPub, async () => ({ default: (await import('./eduPub/EduPubListPage.tsx')).EduPubListPage })),
  page('/eduPub/detail', zhCN.channels.eduPub, async () => ({ default: (await import('./eduPub/EduPubDetailPage.tsx')).EduPubDetailPage })),
  page('/digitalPub', zhCN.channels.digitalPub, async () => ({ default: (await import('./digitalPub/DigitalPubListPage.tsx')).DigitalPubListPage })),
  page('/digitalPub/detail', zhCN.channels.digitalPub, async () => ({ default: (await import('./digitalPub/DigitalPubDetailPage.tsx')).DigitalPubDetailPage })),
  page('/digitalPub/resource', zhCN.channels.digitalPub, async () => ({ default: (await import('./digitalPub/DigitalResourcePage.tsx')).DigitalResourcePage })),
  page('/searchResult', zhCN.channels.searchResult, async () => ({ default: (await import('./search/SearchResultPage.tsx')).SearchResultPage })),
];
