import type { paths } from '../../../contracts/generated/admin.ts';
import { definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes, type ApiCall, type ApiRoute } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import { AuditTrailId } from '../../contracts/audit.ts';
import { DatabaseId, FrameSourcesId, DemoRows, ServerLogId } from '../../contracts/host.ts';
import { UserDirectoryId, type UserDirectory, orgModuleRef } from '../../contracts/org.ts';
import { MenuEditor, type MenuCreate, type MenuEdit } from './MenuEditor.ts';
import { MenuTree } from './MenuTree.ts';
import { OutsideDiskFrames } from './OutsideDiskFrames.ts';
import { menuDemoRows } from './MenuDemoRows.ts';

const route = contractRoute<paths>();


const actor = (call: ApiCall<unknown, unknown, unknown>) => ({ principal: call.user, address: call.request.ip, userAgent: call.headers['user-agent'] });

function menuRoutes(menus: MenuTree, editor: MenuEditor, directory: UserDirectory): ApiRoute[] {
  return [
    route({
      method: 'GET',
      path: '/admin/menu/admin/tree',
      handler: (call: ApiCall<{ menuType: MenuCreate['menuType'] }>) => editor.tree(call.query.menuType),
    }),
    route({
      method: 'POST',
      path: '/admin/menu/admin',
      handler: (call: ApiCall<unknown, unknown, MenuCreate>) => editor.create(actor(call), call.body),
    }),
    route({
      method: 'PUT',
      path: '/admin/menu/admin/{id}',
      handler: (call: ApiCall<unknown, { id: number }, MenuEdit>) => editor.update(actor(call), Number(call.params.id), call.body),
    }),
    route({
      method: 'DELETE',
      path: '/admin/menu/admin/{id}',
      handler: (call: ApiCall<unknown, { id: number }>) => editor.remove(actor(call), Number(call.params.id)),
    }),
    route({
      method: 'GET',
      path: '/admin/menu/front/getUserMenu',
      handler: async (call: ApiCall) => menus.tree('front', await directory.permissions(call.user.userId, call.user.companyId)),
    }),
    route({
      method: 'GET',
      path: '/admin/menu/front/getUserMenuNotToken',
      handler: () => menus.tree('portal', null),
    }),
  ];
}

/** The workbench's top menu and the public site's navigation, and 菜单管理 that edits them. */
export const menusModule = definePlugin(() => {
  let outsideDisks: OutsideDiskFrames | undefined;
  return {
    id: 'server-menus',
    requires: [orgModuleRef],
    module(bind) {
      bind.contribute(DemoRows, menuDemoRows);
      bind.contribute(ApiRoutes, (s) => {
        const frames = s.get(FrameSourcesId);
        const editor = new MenuEditor(s.get(DatabaseId).db, s.get(AuditTrailId), (address) => frames.allow(address));
        return menuRoutes(new MenuTree(s.get(DatabaseId).db), editor, s.get(UserDirectoryId));
      });
    },
    async start(context) {
      // An outside 网盘 is shown in a frame (part 1 §2): the policy lets in its origin, and no other.
      const frames = context.get(FrameSourcesId);
      const log = context.get(ServerLogId);
      const report = (error: unknown) => log.error('menus', '', error);
      outsideDisks = new OutsideDiskFrames(new MenuTree(context.get(DatabaseId).db), (address) => frames.allow(address), report);
      await outsideDisks.refresh();
      outsideDisks.start();
    },
    stop() {
      outsideDisks?.stop();
    },
  };
});
