import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerLog } from '../contracts/host.ts';

/**
 * The modules' log (ServerLogId): written through the logger of the request being handled, so
 * the line carries its id, or through the server's own logger outside a request (a periodic job,
 * a push after commit). The request's logger is kept in an AsyncLocalStorage from its first hook
 * on, through the body's reading and the handler's awaits. A server built without a logger (the tests') writes to the console, as the modules did before.
 */
export class RequestScopedLog implements ServerLog {
  readonly #current = new AsyncLocalStorage<FastifyBaseLogger>();
  #base: FastifyBaseLogger | null = null;

  install(app: FastifyInstance, logging: boolean): void {
    if (!logging) return;
    this.#base = app.log;
    app.addHook('onRequest', (request, _reply, done) => this.#current.run(request.log, done));
  }

  info(area: string, message: string): void {
    const log = this.#logger();
    if (log) log.info({ area }, message);
    else console.info(`[${area}] ${message}`);
  }

  warn(area: string, message: string): void {
    const log = this.#logger();
    if (log) log.warn({ area }, message);
    else console.warn(`[${area}] ${message}`);
  }

  error(area: string, message: string, error?: unknown): void {
    const log = this.#logger();
    const detail = error === undefined ? '' : error instanceof Error ? error.message : String(error);
    const line = [message, detail].filter((part) => part !== '').join(' ');
    if (!log) return console.error(`[${area}] ${line}`);
    log.error({ area }, line);
    if (error instanceof Error && error.stack) log.debug({ area, stack: error.stack }, message);
  }

  #logger(): FastifyBaseLogger | null {
    return this.#current.getStore() ?? this.#base;
  }
}
