import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { zhCN } from './zh-CN.ts';

/** Where Prometheus scrapes. */
export const METRICS_PATH = '/metrics';

/**
 * GET /metrics, the operator's door: the registry in Prometheus's text format, to the addresses
 * METRICS_ALLOW lists only. The socket's own address must be listed, and so must every address
 * an X-Forwarded-For names: a load balancer on the same machine connects from loopback, and the
 * client behind it, whose address it appends, must not get in through it. A client's forged
 * entries can only add addresses to check, never replace its own, whatever TRUST_PROXY says. So
 * a scraper reaches each instance directly. Not an OpenAPI operation: its answer is no
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
      if (!this.#admits(request.socket.remoteAddress, request.headers['x-forwarded-for'])) {
        return reply.code(403).type('application/json; charset=utf-8').send({ code: 403, msg: zhCN.metrics.refused, data: null });
      }
      const text = await this.registry.metrics();
      return reply.type(this.registry.contentType).header('cache-control', 'no-store').send(text);
    });
  }

  #admits(socketAddress: string | undefined, forwarded: string | string[] | undefined): boolean {
    if (socketAddress === undefined || !this.#allowed(socketAddress, 0)) return false;
    const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').map((hop) => hop.trim()).filter((hop) => hop !== '');
    // proxy-addr answers false for what is no address at all.
    return hops.every((hop) => this.#allowed(hop, 0));
  }
}
