import type { components as AdminComponents } from '../../contracts/generated/admin.ts';
import type { components as WebsiteComponents } from '../../contracts/generated/website.ts';

type AdminSchemas = AdminComponents['schemas'];
type WebsiteSchemas = WebsiteComponents['schemas'];

/** The calls the public site makes and the shapes of their data (contracts/openapi/website.yaml, admin.yaml). */
export const PublicSiteApi = {
  platformSettings: '/admin/enterpriseSetting/select',
  /** The public site's navigation (the server's 'portal' menu). */
  menu: '/admin/menu/front/getUserMenuNotToken',
  recommendedNews: '/website/newsinformation/recom/list',
  recommendedBooks: '/website/bookpublish/recommend/list',
  carousel: (id: number) => `/website/publicizecarousel/listRecommendInfoVO/${id}`,
  newsPage: '/website/newsinformation/page',
  news: (id: number) => `/website/newsinformation/detail/${id}`,
  bookPage: '/website/bookpublish/page',
  book: (id: number) => `/website/bookpublish/detail/${id}`,
  partyPage: '/website/partybuild/page',
  party: (id: number) => `/website/partybuild/detail/${id}`,
  eduPubPage: '/website/edupublish/page',
  eduPub: (id: number) => `/website/edupublish/detail/${id}`,
  digitalPubPage: '/website/digitalpublish/page',
  digitalPub: (id: number) => `/website/digitalpublish/detail/${id}`,
  section: (bucketName: string, fileName: string) => `/website/digitalPublishSection/getByFileId/${encodeURIComponent(bucketName)}/${encodeURIComponent(fileName)}`,
  search: '/website/searchIndex',
  searchHistory: '/website/searchhistory/list',
} as const;

/** The search page's path; the header searches only once some plugin contributes it. */
export const SEARCH_RESULT_PATH = '/searchResult';

/** One page of a list, as every paged operation answers. */
export interface PageOf<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

// Shapes come from the contracts (contracts/generated), never written twice.
export type PlatformSettings = AdminSchemas['PlatformSettings'];
export type PortalMenuItem = AdminSchemas['MenuItem'];
export type NewsItem = WebsiteSchemas['NewsItem'];
export type BookItem = WebsiteSchemas['BookItem'];
export type CarouselItem = WebsiteSchemas['CarouselItem'];
export type BookDetail = WebsiteSchemas['BookDetail'];
export type ArticleItem = WebsiteSchemas['ArticleItem'];
export type ArticleDetail = WebsiteSchemas['ArticleDetail'];
export type PublicationItem = WebsiteSchemas['PublicationItem'];
export type PublicationDetail = WebsiteSchemas['PublicationDetail'];
export type PublicationSection = WebsiteSchemas['DigitalPublishSection'];
export type Neighbour = WebsiteSchemas['Neighbour'];
export type SearchHit = WebsiteSchemas['SearchHit'];
export type SearchHistoryItem = WebsiteSchemas['SearchHistoryItem'];
export type PartyCategory = ArticleItem['category'];
