import { sql } from 'kysely';
import type { paths } from '../../../contracts/generated/admin.ts';
import { definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import { DatabaseId, HealthChecks, ServerHealthId, type HealthCheck } from '../../contracts/host.ts';
import type { Db } from '../../db/Database.ts';
import { HealthReporter } from './HealthReport.ts';
import { zhCN } from './zhCN.ts';

const route = contractRoute<paths>();

/** The database answers a trivial query: the one check every instance has. */
function databaseCheck(db: Db): HealthCheck {
  return {
    name: 'database',
    essential: true,
    async check() {
      try {
        await sql`select 1`.execute(db);
        return null;
      } catch (error) {
        return zhCN.databaseFailed(error instanceof Error ? error.message : String(error));
      }
    },
  };
}

/**
 * GET /admin/health for the load balancer and the operator: 200 UP while every check passes;
 * 200 DEGRADED when only a check the instance can serve without fails (the relay: pushes wait,
 * requests do not); 503 DOWN naming what is wrong when an essential one fails (the database,
 * the files directory), and 503 once the instance began to stop, so it is given no new requests.
 * The checks are the modules' (HealthChecks), each bounded in time, so a hung database makes the
 * instance DOWN within seconds rather than hanging the balancer's check.
 */
export const healthModule = definePlugin(() => ({
  id: 'server-health',
  module(bind) {
    bind.contribute(HealthChecks, (s) => databaseCheck(s.get(DatabaseId).db));
    bind.contribute(ApiRoutes, (s) => {
      const health = s.get(ServerHealthId);
      let reporter: HealthReporter | undefined;
      return route({
        method: 'GET',
        path: '/admin/health',
        handler: async (call) => {
          // Answered, not thrown: a 503 here is the expected signal, not a failure for the error log.
          if (!health.serving) return call.reply.code(503).send({ code: 503, msg: zhCN.draining, data: null });
          // Gathered at the first check: every module has contributed by then.
          reporter ??= new HealthReporter(s.getAll(HealthChecks).flat());
          const report = await reporter.report();
          if (report.status !== 'DOWN') return report;
          const problems = report.checks.filter((check) => check.detail !== null).map((check) => `${check.name}：${check.detail}`);
          return call.reply.code(503).send({ code: 503, msg: zhCN.down(problems), data: report });
        },
      });
    });
  },
}));
