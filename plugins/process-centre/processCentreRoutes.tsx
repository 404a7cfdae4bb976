import type { RouteContribution } from '../../contracts/workbench/Routes.ts';
import type { ProcessListKind } from './lists/ProcessListPage.tsx';
import { menuZhCN } from './menuZhCN.ts';
import { MONITOR_PATH } from './monitor/MonitorApi.ts';

const PLUGIN = 'process-centre';

function listRoute(path: string, kind: ProcessListKind, title: string): RouteContribution {
  return {
    path,
    plugin: PLUGIN,
    layout: 'main',
    auth: true,
    title,
    load: async () => {
      const { ProcessListPage } = await import('./lists/ProcessListPage.tsx');
      return { default: () => <ProcessListPage kind={kind} /> };
    },
  };
}

/**
 * The process centre's pages (part 2 §2), framed by its side menu: /process holds the frame,
 * its children the five pages. All need login.
 */
export const processCentreRoute: RouteContribution = {
  path: '/process',
  plugin: PLUGIN,
  layout: 'main',
  auth: true,
  title: menuZhCN.title,
  load: async () => ({ default: (await import('./frame/ProcessCentreFrame.tsx')).ProcessCentreFrame }),
  children: [
    {
      path: '/process/create',
      plugin: PLUGIN,
      layout: 'main',
      auth: true,
      title: menuZhCN.create,
      load: async () => ({ default: (await import('./create/CreateProcessPage.tsx')).CreateProcessPage }),
    },
    listRoute('/process/todo', 'todo', menuZhCN.todo),
    listRoute('/process/done', 'done', menuZhCN.done),
    listRoute('/process/my', 'my', menuZhCN.my),
    listRoute('/process/copied', 'copied', menuZhCN.copied),
  ],
};

/** 流程监控 (issue 22 §4), in the management area's frame; the page turns away who may not call it. */
export const monitorRoute: RouteContribution = {
  path: MONITOR_PATH,
  plugin: PLUGIN,
  layout: 'main',
  auth: true,
  title: menuZhCN.monitor,
  load: async () => ({ default: (await import('./monitor/MonitorPage.tsx')).MonitorPage }),
};
