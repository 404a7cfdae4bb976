import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { PluginHost } from '../core/lifecycle/index.ts';
import { ErrorCard, WorkbenchProvider, createWorkbenchRouter } from '../core/react/index.ts';
import { registerOfflineWorker } from './offline/registerOfflineWorker.ts';
import { workbenchPlugins } from './workbenchPlugins.ts';

const root = createRoot(document.getElementById('root')!);

async function boot(): Promise<void> {
  const host = new PluginHost(workbenchPlugins());
  await host.start();
  const router = createWorkbenchRouter(host.container);
  root.render(
    <StrictMode>
      <WorkbenchProvider host={host}>
        <RouterProvider router={router} />
      </WorkbenchProvider>
    </StrictMode>,
  );
}

boot().catch((error: unknown) => {
  // Without a started host there is no router or notifier: say what failed in place of the app.
  console.error(error);
  root.render(<ErrorCard source="工作台启动" error={error} onRetry={() => window.location.reload()} />);
});

registerOfflineWorker();
