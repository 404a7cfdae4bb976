import { definePlugin } from '../../contracts/workbench/Plugin.ts';
import { RouteContributions } from '../../contracts/workbench/Routes.ts';
import { designerRoute } from './designerRoutes.tsx';

/**
 * The process designer for administrators (spec 002): the designer page with its toolbar and
 * bpmn-js modules. The 流程管理 list and the properties panel join it from their own folders.
 */
export const designerPlugin = definePlugin(() => ({
  id: 'designer',
  // The portal supplies the bare layout, the login guard and the notifier.
  requires: ['core-http', 'portal'],
  module(bind) {
    bind.contribute(RouteContributions, designerRoute);
  },
}));
