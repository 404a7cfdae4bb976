import type { RouteContribution } from '../../contracts/workbench/Routes.ts';
import { DESIGNER_PATH, FORM_DESIGNER_PATH, FORM_LIST_PATH, PROCESS_LIST_PATH } from './DesignerApi.ts';
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

/**
 * 表单管理 (issue 23): the company's designed forms, in the main layout beside 流程管理 and
 * admin-only like it.
 */
export const formListRoute: RouteContribution = {
  path: FORM_LIST_PATH,
  plugin: PLUGIN,
  layout: 'main',
  auth: true,
  title: menuZhCN.formList,
  load: async () => ({ default: (await import('./forms/FormListPage.tsx')).FormListPage }),
};

/** The form designer, full-screen like the process designer; its chunk holds the palette, canvas and dnd-kit. */
export const formDesignerRoute: RouteContribution = {
  path: FORM_DESIGNER_PATH,
  plugin: PLUGIN,
  layout: 'bare',
  auth: true,
  title: menuZhCN.formDesigner,
  load: async () => ({ default: (await import('./forms/FormDesignerPage.tsx')).FormDesignerPage }),
};
