import { Suspense } from 'react';
import { Navigate, Outlet, createBrowserRouter, createMemoryRouter, redirect, useRouteError, type HydrationState, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { ServiceResolver } from '../../contracts/workbench/Plugin.ts';
import { LayoutContributions, WorkbenchShellId, type WorkbenchShell } from '../../contracts/workbench/Portal.ts';
import { RouteContributions, type RouteContribution, type RouteLayout } from '../../contracts/workbench/Routes.ts';
import { ErrorCard } from './ErrorCard.tsx';
import { PageLoading } from './PageLoading.tsx';
import { preloadableComponent } from './PreloadableComponent.tsx';
import { RoutePage, routePage } from './RoutePage.tsx';

/** What a route object's `handle` carries: the loading of its code ahead of its first render. */
interface RouteCode {
  preload(): Promise<void>;
}

/** Where an unmatched path goes (part 1 §2: any unknown path redirects to /404). */
export const NOT_FOUND_PATH = '/404';

function RouterError() {
  return <ErrorCard source="工作台" error={useRouteError()} onRetry={() => window.location.reload()} />;
}

function guardedLoader(route: RouteContribution, shell: WorkbenchShell) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const to = await shell.guard({ pathname: url.pathname, search: url.search, route });
    // A guard answering with the page it is already on would loop; let it through.
    if (to && to !== url.pathname + url.search) throw redirect(to);
    return null;
  };
}

/** `search` is '' or starts with '?'; a target with a query of its own keeps it first. */
function withQuery(target: string, search: string): string {
  if (!search) return target;
  return target.includes('?') ? `${target}&${search.slice(1)}` : `${target}${search}`;
}

function toRouteObject(route: RouteContribution, shell: WorkbenchShell, parent: string): RouteObject {
  // Ids from the contributions, not react-router's positions: a server render and the browser's
  // hydration name the same route alike though their hosts may hold different plugins.
  const id = `${parent}${route.path}`;
  if (route.redirect) {
    const target = route.redirect;
    // The loader redirects before anything renders; the element only keeps the route from being empty.
    // The query goes along: /login?source=invalidToken must reach /login/user with its reason.
    return {
      id,
      path: route.path,
      loader: ({ request }: LoaderFunctionArgs) => redirect(withQuery(target, new URL(request.url).search)),
      element: <Navigate to={target} replace />,
    };
  }
  return {
    id,
    path: route.path,
    loader: guardedLoader(route, shell),
    handle: { preload: () => routePage(route).preload() } satisfies RouteCode,
    // Keyed by path so that leaving a failed page also leaves its error behind.
    element: <RoutePage key={route.path} route={route} />,
    children: route.children?.map((child) => toRouteObject(child, shell, `${id}>`)),
  };
}

/**
 * Turns the contributed routes (data) into a route tree: the shell's providers at the root,
 * one branch per layout kind framed by its contributed layout, the guard as each page's
 * loader (so it runs before the page is shown), and a catch-all to /404.
 */
/**
 * What a path none of the mounted plugins serves does: `notFound` shows /404 (the workbench,
 * which mounts every plugin); `document` loads it from the server as a new document (a
 * server-rendered public page, which mounts the public site's plugins only: the path may be the
 * workbench's, which that document then boots).
 */
export type UnknownPaths = 'notFound' | 'document';

function unknownPathRoute(unknownPaths: UnknownPaths): RouteObject {
  if (unknownPaths === 'document') {
    return {
      id: 'notFound',
      path: '*',
      loader: ({ request }) => {
        // This document's own address unknown (public.html opened as itself): /404, not a reload without end.
        if (new URL(request.url).pathname === window.location.pathname) return redirect(NOT_FOUND_PATH);
        window.location.assign(request.url);
        // The page stays as it is until the browser leaves it.
        return new Promise<never>(() => undefined);
      },
      element: <PageLoading />,
    };
  }
  return { id: 'notFound', path: '*', loader: () => redirect(NOT_FOUND_PATH), element: <Navigate to={NOT_FOUND_PATH} replace /> };
}

export function workbenchRoutes(resolver: ServiceResolver, unknownPaths: UnknownPaths = 'notFound'): RouteObject[] {
  const shell = resolver.get(WorkbenchShellId);
  const layouts = new Map(resolver.getAll(LayoutContributions).map((l) => [l.layout, preloadableComponent(l.load)]));
  const byLayout = new Map<RouteLayout, RouteContribution[]>();
  for (const route of resolver.getAll(RouteContributions)) {
    byLayout.set(route.layout, [...(byLayout.get(route.layout) ?? []), route]);
  }
  const branches: RouteObject[] = [...byLayout].map(([layout, routes]) => {
    const layoutCode = layouts.get(layout);
    if (!layoutCode) {
      const paths = routes.map((r) => r.path).join('、');
      throw new Error(`没有插件提供布局 ${layout}，无法挂载页面 ${paths}`);
    }
    const Layout = layoutCode.Component;
    // A layout's code is awaited here; a page's in its own boundary.
    return {
      id: `layout:${layout}`,
      handle: { preload: layoutCode.preload } satisfies RouteCode,
      element: (
        <Suspense fallback={<PageLoading />}>
          <Layout />
        </Suspense>
      ),
      children: routes.map((route, index) => {
        // The same path contributed twice (a test's stand-in beside the real page) needs an id of
        // its own; the first keeps the plain one, which is what a server render and the browser share.
        const before = routes.slice(0, index).filter((other) => other.path === route.path).length;
        return toRouteObject(route, shell, before === 0 ? `${layout}:` : `${layout}#${before}:`);
      }),
    };
  });
  const { Root } = shell;
  return [
    {
      id: 'root',
      element: (
        <Root>
          <Outlet />
        </Root>
      ),
      HydrateFallback: PageLoading,
      errorElement: <RouterError />,
      children: [...branches, unknownPathRoute(unknownPaths)],
    },
  ];
}

export type WorkbenchRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Loads the code of the layout and page the router is on. The browser awaits it before it
 * hydrates a server-rendered page, so the hydration meets no part still waiting for its code.
 */
export async function preloadCurrentRoutes(router: WorkbenchRouter): Promise<void> {
  await Promise.all(router.state.matches.map((match) => (match.route.handle as RouteCode | undefined)?.preload()));
}

/**
 * The browser router, or an in-memory one at the given entries (tests); the shell's navigator is attached.
 * `hydrationData` is the server render's router state (its loaders' answers): given it, the browser
 * starts on the rendered page instead of running the guards again behind a spinner.
 */
export function createWorkbenchRouter(
  resolver: ServiceResolver,
  options: { initialEntries?: string[]; hydrationData?: HydrationState; unknownPaths?: UnknownPaths } = {},
): WorkbenchRouter {
  const routes = workbenchRoutes(resolver, options.unknownPaths);
  const router = options.initialEntries
    ? createMemoryRouter(routes, { initialEntries: options.initialEntries })
    : createBrowserRouter(routes, { hydrationData: options.hydrationData });
  resolver.get(WorkbenchShellId).attach(router);
  return router;
}
