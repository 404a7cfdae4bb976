import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import type { PluginDefinition } from '../../contracts/workbench/Plugin.ts';
import { PluginHost } from '../../core/lifecycle/index.ts';
import { ErrorCard, PreloadedData, PreloadedDataContext, WorkbenchProvider, createWorkbenchRouter, preloadCurrentRoutes, type UnknownPaths } from '../../core/react/index.ts';
import { SERVER_STATE_ID, type ServerState } from '../ssr/ServerState.ts';
import { registerOfflineWorker } from '../offline/registerOfflineWorker.ts';
import { nextTask } from './nextTask.ts';

/** The document's mark that React has taken over the server's HTML (`<html data-hydrated>`): from then on a click is the page's. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/**
 * Starts the given plugins and shows the page: hydrating the server's HTML when the server
 * rendered it (web/ssr.tsx, which carries its loads' answers and router state), else rendering it.
 * `unknownPaths`: what a path none of these plugins serves does (UnknownPaths).
 */
export function bootWorkbench(plugins: PluginDefinition<unknown>[], unknownPaths: UnknownPaths = 'notFound'): void {
  const container = document.getElementById('root')!;
  const stateElement = document.getElementById(SERVER_STATE_ID);
  const serverState = stateElement ? (JSON.parse(stateElement.textContent ?? '{}') as ServerState) : null;

  // A server-rendered page is already painted and readable: its start-up runs in several tasks
  // (the plugins' bindings, their start, the router, the page's code, the hydration), each short
  // enough not to hold a tap or a scroll on a slow phone. A page the browser renders has nothing to
  // show before all of them, and runs them at once.
  const between = serverState ? nextTask : () => Promise.resolve();

  async function boot(): Promise<void> {
    const host = new PluginHost(plugins);
    await between();
    await host.start();
    await between();
    const router = createWorkbenchRouter(host.container, { unknownPaths, ...(serverState ? { hydrationData: { loaderData: serverState.router.loaderData } } : {}) });
    const app = (children: ReactNode) => (
      <StrictMode>
        <WorkbenchProvider host={host}>{children}</WorkbenchProvider>
      </StrictMode>
    );
    if (serverState) {
      // The page's code first, so the hydration takes over all of the HTML at once. Should it fail to
      // load, the page's own boundary tries again and says so.
      await between();
      await preloadCurrentRoutes(router).catch(() => undefined);
      await between();
      // The same tree the server rendered, taking over its HTML: the first render reads the answers it
      // carried. As a transition, React hydrates in slices and the browser stays responsive between
      // them (one long task on a slow phone otherwise); a click in the middle hydrates what it hits
      // at once, which must render exactly what the server did — useMediaQuery answers the server's
      // snapshot to every part still hydrating (session 19: a module-wide flag answered the browser's
      // to later parts, React #418, and the click was lost).
      // The server's answers hold for this page; leaving it, every load is the browser's again.
      const preloaded = new PreloadedData(serverState.data);
      const { pathname, search } = router.state.location;
      const leave = router.subscribe(({ location }) => {
        if (location.pathname === pathname && location.search === search) return;
        preloaded.clear();
        leave();
      });
      startTransition(() => {
        hydrateRoot(
          container,
          app(
            <PreloadedDataContext.Provider value={preloaded}>
              <RouterProvider router={router} />
              <HydrationMark />
            </PreloadedDataContext.Provider>,
          ),
        );
      });
    } else {
      createRoot(container).render(app(<RouterProvider router={router} />));
    }
  }

  boot().catch((error: unknown) => {
    // Without a started host there is no router or notifier: say what failed in place of the app.
    console.error(error);
    createRoot(container).render(<ErrorCard source="工作台启动" error={error} onRetry={() => window.location.reload()} />);
  });

  registerOfflineWorker();
}
