import { definePlugin } from '../../contracts/workbench/Plugin.ts';
import { LayoutContributions, portalRef } from '../../contracts/workbench/Portal.ts';
import { RouteContributions } from '../../contracts/workbench/Routes.ts';
import { channelRoutes } from './channelRoutes.ts';
import { classroomRoutes } from './classroom/classroomRoutes.ts';
import { coreHttpRef } from '../../contracts/workbench/Http.ts';
import { publicSiteRef } from '../../contracts/workbench/PublicSite.ts';

/**
 * The public website in front of the workbench: its layout (header with the server's
 * navigation, search and login), the home page with news and recommended books, the about
 * page, and the content channels with the search results (channelRoutes).
 */
export const publicSitePlugin = definePlugin(() => ({
  id: publicSiteRef.id,
  // The portal supplies the notifier and the shell the public pages render in.
  requires: [coreHttpRef, portalRef],
  module(bind) {
    bind.contribute(LayoutContributions, {
      layout: 'public',
      load: async () => ({ default: (await import('./layout/PublicLayout.tsx')).PublicLayout }),
    });
    bind.contribute(RouteContributions, {
      path: '/',
      plugin: 'public-site',
      layout: 'public',
      auth: false,
      serverRendered: true,
      title: '首页',
      load: async () => ({ default: (await import('./home/PublicHomePage.tsx')).PublicHomePage }),
    });
    bind.contribute(RouteContributions, {
      path: '/aboutUs',
      plugin: 'public-site',
      layout: 'public',
      auth: false,
      serverRendered: true,
      title: '关于我们',
      load: async () => ({ default: (await import('./about/AboutPage.tsx')).AboutPage }),
    });
    for (const route of channelRoutes) bind.contribute(RouteContributions, route);
    // 智慧课堂, /userCenter and /userSetting (issue 12).
    for (const route of classroomRoutes) bind.contribute(RouteContributions, route);
  },
}));
