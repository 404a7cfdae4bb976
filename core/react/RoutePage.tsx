import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteContribution } from '../../contracts/workbench/Routes.ts';
import { PluginBoundary } from './PluginBoundary.tsx';

// One lazy component per contribution, kept outside React: a component that suspends before
// its first commit loses its state, so creating the lazy inside it would import forever.
const pages = new WeakMap<RouteContribution, LazyExoticComponent<ComponentType>>();

function LazyPage({ route }: { route: RouteContribution }) {
  let Page = pages.get(route);
  if (!Page) {
    Page = lazy(route.load);
    pages.set(route, Page);
  }
  return <Page />;
}

/** A contributed page: loaded on first visit, inside its plugin's error boundary. */
export function RoutePage({ route }: { route: RouteContribution }) {
  return (
    <PluginBoundary plugin={route.plugin ?? route.path} onRetry={() => pages.delete(route)}>
      <LazyPage route={route} />
    </PluginBoundary>
  );
}
