import { isProcessAdministrator } from './page/AdminGate.ts';
import { definePlugin } from '../../contracts/workbench/Plugin.ts';
import { portalRef } from '../../contracts/workbench/Portal.ts';
import { AdminEntryContributions } from '../../contracts/workbench/Workspace.ts';
import { MANAGEMENT_MENU_GROUP } from '../../contracts/workbench/Administration.ts';
import { RouteContributions, SideMenuContributions } from '../../contracts/workbench/Routes.ts';
import { FORM_LIST_PATH, PROCESS_LIST_PATH } from './DesignerApi.ts';
import { designerRoute, formDesignerRoute, formListRoute, processListRoute } from './designerRoutes.tsx';
import { ModelerFactoryId, lazyModelerFactory } from './modeler/ModelerFactory.ts';
import { menuZhCN } from './menuZhCN.ts';
import { coreHttpRef } from '../../contracts/workbench/Http.ts';
import { designerRef } from '../../contracts/workbench/Designer.ts';

/**
 * The process designer for administrators (spec 002): the designer page with its toolbar and
 * bpmn-js modules, and 流程管理 (issue 10), the list it is opened from, entered from the user
 * card's admin entries, and 表单管理 with the form designer (issue 23, forms/). The properties
 * panel joins it from its own folder.
 */
export const designerPlugin = definePlugin(() => ({
  id: designerRef.id,
  // The portal supplies the bare layout, the login guard and the notifier.
  requires: [coreHttpRef, portalRef],
  module(bind) {
    bind.value(ModelerFactoryId, lazyModelerFactory);
    bind.contribute(RouteContributions, designerRoute);
    bind.contribute(RouteContributions, processListRoute);
    bind.contribute(RouteContributions, formListRoute);
    bind.contribute(RouteContributions, formDesignerRoute);
    bind.contribute(AdminEntryContributions, { plugin: 'designer', order: 0, label: menuZhCN.adminEntry, path: PROCESS_LIST_PATH });
    bind.contribute(AdminEntryContributions, { plugin: 'designer', order: 1, label: menuZhCN.formList, path: FORM_LIST_PATH });
    // 流程管理 is also a page of the management area (管理后台), framed by its side menu there.
    bind.contribute(SideMenuContributions, { group: MANAGEMENT_MENU_GROUP, path: PROCESS_LIST_PATH, label: menuZhCN.adminEntry, order: 10, visible: isProcessAdministrator });
    // 表单管理 (issue 23): the forms the processes bind, next to them.
    bind.contribute(SideMenuContributions, { group: MANAGEMENT_MENU_GROUP, path: FORM_LIST_PATH, label: menuZhCN.formList, order: 12, visible: isProcessAdministrator });
  },
}));
