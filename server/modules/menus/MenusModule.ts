import { createServiceId, definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes, type ApiCall, type ApiRoute } from '../../app/ApiRoutes.ts';
import { DatabaseId, FrameSourcesId, UserDirectoryId, type UserDirectory } from '../../app/ServerContracts.ts';
import { MenuTree } from './MenuTree.ts';

const MenuTreeId = createServiceId<MenuTree>('server.menus.MenuTree');

function menuRoutes(menus: MenuTree, directory: UserDirectory): ApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/admin/menu/front/getUserMenu',
      handler: async (call: ApiCall) => menus.tree('front', await directory.permissions(call.user.userId, call.user.companyId)),
    },
    {
      method: 'GET',
      path: '/admin/menu/front/getUserMenuNotToken',
      handler: () => menus.tree('portal', null),
    },
  ];
}

/** The workbench's top menu and the public site's navigation. */
export const menusModule = definePlugin(() => ({
  id: 'server-menus',
  requires: ['server-org'],
  module(bind) {
    bind.factory(MenuTreeId, (s) => new MenuTree(s.get(DatabaseId).db));
    bind.contribute(ApiRoutes, (s) => menuRoutes(s.get(MenuTreeId), s.get(UserDirectoryId)));
  },
  async start(context) {
    // An outside 网盘 is shown in a frame (part 1 §2): the policy lets in its origin, and no other.
    const frames = context.get(FrameSourcesId);
    for (const address of await context.get(MenuTreeId).embeddedDiskAddresses()) frames.allow(address);
  },
}));
