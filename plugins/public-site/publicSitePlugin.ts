import { definePlugin } from '../../contracts/workbench/Plugin.ts';
import { LayoutContributions } from '../../contracts/workbench/Portal.ts';
import { RouteContributions } from '../../contracts/workbench/Routes.ts';

/**
 * The public website in front of the workbench: its layout (header with search and login),
 * the home page with news and recommended books, and the about page. Its other sections
 * (party building, classroom, publishing, search results) come with the public-site issue.
 */
export const publicSitePlugin = definePlugin(() => ({
  id: 'public-site',
  // The portal supplies the notifier and the shell the public pages render in.
  requires: ['core-http', 'portal'],
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
      title: '首页',
      load: async () => ({ default: (await import('./home/PublicHomePage.tsx')).PublicHomePage }),
    });
    bind.contribute(RouteContributions, {
      path: '/aboutUs',
      plugin: 'public-site',
      layout: 'public',
      auth: false,
      title: '关于我们',
      load: async () => ({ default: (await import('./about/AboutPage.tsx')).AboutPage }),
    });
  },
}));
