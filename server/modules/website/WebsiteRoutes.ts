import type { paths } from '../../../contracts/generated/website.ts';
import type { ApiCall, ApiRoute } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import type { BookChannel } from './books/BookChannel.ts';
import type { Carousels } from './carousel/Carousels.ts';
import type { PageQuery } from './ContentPage.ts';
import type { SiteImages } from './images/SiteImages.ts';
import type { NewsChannel } from './news/NewsChannel.ts';
import type { PartyBuildChannel } from './partyBuild/PartyBuildChannel.ts';
import type { PartyCategory } from './partyBuild/PartyBuildTables.ts';
import type { PublicContent } from './PublicContent.ts';
import type { PublicationSections } from './publishing/PublicationSections.ts';
import type { PublishingChannel } from './publishing/PublishingChannel.ts';
import type { SearchHistory } from './search/SearchHistory.ts';
import { SearchOwner } from './search/SearchOwner.ts';
import type { SiteSearch } from './search/SiteSearch.ts';
import type { MallFloors } from './mall/MallFloors.ts';

const route = contractRoute<paths>();

export interface WebsiteServices {
  content: PublicContent;
  news: NewsChannel;
  books: BookChannel;
  partyBuild: PartyBuildChannel;
  eduPub: PublishingChannel;
  digitalPub: PublishingChannel;
  sections: PublicationSections;
  carousels: Carousels;
  images: SiteImages;
  search: SiteSearch;
  history: SearchHistory;
  mall: MallFloors;
}

type ById = ApiCall<unknown, { id: number }>;
type Paged = ApiCall<PageQuery>;

/** The public site's operations (contracts/openapi/website.yaml); all public, all read published items only. */
export function websiteRoutes(s: WebsiteServices): ApiRoute[] {
  return [
    route({ method: 'GET', path: '/mall/indexFloorNoCache.html', handler: () => s.mall.floors() }),
    route({ method: 'GET', path: '/website/newsinformation/recom/list', handler: () => s.content.recommendedNews() }),
    route({ method: 'GET', path: '/website/bookpublish/recommend/list', handler: () => s.content.recommendedBooks() }),
    route({ method: 'GET', path: '/website/newsinformation/page', handler: (call: Paged) => s.news.page(call.query) }),
    route({ method: 'GET', path: '/website/newsinformation/detail/{id}', handler: (call: ById) => s.news.detail(Number(call.params.id)) }),
    route({ method: 'GET', path: '/website/bookpublish/page', handler: (call: Paged) => s.books.page(call.query) }),
    route({ method: 'GET', path: '/website/bookpublish/detail/{id}', handler: (call: ById) => s.books.detail(Number(call.params.id)) }),
    route({
      method: 'GET',
      path: '/website/partybuild/page',
      handler: (call: ApiCall<PageQuery & { category?: PartyCategory }>) => s.partyBuild.page(call.query),
    }),
    route({ method: 'GET', path: '/website/partybuild/detail/{id}', handler: (call: ById) => s.partyBuild.detail(Number(call.params.id)) }),
    route({ method: 'GET', path: '/website/edupublish/page', handler: (call: Paged) => s.eduPub.page(call.query) }),
    route({ method: 'GET', path: '/website/edupublish/detail/{id}', handler: (call: ById) => s.eduPub.detail(Number(call.params.id)) }),
    route({ method: 'GET', path: '/website/digitalpublish/page', handler: (call: Paged) => s.digitalPub.page(call.query) }),
    route({ method: 'GET', path: '/website/digitalpublish/detail/{id}', handler: (call: ById) => s.digitalPub.detail(Number(call.params.id)) }),
    route({
      method: 'GET',
      path: '/website/digitalPublishSection/getByFileId/{bucketName}/{fileName}',
      handler: (call: ApiCall<unknown, { bucketName: string; fileName: string }>) => s.sections.byFile(call.params.bucketName, call.params.fileName),
    }),
    route({
      method: 'GET',
      path: '/website/publicizecarousel/listRecommendInfoVO/{id}',
      handler: (call: ById) => s.carousels.items(Number(call.params.id)),
    }),
    route({
      method: 'GET',
      path: '/website/image/{fileName}',
      handler: (call: ApiCall<unknown, { fileName: string }>) => s.images.serve(call.reply, call.params.fileName),
    }),
    route({
      method: 'GET',
      path: '/website/searchIndex',
      handler: async (call: ApiCall<{ keyWord: string; current?: number; size?: number }>) => {
        const { keyWord, current = 1, size = 10 } = call.query;
        await s.history.add(SearchOwner.ensure(call), keyWord);
        return s.search.page(keyWord, current, size);
      },
    }),
    route({
      method: 'GET',
      path: '/website/searchhistory/list',
      handler: (call: ApiCall<{ current?: number; size?: number }>) => s.history.page(SearchOwner.of(call), call.query.current ?? 1, call.query.size ?? 10),
    }),
  ];
}
