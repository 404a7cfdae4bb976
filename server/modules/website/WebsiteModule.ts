import { definePlugin, type ServiceResolver } from '../../../contracts/workbench/index.ts';
import { ApiRoutes } from '../../http/ApiRoutes.ts';
import { AuditTrailId } from '../../contracts/audit.ts';
import { ClockId, DatabaseId, DemoDataId, SchemaMigrations, DemoRows, ServerConfigId, ServerLogId } from '../../contracts/host.ts';
import { MallFloors } from './mall/MallFloors.ts';
import { FileByteStoreId, filesModuleRef } from '../../contracts/files.ts';
import { SiteContentAdmin } from './admin/SiteContentAdmin.ts';
import { SiteContentEditCheck } from './admin/SiteContentEditCheck.ts';
import { SiteContentImages } from './admin/SiteContentImages.ts';
import { siteContentRoutes } from './admin/SiteContentRoutes.ts';
import { SITE_CHANNELS } from './admin/SiteChannels.ts';
import { WebsiteContentChannel } from './admin/WebsiteContentChannel.ts';
import { SiteContentChannels, SiteSearchSources } from '../../contracts/website.ts';
import { BookChannel } from './books/BookChannel.ts';
import { Carousels } from './carousel/Carousels.ts';
import { SiteImages } from './images/SiteImages.ts';
import { NewsChannel } from './news/NewsChannel.ts';
import { PartyBuildChannel } from './partyBuild/PartyBuildChannel.ts';
import { PublicContent } from './PublicContent.ts';
import { PublicationSections } from './publishing/PublicationSections.ts';
import { PublishingChannel } from './publishing/PublishingChannel.ts';
import { SearchHistory } from './search/SearchHistory.ts';
import { SiteSearch } from './search/SiteSearch.ts';
import { WebsiteDemoSeed } from './WebsiteDemoSeed.ts';
import { websiteRoutes, type WebsiteServices } from './WebsiteRoutes.ts';
import type { WebsiteSchema } from './WebsiteSchema.ts';
import { websiteChannelsMigration } from './WebsiteChannelsMigration.ts';
import { siteContentMigration } from './admin/SiteContentMigration.ts';
import { websiteDemoRows } from './WebsiteDemoRows.ts';


/** The public site's channels, pictures and search over one container. */
function websiteServices(s: ServiceResolver): WebsiteServices {
  const db = s.get(DatabaseId).db.withTables<WebsiteSchema>();
  const sections = new PublicationSections(db);
  return {
    content: new PublicContent(db),
    news: new NewsChannel(db),
    books: new BookChannel(db),
    partyBuild: new PartyBuildChannel(db),
    eduPub: new PublishingChannel(db, 'eduPub', sections),
    digitalPub: new PublishingChannel(db, 'digitalPub', sections),
    sections,
    carousels: new Carousels(db),
    images: new SiteImages(s.get(FileByteStoreId)),
    // Read at each search, so a channel another module contributes joins without this one knowing it.
    search: new SiteSearch(() => s.getAll(SiteSearchSources)),
    history: new SearchHistory(db, s.get(ClockId)),
    mall: new MallFloors(s.get(ServerConfigId).mallUrl, fetch, (message) => s.get(ServerLogId).error('website', message)),
  };
}

/**
 * The public site's content: 新闻, 精品图书, 党建, 教育出版, 数字出版 (with resources), carousels,
 * their pictures, the site search over every contributed channel and the search history.
 */
export const websiteModule = definePlugin(() => ({
  id: 'server-website',
  // The site's pictures live in the files module's byte store.
  requires: [filesModuleRef],
  module(bind) {
    bind.contribute(SchemaMigrations, [
      // The public site's channels (党建, 教育出版, 数字出版, carousels) and search history.
      { name: '0019_website_channels', migration: websiteChannelsMigration },
      // 内容管理: the site's items get a rich text body and a release time (draft, published, withdrawn).
      { name: '0031_site_content', migration: () => siteContentMigration },
    ]);
    bind.contribute(DemoRows, websiteDemoRows);
    // One set per container: the routes, the site search and 内容管理 share the channels.
    let services: WebsiteServices | undefined;
    let contentAdmin: SiteContentAdmin | undefined;
    const servicesOf = (s: ServiceResolver): WebsiteServices => (services ??= websiteServices(s));
    const contentAdminOf = (s: ServiceResolver): SiteContentAdmin => {
      const clock = s.get(ClockId);
      const now = () => clock.now();
      return (contentAdmin ??= new SiteContentAdmin(s.get(DatabaseId).db, new SiteContentEditCheck(servicesOf(s).images, now), s.get(AuditTrailId), now));
    };
    for (const channel of ['news', 'books', 'partyBuild', 'eduPub', 'digitalPub'] as const) {
      bind.contribute(SiteSearchSources, (s) => servicesOf(s)[channel]);
    }
    bind.contribute(ApiRoutes, (s) => websiteRoutes(servicesOf(s)));
    // 管理后台 › 内容管理 (issue 13): the same tables, managed by the platform administrator.
    for (const channel of SITE_CHANNELS) {
      bind.contribute(SiteContentChannels, (s) => new WebsiteContentChannel(channel, contentAdminOf(s), servicesOf(s)[channel]));
    }
    // Read at each call, so a channel another module contributes (智慧课堂) is reached without this one knowing it.
    bind.contribute(ApiRoutes, (s) => siteContentRoutes(() => s.getAll(SiteContentChannels), new SiteContentImages(servicesOf(s).images)));
  },
  async start(context) {
    if (!context.get(DemoDataId).loaded) return;
    await new WebsiteDemoSeed(context.get(DatabaseId).db.withTables<WebsiteSchema>(), new SiteImages(context.get(FileByteStoreId))).run();
  },
}));
