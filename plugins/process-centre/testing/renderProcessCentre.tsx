import type { ReactElement } from 'react';
import { configure, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Outlet } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { HttpClientId } from '../../../contracts/workbench/Http.ts';
import { MemberDirectoryId } from '../../../contracts/workbench/MemberDirectory.ts';
import { definePlugin, type PluginDefinition } from '../../../contracts/workbench/Plugin.ts';
import { LayoutContributions, WorkbenchShellId } from '../../../contracts/workbench/Portal.ts';
import { SessionStoreId, type UserInfo } from '../../../contracts/workbench/Session.ts';
import { ContractApiClient, HttpMemberDirectory } from '../../../core/http/index.ts';
import { bootPlugins } from '../../../core/lifecycle/index.ts';
import type { PluginHost } from '../../../core/lifecycle/PluginHost.ts';
import { WorkbenchProvider } from '../../../core/react/index.ts';
import { FakeHttpClient, MemorySessionStore, RecordingNotifier, renderWorkbench, shellStandIn, type WorkbenchFixture } from '../../../core/react/testing/index.ts';
import { processCentrePlugin } from '../index.ts';
import { MessagingStandIn } from '../../../core/react/testing/MessagingStandIn.ts';

// Pages import antd's table, forms and pickers on first use; a busy two-core machine needs longer
// than the kit's 5 s wait and the project's 20 s per test for that. A real hang still fails.
configure({ asyncUtilTimeout: 15000 });
vi.setConfig({ testTimeout: 60000 });

export const ZHANG_SAN: UserInfo = {
  sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status: '0' },
  companyId: 1,
  roles: [],
  ifTeamAdmin: false,
  permissions: [],
};

export interface ProcessCentreFixture {
  http: FakeHttpClient;
  notifier: RecordingNotifier;
  session: MemorySessionStore;
  host: PluginHost;
  view: RenderResult;
  user: ReturnType<typeof userEvent.setup>;
}

export interface RenderOptions {
  http?: FakeHttpClient;
  /** The messaging plugin the process centre requires; a fresh one unless the test fires its hook. */
  messaging?: MessagingStandIn;
  /** More plugins (e.g. one contributing another business form). */
  plugins?: PluginDefinition<unknown>[];
  /** Who is signed in; 张三 unless given. */
  user?: UserInfo;
}

// Kernel ids the plugin requires; the fakes below stand in for their services.
const kernel = () => ['core-session', 'core-http'].map((id) => definePlugin(() => ({ id }))());

/**
 * Renders a piece of the process centre the way the workbench shows it: the plugin booted (its
 * contributions and services bound) on a fake HTTP client, a signed-in 张三 and a recording
 * notifier, inside the shell's antd settings.
 */
export async function renderInWorkbench(ui: ReactElement, options: RenderOptions = {}): Promise<ProcessCentreFixture> {
  const notifier = new RecordingNotifier();
  const http = (options.http ?? new FakeHttpClient()).showErrorsThrough(() => notifier);
  const session = MemorySessionStore.signedIn(ZHANG_SAN);
  const messaging = options.messaging ?? new MessagingStandIn();
  const host = await bootPlugins([...kernel(), shellStandIn(notifier), messaging.plugin, processCentrePlugin(), ...(options.plugins ?? [])], {
    provide(bind) {
      bind.value(HttpClientId, http);
      bind.value(ApiClientId, new ContractApiClient(http));
      bind.value(SessionStoreId, session);
      // core-http's member directory, over the fake client (the dialogs' member picker).
      bind.value(MemberDirectoryId, new HttpMemberDirectory(new ContractApiClient(http)));
    },
  });
  const { Root } = host.container.get(WorkbenchShellId);
  const user = userEvent.setup();
  const view = render(
    <WorkbenchProvider host={host}>
      <Root>{ui}</Root>
    </WorkbenchProvider>,
  );
  return { http, notifier, session, host, view, user };
}

/** Stands in for the portal's main layout: just the page. */
const mainLayoutStandIn = definePlugin(() => ({
  id: 'main-layout',
  module(bind) {
    bind.contribute(LayoutContributions, { layout: 'main', load: async () => ({ default: () => <Outlet /> }) });
  },
}));

export interface PageFixture extends WorkbenchFixture {
  notifier: RecordingNotifier;
  user: ReturnType<typeof userEvent.setup>;
}

/** Opens a process-centre page through the workbench router, as the browser would. */
export async function renderProcessCentrePage(path: string, options: RenderOptions = {}): Promise<PageFixture> {
  const notifier = new RecordingNotifier();
  const user = userEvent.setup();
  const messaging = options.messaging ?? new MessagingStandIn();
  const fixture = await renderWorkbench([shellStandIn(notifier), mainLayoutStandIn(), messaging.plugin, processCentrePlugin(), ...(options.plugins ?? [])], path, {
    http: options.http,
    session: MemorySessionStore.signedIn(options.user ?? ZHANG_SAN),
  });
  return { ...fixture, notifier, user };
}

/** The notifier's texts of one kind, in order. */
export function shown(notifier: RecordingNotifier, kind: string): string[] {
  return notifier.shown.filter((entry) => entry.kind === kind).map((entry) => entry.text);
}
