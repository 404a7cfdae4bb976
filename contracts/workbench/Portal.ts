import type { ComponentType, ReactNode } from 'react';
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

/**
 * An entry of the user card's admin menu, beside 管理后台: a page of the workbench that only
 * administrators of the current company (or role 3) see, e.g. the designer's 流程管理.
 */
export interface AdminEntryContribution {
  /** The contributing plugin's id. */
  plugin: string;
  /** Smaller comes first. */
  order: number;
  label: string;
  /** An in-app path the entry navigates to. */
  path: string;
}

export const AdminEntryContributions = createContributionPoint<AdminEntryContribution>('portal.admin-entries');

/** Where a navigation is heading, as the guard sees it before the page loads. */
export interface NavigationTarget {
  pathname: string;
  /** The query string with its leading '?', or ''. */
  search: string;
  route: RouteContribution;
}

/** The portal's hooks, as other plugins see them. */
export interface PortalHooks {
  /**
   * Runs before every navigation to a contributed page. The first tap that returns a path
   * redirects there; returning undefined lets the navigation go on. The portal taps
   * `portal:requireLogin` (Stage.EARLY) and `portal:passwordReminder` (Stage.NORMAL).
   */
  beforeNavigate: AsyncBailTap<string, [target: NavigationTarget]>;
}

/** The portal's setup contract for plugins that require 'portal'. */
export interface PortalContract {
  readonly hooks: PortalHooks;
}

export const portalRef = pluginRef<PortalContract>('portal');

/** A data router as react-router builds it (kept structural so contracts need no router import). */
export interface WorkbenchRouterHandle {
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
  /** Runs the current page's loaders, the guard among them, again without a navigation. */
  revalidate(): Promise<void>;
}

/** What the router needs from the shell owner (the portal): providers, guard, navigator wiring. */
export interface WorkbenchShell {
  /** Wraps every page: antd providers and the notifier binding. */
  readonly Root: ComponentType<{ children: ReactNode }>;
  /** Runs beforeNavigate; a returned path is where to go instead. */
  guard(target: NavigationTarget): Promise<string | undefined>;
  /** Hands the router to the Navigator service so code outside React can navigate. */
  attach(router: WorkbenchRouterHandle): void;
}

export const WorkbenchShellId = createServiceId<WorkbenchShell>('portal.WorkbenchShell');
