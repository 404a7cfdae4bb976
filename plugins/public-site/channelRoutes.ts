import type { RouteContribution } from '../../contracts/workbench/Routes.ts';
import type * as ChannelPages from './channelPages.ts';

function page(path: string, title: string, name: keyof typeof ChannelPages): RouteContribution {
  return { path, title, load: async () => ({ default: (await import('./channelPages.ts'))[name] }), plugin: 'public-site', layout: 'public', auth: false, serverRendered: true };
}

/**
 * The content channels' pages (spec part 1 §2), loaded on the first visit of any of them so the
 * home page's first load stays small (titles written here, not from zhCN, which would join it).
 */
export const channelRoutes: readonly RouteContribution[] = [
  ...['/partyBuild', '/partyBuild/dynamic', '/partyBuild/knowledge', '/partyBuild/law'].map((path) => page(path, '党建园地', 'PartyBuildPage')),
  page('/partyBuild/detail', '党建园地', 'PartyDetailPage'),
  page('/news', '新闻资讯', 'NewsListPage'),
  page('/news/detail', '新闻资讯', 'NewsDetailPage'),
  page('/elaborateBook', '精品图书', 'BookListPage'),
  page('/elaborateBook/detail', '精品图书', 'BookDetailPage'),
  page('/eduPub', '教育出版', 'EduPubListPage'),
  page('/eduPub/detail', '教育出版', 'EduPubDetailPage'),
  page('/digitalPub', '数字出版', 'DigitalPubListPage'),
  page('/digitalPub/detail', '数字出版', 'DigitalPubDetailPage'),
  page('/digitalPub/resource', '数字出版', 'DigitalResourcePage'),
  page('/searchResult', '搜索结果', 'SearchResultPage'),
];
