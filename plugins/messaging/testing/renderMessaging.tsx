import { useMemo } from 'react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { definePlugin, type PluginDefinition } from '../../../contracts/workbench/Plugin.ts';
import { LayoutContributions, TopBarItemContributions, WorkspaceOverlayContributions } from '../../../contracts/workbench/Portal.ts';
import { TaskDrawerOpenerId, type TaskDrawerTarget } from '../../../contracts/workbench/ProcessCentre.ts';
import { RouteContributions } from '../../../contracts/workbench/Routes.ts';
import { PluginBoundary, useContributions } from '../../../core/react/index.ts';
import {
  FakeHttpClient,
  MemorySessionStore,
  RecordingNotifier,
  renderWorkbench,
  shellStandIn,
  type WorkbenchFixture,
} from '../../../core/react/testing/index.ts';
import { messagingPlugin } from '../index.ts';
import { FakeStompBroker } from './FakeStompBroker.ts';
import { ZHANG_SAN } from './MessagingSamples.ts';

/** Stands in for the portal's main layout: the contributed top-bar widgets, the page, then the workspace overlays. */
function TopBarLayout() {
  const items = useContributions(TopBarItemContributions);
  const overlays = useContributions(WorkspaceOverlayContributions);
  const sorted = useMemo(() => [...items].sort((a, b) => a.order - b.order), [items]);
  return (
    <>
      <header>
        {sorted.map(({ plugin, component: Item }, index) => (
          <PluginBoundary key={`${plugin}-${index}`} plugin={plugin} fallback={null}>
            <Item />
          </PluginBoundary>
        ))}
      </header>
      <main>
        <Outlet />
      </main>
      {overlays.map(({ plugin, component: Overlay }, index) => (
        <PluginBoundary key={`${plugin}-${index}`} plugin={plugin} fallback={null}>
          <Overlay />
        </PluginBoundary>
      ))}
    </>
  );
}

const layoutStandIn = definePlugin(() => ({
  id: 'main-layout',
  module(bind) {
    bind.contribute(LayoutContributions, { layout: 'main', load: async () => ({ default: TopBarLayout }) });
    bind.contribute(LayoutContributions, { layout: 'bare', load: async () => ({ default: Outlet }) });
    bind.contribute(RouteContributions, { path: '/homepage/index', layout: 'main', auth: true, load: async () => ({ default: () => <p>首页</p> }) });
    // The portal's password reset is a bare page, outside the main layout.
    bind.contribute(RouteContributions, { path: '/resetPassword', layout: 'bare', auth: false, load: async () => ({ default: () => <p>重置密码</p> }) });
  },
}));

/** Stands in for the process centre's drawer: remembers which tasks messages asked for. */
const taskDrawerStandIn = definePlugin((opened: TaskDrawerTarget[]) => ({
  id: 'process-centre',
  module(bind) {
    bind.value(TaskDrawerOpenerId, {
      open: async (target: TaskDrawerTarget) => {
        opened.push(target);
        return 'cancel' as const;
      },
      // Messages never start a process.
      start: async () => 'cancel' as const,
    });
  },
}));

export interface MessagingFixture extends WorkbenchFixture {
  notifier: RecordingNotifier;
  broker: FakeStompBroker;
  /** Links openMode 2 messages opened in a new tab. */
  windows: string[];
  /** Tasks workflow messages opened in the drawer. */
  tasks: TaskDrawerTarget[];
  user: ReturnType<typeof userEvent.setup>;
}

export interface RenderMessagingOptions {
  http?: FakeHttpClient;
  plugins?: PluginDefinition<unknown>[];
  /** Leave the process centre out (a workflow message then has no drawer to open). */
  withoutProcessCentre?: boolean;
  user?: ReturnType<typeof userEvent.setup>;
}

/**
 * Opens `path` in a workbench with the messaging plugin as the browser would mount it, on fakes:
 * HTTP, a signed-in 张三 (user 7), a recording notifier, a fake STOMP broker, a recording
 * task drawer and new-tab opener, and a main layout that shows the top-bar widgets.
 */
export async function renderMessaging(path = '/homepage/index', options: RenderMessagingOptions = {}): Promise<MessagingFixture> {
  const notifier = new RecordingNotifier();
  const broker = new FakeStompBroker();
  const windows: string[] = [];
  const tasks: TaskDrawerTarget[] = [];
  const user = options.user ?? userEvent.setup();
  const plugins: PluginDefinition<unknown>[] = [
    shellStandIn(notifier),
    layoutStandIn(),
    ...(options.withoutProcessCentre ? [] : [taskDrawerStandIn(tasks)]),
    messagingPlugin({
      stompLink: broker.factory,
      pageAddress: () => ({ protocol: 'https:', host: 'oa.example.com' }),
      openWindow: (url) => windows.push(url),
    }),
    ...(options.plugins ?? []),
  ];
  const fixture = await renderWorkbench(plugins, path, {
    http: options.http ?? new FakeHttpClient(),
    session: MemorySessionStore.signedIn(ZHANG_SAN),
  });
  return { ...fixture, notifier, broker, windows, tasks, user };
}

/** The notifier's entries of one kind, as `title：text` for notices. */
export function shown(notifier: RecordingNotifier, kind: string): string[] {
  return notifier.shown.filter((entry) => entry.kind === kind).map((entry) => entry.text);
}
