import type { ComponentType } from 'react';
import { createContributionPoint } from './ServiceId.ts';
import type { UserInfo } from './Session.ts';

export type RouteLayout = 'main' | 'public' | 'bare';

/** A page a plugin adds to the workbench router (contributions are data, not code paths). */
export interface RouteContribution {
  path: string;
  /** Lazily loaded page component. */
  load: () => Promise<{ default: ComponentType }>;
  layout: RouteLayout;
  /** Needs login (the guard sends to /login otherwise). */
  auth: boolean;
  title?: string;
  /** Id of the contributing plugin; the page's error card names it. */
  plugin?: string;
  /** Redirect target instead of a page. */
  redirect?: string;
  /**
   * The server renders the page with its content (for visitors without script and for crawlers),
   * and the browser hydrates it: only for a page that shows every visitor the same, since the
   * server renders without the visitor's session.
   */
  serverRendered?: boolean;
  /**
   * Whether search engines may list a server-rendered page (robots.txt): yes unless false. A login
   * page is rendered on the server for a fast first paint, not to be found.
   */
  indexed?: boolean;
  /** Child routes rendered through an outlet of this page. */
  children?: RouteContribution[];
}

export const RouteContributions = createContributionPoint<RouteContribution>('routes');

/** An entry in a side menu group (e.g. the process centre). */
export interface SideMenuContribution {
  group: string;
  path: string;
  label: string;
  order: number;
  /** Badge count source key, resolved by the layout (e.g. 'todo'). */
  badge?: string;
  /**
   * Whether the signed-in user is offered the entry at all; absent, everyone who sees the group
   * is. Hides a page the server would refuse the user outright — the server still decides.
   */
  visible?: (userInfo: UserInfo | null) => boolean;
}

export const SideMenuContributions = createContributionPoint<SideMenuContribution>('side-menu');
