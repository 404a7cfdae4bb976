import { createServiceId, definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes, type ApiRoute } from '../../app/ApiRoutes.ts';
import { DatabaseId } from '../../app/ServerContracts.ts';
import { PublicContent } from './PublicContent.ts';

const PublicContentId = createServiceId<PublicContent>('server.website.PublicContent');

function websiteRoutes(content: PublicContent): ApiRoute[] {
  return [
    { method: 'GET', path: '/website/newsinformation/recom/list', handler: () => content.recommendedNews() },
    { method: 'GET', path: '/website/bookpublish/recommend/list', handler: () => content.recommendedBooks() },
  ];
}

/** The public site's content. */
export const websiteModule = definePlugin(() => ({
  id: 'server-website',
  module(bind) {
    bind.factory(PublicContentId, (s) => new PublicContent(s.get(DatabaseId).db));
    bind.contribute(ApiRoutes, (s) => websiteRoutes(s.get(PublicContentId)));
  },
}));
