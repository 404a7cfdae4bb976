import { configure, render, type RenderResult } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { UnstyledAntd } from './UnstyledAntd.tsx';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { HttpClientId, NotifierId } from '../../../contracts/workbench/Http.ts';
import { definePlugin, type Binder, type PluginDefinition } from '../../../contracts/workbench/Plugin.ts';
import { LoginCipherId, SessionStoreId, TokenRefresherId, type LoginCipher, type TokenRefresher } from '../../../contracts/workbench/Session.ts';
import { MemberDirectoryId } from '../../../contracts/workbench/MemberDirectory.ts';
import { LayoutContributions } from '../../../contracts/workbench/Portal.ts';
import { RouteContributions, type RouteContribution } from '../../../contracts/workbench/Routes.ts';
import { ContractApiClient } from '../../http/ContractApiClient.ts';
import { HttpMemberDirectory } from '../../http/HttpMemberDirectory.ts';
import { bootPlugins } from '../../lifecycle/index.ts';
import type { PluginHost } from '../../lifecycle/PluginHost.ts';
import { WorkbenchProvider } from '../WorkbenchProvider.tsx';
import { createWorkbenchRouter, type WorkbenchRouter } from '../WorkbenchRouter.tsx';
import { FakeHttpClient } from './FakeHttpClient.ts';
import { MemorySessionStore } from './MemorySessionStore.ts';

/** Counts starts and stops of the refresh countdown. */
export class RecordingRefresher implements TokenRefresher {
  starts = 0;
  stops = 0;
  running = false;
  start(): void {
    this.starts += 1;
    this.running = true;
  }
  stop(): void {
    this.stops += 1;
    this.running = false;
  }
}

/** Marks what it would send, so a test can see the password was encrypted. */
export const markingCipher: LoginCipher = { encrypt: async (plain) => `aes(${plain})` };

export interface WorkbenchFixture {
  host: PluginHost;
  router: WorkbenchRouter;
  http: FakeHttpClient;
  session: MemorySessionStore;
  refresher: RecordingRefresher;
  view: RenderResult;
}

export interface RenderWorkbenchOptions {
  http?: FakeHttpClient;
  session?: MemorySessionStore;
  /** More fakes (e.g. a shell when the portal is not loaded). */
  provide?: (binder: Binder) => void;
}

// A busy machine may take more than the default 1 s to settle a page's first render.
configure({ asyncUtilTimeout: 5000 });

// The kernel plugins' ids, so feature plugins that require them boot against the fakes.
const KERNEL_IDS = ['core-session', 'core-http'];

function routeLoads(routes: RouteContribution[]): RouteContribution['load'][] {
  return routes.flatMap((route) => [route.load, ...routeLoads(route.children ?? [])]);
}

/** Imports every page and layout once up front (failures are left for the page to show), so waits measure behaviour, not compilation. */
async function preload(host: PluginHost): Promise<void> {
  const layouts = host.container.getAll(LayoutContributions).map((layout) => layout.load);
  await Promise.allSettled([...routeLoads(host.container.getAll(RouteContributions)), ...layouts].map((load) => load()));
}

/**
 * Boots the named feature plugins on fake kernel services (HTTP, session, cipher, refresher)
 * and renders the workbench router at `path`, as the browser would.
 */
export async function renderWorkbench(
  plugins: PluginDefinition<unknown>[],
  path: string,
  options: RenderWorkbenchOptions = {},
): Promise<WorkbenchFixture> {
  const http = options.http ?? new FakeHttpClient();
  const session = options.session ?? new MemorySessionStore();
  const refresher = new RecordingRefresher();
  const standIns = KERNEL_IDS.filter((id) => !plugins.some((p) => p.id === id)).map((id) => definePlugin(() => ({ id }))());
  const host = await bootPlugins([...standIns, ...plugins], {
    provide(bind) {
      bind.factory(HttpClientId, (services) => http.showErrorsThrough(() => services.getOptional(NotifierId)));
      // core-http's other bindings, over the fake client, when core-http itself stands in.
      if (!plugins.some((p) => p.id === 'core-http')) {
        bind.factory(ApiClientId, (services) => new ContractApiClient(services.get(HttpClientId)));
        bind.factory(MemberDirectoryId, (services) => new HttpMemberDirectory(services.get(ApiClientId)));
      }
      bind.value(SessionStoreId, session);
      bind.value(LoginCipherId, markingCipher);
      bind.value(TokenRefresherId, refresher);
      options.provide?.(bind);
    },
  });
  await preload(host);
  const router = createWorkbenchRouter(host.container, { initialEntries: [path] });
  const view = render(
    <UnstyledAntd>
      <WorkbenchProvider host={host}>
        <RouterProvider router={router} />
      </WorkbenchProvider>
    </UnstyledAntd>,
  );
  return { host, router, http, session, refresher, view };
}
