/** The calls the public site makes and the shapes of their data (contracts/openapi/website.yaml, admin.yaml). */
export const PublicSiteApi = {
  platformSettings: '/admin/enterpriseSetting/select',
  recommendedNews: '/website/newsinformation/recom/list',
  recommendedBooks: '/website/bookpublish/recommend/list',
} as const;

/** The search page's path; the header searches only once some plugin contributes it. */
export const SEARCH_RESULT_PATH = '/searchResult';

export interface PlatformSettings {
  frontIndexLogo?: string | null;
  loginApplicationName?: string | null;
  copyrightBottomInfo?: string | null;
}

export interface NewsItem {
  id: number;
  title: string;
  summary?: string | null;
  coverUrl?: string | null;
  source?: string | null;
  /** yyyy-MM-dd HH:mm:ss */
  publishTime: string;
}

export interface BookItem {
  id: number;
  bookName: string;
  author?: string | null;
  coverUrl?: string | null;
  summary?: string | null;
  publishTime?: string | null;
}
