import type { PortalMenuItem } from '../PublicSiteApi.ts';

/** The entries a visitor sees: an administrator may hide one (ifShow '1') without deleting it. */
export function shownMenuItems(items: PortalMenuItem[] | undefined): PortalMenuItem[] {
  return (items ?? []).filter((item) => item.ifShow !== '1');
}

/** The entry whose page the path is on: its own path, or the longest one the path lies under (/news/detail → /news). */
export function currentMenuItem(items: PortalMenuItem[], pathname: string): PortalMenuItem | undefined {
  let best: PortalMenuItem | undefined;
  const visit = (list: PortalMenuItem[]) => {
    for (const item of shownMenuItems(list)) {
      const under = item.path === pathname || (item.path !== '/' && pathname.startsWith(`${item.path}/`));
      if (under && (!best || item.path.length > best.path.length)) best = item;
      visit(item.children ?? []);
    }
  };
  visit(items);
  return best;
}
