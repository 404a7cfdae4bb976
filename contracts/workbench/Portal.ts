import type { ComponentType, ReactNode } from 'react';
import type { components as AdminComponents } from '../generated/admin.ts';
import type { AsyncBailTap } from './HookTaps.ts';
import type { RouteContribution, RouteLayout } from './Routes.ts';
import { pluginRef } from './Plugin.ts';
import { createContributionPoint, createServiceId } from './ServiceId.ts';

/** Which component frames the pages of one layout kind; it renders the page through an Outlet. */
export interface LayoutContribution {
  layout: RouteLayout;
  /** Lazily loaded, like pages, so a layout's code arrives with its first page. */
  load: () => Promise<{ default: ComponentType }>;
}

export const LayoutContributions = createContributionPoint<LayoutContribution>('layouts');

/** A widget another plugin puts in the main layout's top bar, left of the user card (bell, IM icon). */
export interface TopBarItemContribution {
  /** The contributing plugin's id; a crashing widget shows an error naming it. */
  plugin: string;
  /** Smaller comes first. */
  order: number;
  component: ComponentType;
}

export const TopBarItemContributions = createContributionPoint<TopBarItemContribution>('portal.top-bar');

/**
 * What a plugin keeps mounted while the logged-in workspace (the main layout) is open, with no
 * place of its own on the page: a drawer or modal host opened from anywhere, a connection that
 * lives as long as the workspace. The layout renders each once, after the page.
 */
export interface WorkspaceOverlayContribution {
  /** The contributing plugin's id; a crashing overlay shows nothing and is reported naming it. */
  plugin: string;
  component: ComponentType;
}

export const WorkspaceOverlayContributions = createContributionPoint<WorkspaceOverlayContribution>('portal.workspace-overlays');

/** Where a navigation is heading, as the guard sees it before the page loads. */
export interface NavigationTarget {
  pathname: string;
  /** The query string with its leading '?', or ''. */
  search: string;
  route: RouteContribution;
}

/** The shell's hooks (plugin id 'portal', plugins/shell), as other plugins see them. */
export interface PortalHooks {
  /**
   * Runs before every navigation to a contributed page. The first tap that returns a path
   * redirects there; returning undefined lets the navigation go on. The shell taps
   * `portal:requireLogin` (Stage.EARLY) and `portal:passwordReminder` (Stage.NORMAL); the
   * accounts plugin `accounts:screenLock`.
   */
  beforeNavigate: AsyncBailTap<string, [target: NavigationTarget]>;
}

/** The shell's setup contract for plugins that require it (portalRef: the shell kept the portal's id). */
export interface PortalContract {
  readonly hooks: PortalHooks;
}

/** The shell (plugins/shell): providers, notifier, navigator, guard, layouts, tabs, error pages. */
export const portalRef = pluginRef<PortalContract>('portal');

/**
 * The main layout's fixed heights (part 1 §2): header 60, content margins 24, footer 28. A page
 * of the main layout gets the window's height less MAIN_PAGE_CHROME.
 */
export const MAIN_LAYOUT_HEIGHTS = { header: 60, contentMargin: 24, footer: 28 } as const;
export const MAIN_PAGE_CHROME = MAIN_LAYOUT_HEIGHTS.header + MAIN_LAYOUT_HEIGHTS.contentMargin + MAIN_LAYOUT_HEIGHTS.footer;

export type TopMenuItem = AdminComponents['schemas']['MenuItem'];

/**
 * The top menu as the server sent it, once the shell's top bar has it (the top bar reports it
 * with `loaded`): the workspace's first-login guide points at its items, and needs to know the
 * menu is drawn before it looks for them.
 */
export interface TopMenuItems {
  /** undefined until the menu has loaded. */
  readonly items: readonly TopMenuItem[] | undefined;
  loaded(items: readonly TopMenuItem[]): void;
  subscribe(listener: () => void): () => void;
}

export const TopMenuItemsId = createServiceId<TopMenuItems>('portal.TopMenuItems');

/** The attribute each top-level item of the top menu carries (its server id), for whoever points at it. */
export const TOP_MENU_ITEM_ATTRIBUTE = 'data-top-menu-item';

/**
 * A success message that must outlive a full page reload (a company switch or a joined company
 * reloads the app right after saying so): kept now, shown by the shell once the app is back.
 */
export interface FlashMessages {
  keep(text: string): void;
  /** The kept message, once; null when there is none. */
  take(): string | null;
}

export const FlashMessagesId = createServiceId<FlashMessages>('portal.FlashMessages');

/** A data router as react-router builds it (kept structural so contracts need no router import). */
export interface WorkbenchRouterHandle {
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
  /** Runs the current page's loaders, the guard among them, again without a navigation. */
  revalidate(): Promise<void>;
}

/** What the router needs from the shell (plugins/shell, id 'portal'): providers, guard, navigator wiring. */
export interface WorkbenchShell {
  /** Wraps every page: antd providers and the notifier binding. */
  readonly Root: ComponentType<{ children: ReactNode }>;
  /** Runs beforeNavigate; a returned path is where to go instead. */
  guard(target: NavigationTarget): Promise<string | undefined>;
  /** Hands the router to the Navigator service so code outside React can navigate. */
  attach(router: WorkbenchRouterHandle): void;
}

export const WorkbenchShellId = createServiceId<WorkbenchShell>('portal.WorkbenchShell');
