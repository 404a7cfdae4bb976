import { screen } from '@testing-library/react';
import type { UserInfo } from '../../../../contracts/workbench/Session.ts';
import { TaskDrawerOpenerId, type TaskDrawerOpener, type TaskDrawerTarget } from '../../../../contracts/workbench/ProcessCentre.ts';
import { FakeHttpClient, MemorySessionStore, MessagingStandIn, renderWorkbench } from '../../../../core/react/testing/index.ts';
import { portalPlugins } from '../../../../web/portalPlugins.ts';

/** A test helper, not a test: the home page on a fake server, for the page's and the cards' tests. */

export const HOME = {
  count: '/admin/home/front/count',
  todoPage: '/workflow/runtime/query/myTodoPage',
  messagePage: '/admin/ocp/msg/page',
  events: '/admin/schedule/events',
  apps: '/application/appIns/list',
  submodules: '/application/submodule/centerList',
  trueUrl: '/application/appIns/trueUrl',
} as const;

export const homeUser: UserInfo = {
  sysUser: { userId: 7, username: 'lisi', chineseName: '李四', status: '0' },
  companyId: 1,
  roles: [],
  ifTeamAdmin: false,
  permissions: [],
};

/** A server that answers every home call with nothing, so a test prepares only what it looks at. */
export function quietHomeServer(): FakeHttpClient {
  return new FakeHttpClient()
    .on('GET', HOME.count, { msg: 0, todo: 0, complete: 0, create: 0, copy: 0 })
    .on('GET', HOME.todoPage, { records: [], total: 0, current: 1, size: 5 })
    .on('GET', HOME.messagePage, { records: [], total: 0, current: 1, size: 9999 })
    .on('GET', HOME.events, [])
    .on('GET', HOME.apps, [])
    .on('GET', HOME.submodules, []);
}

/** A task drawer that records what it opened and closes as told. */
export class RecordingDrawer implements TaskDrawerOpener {
  readonly opened: TaskDrawerTarget[] = [];
  outcome: Awaited<ReturnType<TaskDrawerOpener['open']>> = 'cancel';
  async open(target: TaskDrawerTarget) {
    this.opened.push(target);
    return this.outcome;
  }
  readonly started: string[] = [];
  async start(target: { procDefKey: string }) {
    this.started.push(target.procDefKey);
    return 'cancel' as const;
  }
}

export async function renderHome(http: FakeHttpClient, options: { drawer?: TaskDrawerOpener } = {}) {
  const messaging = new MessagingStandIn();
  const fixture = await renderWorkbench([messaging.plugin, ...portalPlugins()], '/homepage/index', {
    http,
    session: MemorySessionStore.signedIn(homeUser),
    provide: options.drawer ? (bind) => bind.value(TaskDrawerOpenerId, options.drawer!) : undefined,
  });
  await screen.findByRole('region', { name: '我的事项' });
  return { ...fixture, messaging };
}
