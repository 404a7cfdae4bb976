import type { RouteContribution } from '../../contracts/workbench/Routes.ts';
import { DESIGNER_PATH, PROCESS_LIST_PATH } from './DesignerApi.ts';
import { menuZhCN } from './menuZhCN.ts';

const PLUGIN = 'designer';

/**
 * The designer page, full-screen (the bare layout: its own toolbar, no portal menu). The
 * page's chunk is the only one holding bpmn-js' Modeler. Admin-only: the page checks the role
 * as the server does for every processDef call.
 */
export const designerRoute: RouteContribution = {
  path: DESIGNER_PATH,
  plugin: PLUGIN,
  layout: 'bare',
  auth: true,
  title: menuZhCN.title,
  load: async () => {
    const [{ DesignerPage }, { PropertiesPanel }] = await Promise.all([import('./page/DesignerPage.tsx'), import('./panel/PropertiesPanel.tsx')]);
    return { default: () => <DesignerPage panel={(props) => <PropertiesPanel {...props} />} /> };
  },
};

/**
 * 流程管理 (issue 10), in the main layout beside the rest of the workbench; admin-only like the
 * designer. Reached from the user card's admin entries and after a save without an opener.
 */
export const processListRoute: RouteContribution = {
  path: PROCESS_LIST_PATH,
  plugin: PLUGIN,
  layout: 'main',
  auth: true,
  title: menuZhCN.processList,
  load: async () => ({ default: (await import('./processes/ProcessListPage.tsx')).ProcessListPage }),
};
