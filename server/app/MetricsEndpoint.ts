import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { zhCN } from './zh-CN.ts';

/** Where Prometheus scrapes. */
export const METRICS_PATH = '/metrics';

/**
 * GET /metrics, the operator's door: the registry in Prometheus's text format, to the addresses
 * METRICS_ALLOW lists only. The socket's own address decides — never X-Forwarded-For, which a
 * client writes itself, even where TRUST_PROXY lets the API read it — so a scraper reaches each
 * instance directly, not through the load balancer. Not an OpenAPI operation: its answer is no
 * `{code,msg,data}` envelope and its authorization is the network, not a token.
 */
export class MetricsEndpoint {
  readonly #allowed: (address: string, hop: number) => boolean;

  constructor(
    private readonly registry: Registry,
    allow: readonly string[],
  ) {
    this.#allowed = proxyAddr.compile([...allow]);
  }

  install(app: FastifyInstance): void {
    app.get(METRICS_PATH, async (request, reply) => {
      const address = request.socket.remoteAddress;
      if (address === undefined || !this.#allowed(address, 0)) {
        return reply.code(403).type('application/json; charset=utf-8').send({ code: 403, msg: zhCN.metrics.refused, data: null });
      }
      const text = await this.registry.metrics();
      return reply.type(this.registry.contentType).header('cache-control', 'no-store').send(text);
    });
  }
}
