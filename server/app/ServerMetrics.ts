import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/Database.ts';
import type { MetricsConfig } from './ServerConfig.ts';

/** Request latencies from a quick JSON answer to a large upload. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** How often the event loop's delay is sampled, in milliseconds. */
const LOOP_RESOLUTION_MS = 20;

/** Requests no route matched share one label: the paths a scanner tries must not each become a series. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * The metrics registry and what the core itself measures: HTTP requests by route and status
 * with their latency, the event loop's delay and the database pool's use. The modules register
 * their own metrics in the same registry (MetricsRegistryId); GET /metrics (MetricsEndpoint)
 * exposes it. Gauges read their value when scraped, so nothing here runs between scrapes but
 * the one timing per request and the event-loop sampler.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  readonly #loopDelay: IntervalHistogram;
  readonly #requests: Counter<'method' | 'route' | 'status'>;
  readonly #latency: Histogram<'method' | 'route'>;

  constructor(config: MetricsConfig, database: DatabaseHandle) {
    if (config.instance) this.registry.setDefaultLabels({ instance: config.instance });
    const registers = [this.registry];
    this.#requests = new Counter({
      name: 'ronghe_http_requests_total',
      help: 'HTTP requests answered, by method, route (the path template) and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    // By route, not status too: a histogram's series are its buckets times its label values.
    this.#latency = new Histogram({
      name: 'ronghe_http_request_duration_seconds',
      help: 'How long HTTP requests took to answer, by method and route.',
      labelNames: ['method', 'route'],
      buckets: HTTP_BUCKETS,
      registers,
    });
    // Sampled every 20 ms: a stall of the loop shows however short the scrape interval.
    const loopDelay = (this.#loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS }));
    loopDelay.enable();
    new Gauge({
      name: 'ronghe_event_loop_lag_seconds',
      help: 'How late the event loop ran timers since the previous scrape: the median, the 99th percentile and the worst.',
      labelNames: ['quantile'],
      registers,
      collect() {
        // Node records each interval between samples (in nanoseconds), the resolution included: the lag is what exceeds it. NaN before the first sample.
        const seconds = (ns: number) => (Number.isFinite(ns) ? Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS) / 1000 : 0);
        this.set({ quantile: '0.5' }, seconds(loopDelay.percentile(50)));
        this.set({ quantile: '0.99' }, seconds(loopDelay.percentile(99)));
        this.set({ quantile: '1' }, seconds(loopDelay.max));
        loopDelay.reset();
      },
    });
    new Gauge({
      name: 'ronghe_db_pool_connections',
      help: 'Database connections: the pool size, those lent to a query or transaction, and callers waiting for one.',
      labelNames: ['state'],
      registers,
      collect() {
        const use = database.poolUse();
        this.set({ state: 'size' }, use.size);
        this.set({ state: 'in_use' }, use.inUse);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }

  /** Times every answer; before the routes are registered, so each request is seen once. */
  install(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      this.#requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      this.#latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });
  }

  /** Stops the event-loop sampler (a test process builds many servers). */
  close(): void {
    this.#loopDelay.disable();
  }
}
