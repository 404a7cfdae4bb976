import type { paths } from '../../../contracts/generated/admin.ts';
import { definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import { ServerHealthId } from '../../contracts/host.ts';
import { zhCN } from './zhCN.ts';

const route = contractRoute<paths>();

/**
 * GET /admin/health for the load balancer: no database round trip, so a slow database makes
 * no instance look dead; 503 once the instance began to stop, so it is given no new requests.
 */
export const healthModule = definePlugin(() => ({
  id: 'server-health',
  module(bind) {
    bind.contribute(ApiRoutes, (s) => {
      const health = s.get(ServerHealthId);
      return route({
        method: 'GET',
        path: '/admin/health',
        handler: (call) => {
          // Answered, not thrown: a 503 here is the expected signal, not a failure for the error log.
          if (!health.serving) return call.reply.code(503).send({ code: 503, msg: zhCN.draining, data: null });
          return { status: 'UP' as const };
        },
      });
    });
  },
}));
