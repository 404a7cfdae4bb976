import type { components as AdminComponents } from '../../contracts/generated/admin.ts';
import type { components as WebsiteComponents } from '../../contracts/generated/website.ts';

type AdminSchemas = AdminComponents['schemas'];
type WebsiteSchemas = WebsiteComponents['schemas'];

/** The calls the public site makes and the shapes of their data (contracts/openapi/website.yaml, admin.yaml). */
export const PublicSiteApi = {
  platformSettings: '/admin/enterpriseSetting/select',
  recommendedNews: '/website/newsinformation/recom/list',
  recommendedBooks: '/website/bookpublish/recommend/list',
} as const;

/** The search page's path; the header searches only once some plugin contributes it. */
export const SEARCH_RESULT_PATH = '/searchResult';

// Shapes come from the contracts (contracts/generated), never written twice.
export type PlatformSettings = AdminSchemas['PlatformSettings'];
export type NewsItem = WebsiteSchemas['NewsItem'];
export type BookItem = WebsiteSchemas['BookItem'];
