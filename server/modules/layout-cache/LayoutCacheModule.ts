import type { paths } from '../../../contracts/generated/admin.ts';
import { definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes, type ApiCall, type ApiRoute } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import { ClockId, DatabaseId } from '../../contracts/host.ts';
import type { LayoutSchema } from './LayoutTables.ts';
import { TableLayouts, type TableLayoutView } from './TableLayouts.ts';

const route = contractRoute<paths>();


function layoutRoutes(layouts: TableLayouts): ApiRoute[] {
  return [
    route({
      method: 'GET',
      path: '/admin/cache/tableRowRedis',
      handler: (call: ApiCall<{ md5: string }>) => layouts.load(call.user.userId, call.query.md5),
    }),
    route({
      method: 'POST',
      path: '/admin/cache/tableRowRedis',
      handler: (call: ApiCall<unknown, unknown, { md5: string; condition: TableLayoutView }>) =>
        layouts.save(call.user.userId, call.body.md5, call.body.condition),
    }),
  ];
}

/** Saved table layouts (the DataTable's column settings), per user; the path keeps its Redis-era name. */
export const layoutCacheModule = definePlugin(() => ({
  id: 'server-layout-cache',
  module(bind) {
    bind.contribute(ApiRoutes, (s) => layoutRoutes(new TableLayouts(s.get(DatabaseId).db.withTables<LayoutSchema>(), s.get(ClockId))));
  },
}));
