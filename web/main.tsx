import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { PluginHost } from '../core/lifecycle/index.ts';
import { ErrorCard, PreloadedData, PreloadedDataContext, WorkbenchProvider, createWorkbenchRouter, preloadCurrentRoutes } from '../core/react/index.ts';
import { SERVER_STATE_ID, type ServerState } from './ssr/ServerState.ts';
import { registerOfflineWorker } from './offline/registerOfflineWorker.ts';
import { workbenchPlugins } from './workbenchPlugins.ts';

const container = document.getElementById('root')!;
// A public page the server rendered (web/ssr.tsx) carries its loads' answers and router state.
const stateElement = document.getElementById(SERVER_STATE_ID);
const serverState = stateElement ? (JSON.parse(stateElement.textContent ?? '{}') as ServerState) : null;

async function boot(): Promise<void> {
  const host = new PluginHost(workbenchPlugins());
  await host.start();
  const router = createWorkbenchRouter(host.container, serverState ? { hydrationData: { loaderData: serverState.router.loaderData } } : {});
  const app = (children: ReactNode) => (
    <StrictMode>
      <WorkbenchProvider host={host}>{children}</WorkbenchProvider>
    </StrictMode>
  );
  if (serverState) {
    // The page's code first, so the hydration takes over all of the HTML at once. Should it fail to
    // load, the page's own boundary tries again and says so.
    await preloadCurrentRoutes(router).catch(() => undefined);
    // The same tree the server rendered, taking over its HTML: the first render reads the answers it
    // carried. As a transition, so React hydrates in slices between which the browser paints and
    // answers input: urgent, it was one task of up to half a second on a phone's CPU, which the
    // page's HTML, already shown, did not need.
    startTransition(() => {
      hydrateRoot(
        container,
        app(
          <PreloadedDataContext.Provider value={new PreloadedData(serverState.data)}>
            <RouterProvider router={router} />
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
