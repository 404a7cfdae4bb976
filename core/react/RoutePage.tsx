import type { RouteContribution } from '../../contracts/workbench/Routes.ts';
import { PluginBoundary } from './PluginBoundary.tsx';
import { preloadableComponent, type PreloadableComponent } from './PreloadableComponent.tsx';

// One lazy component per contribution, kept outside React: a component that suspends before
// its first commit loses its state, so creating the lazy inside it would import forever.
const pages = new WeakMap<RouteContribution, PreloadableComponent>();

/** The contribution's page component, its code loaded on first render or by preload(). */
export function routePage(route: RouteContribution): PreloadableComponent {
  let page = pages.get(route);
  if (!page) {
    page = preloadableComponent(route.load);
    pages.set(route, page);
  }
  return page;
}

function LazyPage({ route }: { route: RouteContribution }) {
  const { Component } = routePage(route);
  return <Component />;
}

/** A contributed page: loaded on first visit, inside its plugin's error boundary. */
export function RoutePage({ route }: { route: RouteContribution }) {
  return (
    <PluginBoundary plugin={route.plugin ?? route.path} onRetry={() => pages.delete(route)}>
      <LazyPage route={route} />
    </PluginBoundary>
  );
}
