import type { RouteContribution } from '../../../contracts/workbench/Routes.ts';
import type { OpenTab } from './OpenTabList.ts';

/** The part of a router location a tab is made from. */
export interface TabLocation {
  pathname: string;
  search: string;
}

/**
 * Which tab a location belongs to and what it is called (spec 000 §2): the label is the
 * query's `name`, else the route's title; the value is the query's `src` (a page framing
 * another address is one tab per address), else the path. Other query parameters — a page's
 * own paging or tab choice — stay within the page's one tab. The router matches paths without
 * regard to case (the spec's /homePage/Index is /homepage/index), so the tab does too: a page
 * reached under another spelling of a route's path is that route's one tab, under its title.
 */
export class TabIdentity {
  private readonly titles = new Map<string, string>();
  /** A route's declared path by its lower-case spelling. */
  private readonly paths = new Map<string, string>();

  constructor(routes: readonly RouteContribution[]) {
    const add = (route: RouteContribution) => {
      if (!route.redirect) this.paths.set(route.path.toLowerCase(), route.path);
      if (route.title && !route.redirect) this.titles.set(route.path, route.title);
      route.children?.forEach(add);
    };
    routes.forEach(add);
  }

  tabOf(location: TabLocation): OpenTab {
    const query = new URLSearchParams(location.search);
    const src = query.get('src');
    const pathname = this.paths.get(location.pathname.toLowerCase()) ?? location.pathname;
    return {
      key: src ? `${pathname}?src=${src}` : pathname,
      label: query.get('name') || this.titles.get(pathname) || pathname,
      path: pathname + location.search,
    };
  }
}
