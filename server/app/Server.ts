import fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { AsyncSeriesBailHook, tapOnly } from '../../core/hooks/index.ts';
import { PluginHost } from '../../core/lifecycle/index.ts';
import { OpenApiCatalog } from '../../contracts/openapi/OpenApiCatalog.ts';
import type { PluginDefinition } from '../../contracts/workbench/index.ts';
import { BackupSchedule, type BackupScheduleConfig } from '../backup/BackupSchedule.ts';
import { InstallationBackup } from '../backup/InstallationBackup.ts';
import { ClusterLock } from '../db/ClusterLock.ts';
import { openDatabase, type DatabaseHandle } from '../db/Database.ts';
import { DemoSeed } from '../db/DemoSeed.ts';
import { migrateToLatest } from '../db/Migrations.ts';
import { PackageVersion } from './PackageVersion.ts';
import { ApiRoutes, type ApiRoute } from '../http/ApiRoutes.ts';
import { ContractRouter } from '../http/ContractRouter.ts';
import { ContractValidators } from '../http/ContractValidators.ts';
import { ErrorResponder } from '../http/ErrorResponder.ts';
import { HookTokenAuthentication } from './HookTokenAuthentication.ts';
import type { ServerConfig } from './ServerConfig.ts';
import { ClockId, DemoDataId, FrameSourcesId, DatabaseId, HttpHostId, MetricsRegistryId, ServerConfigId, ServerHealthId, ServerHooksId, ServerLogId, TokenAuthenticationId, type Clock, type ServerHooks } from '../contracts/host.ts';
import { FrameSources } from '../http/FrameSources.ts';
import { SecurityHeaders } from '../http/SecurityHeaders.ts';
import { MetricsEndpoint } from './MetricsEndpoint.ts';
import { RequestScopedLog } from './RequestScopedLog.ts';
import { REQUEST_ID_HEADER, RequestIds } from './RequestIds.ts';
import { ServerHealth } from './ServerHealth.ts';
import { ServerMetrics } from './ServerMetrics.ts';
import { serverModules } from './ServerModules.ts';
import { ServerSchema } from './ServerSchema.ts';
import { WebAppHost } from './WebAppHost.ts';

// A start refused on a database of a newer release: main.ts and `ronghe setup` exit with its own code.
export { DatabaseTooNew } from '../db/Migrations.ts';

export interface BuildServerOptions {
  /** An open database to use instead of the configured one; the caller closes it. */
  database?: DatabaseHandle;
  /** Modules to mount instead of the standard set (tests of one module). */
  modules?: PluginDefinition<unknown>[];
  /** Modules mounted in addition to the standard set. */
  extraModules?: PluginDefinition<unknown>[];
  /** Replaces the wall clock (token expiry tests). */
  clock?: Clock;
  /** Fastify's logger options; off unless given. */
  logger?: FastifyServerOptions['logger'];
  /** Contracts to serve instead of contracts/openapi. */
  catalog?: OpenApiCatalog;
  /** Seed the database (default true): the essential rows, and the demo's as DEMO_DATA says. */
  seed?: boolean;
}

export interface RongheServer {
  readonly app: FastifyInstance;
  readonly host: PluginHost;
  readonly database: DatabaseHandle;
  readonly router: ContractRouter;
  readonly webApp: WebAppHost;
  /** Flipped to draining first thing in `close()`; main.ts flips it earlier to let the load balancer drain. */
  readonly health: ServerHealth;
  /** What migration and seeding did, for the start log: `demo` whether the demo is loaded, `demoRefused` when DEMO_DATA asked for it on a production install. */
  readonly startup: { migrated: string[]; seededRows: number; demo: boolean; demoRefused: boolean };
  /** The metrics GET /metrics exposes (tests read it directly). */
  readonly metrics: ServerMetrics;
  /** Answers the health check with 503, then stops Fastify, the modules (in reverse order) and the database it opened. */
  close(): Promise<void>;
}

/**
 * Builds the whole server without listening: database (migrated and seeded), the modules on
 * a PluginHost, their routes bound to the contracts, errors and the web app. main.ts listens;
 * tests call `app.inject`.
 */
export async function buildServer(config: ServerConfig, options: BuildServerOptions = {}): Promise<RongheServer> {
  const ownsDatabase = !options.database;
  const database = options.database ?? openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = fastify({
    logger: options.logger ?? false,
    // Uploads stream through multipart; JSON and form bodies stay small.
    bodyLimit: 2 * 1024 * 1024,
    // request.ip is the socket's address unless the operator says a proxy sets X-Forwarded-For.
    trustProxy: config.trustProxy,
    // Our own X-Request-Id reading (RequestIds), not Fastify's, which takes any value of any length.
    requestIdHeader: false,
    genReqId: (request) => RequestIds.of(request),
  });
  const metrics = new ServerMetrics(config.metrics, database);
  const log = new RequestScopedLog();
  let host: PluginHost | undefined;
  let startupLock: { release(): Promise<void> } | undefined;
  try {
    const modules = [...(options.modules ?? serverModules()), ...(options.extraModules ?? [])];
    // The modules' tables and demo rows, before any module runs.
    const schema = new ServerSchema(modules);
    // Instances started together on one PostgreSQL take turns from here to the modules' start (their
    // demo rows): the first migrates and seeds, the others wait and then find it done.
    startupLock = await new ClusterLock(database).hold('migrations');
    const { applied } = await migrateToLatest(database, schema.migrations, PackageVersion.get());
    const seed = options.seed === false ? null : await new DemoSeed(database, schema.demoRows, config.passwordHashCost, config.demoData).run();
    const seeded = seed ? Object.values(seed.inserted).reduce((a, b) => a + b, 0) : 0;

    const hooks: ServerHooks = {
      authenticate: new AsyncSeriesBailHook(1),
      authorize: new AsyncSeriesBailHook(2),
      rateLimit: new AsyncSeriesBailHook(1),
    };
    const catalog = options.catalog ?? OpenApiCatalog.load();
    const clock = options.clock ?? { now: () => Date.now() };
    const frameSources = new FrameSources();
    const health = new ServerHealth();
    // Instant messaging (IM_URL) is shown in a frame at /info/index: the policy lets in its origin.
    if (config.imUrl) frameSources.allow(config.imUrl);
    host = new PluginHost(modules, (bind) => {
      bind.value(DatabaseId, database);
      bind.value(DemoDataId, { loaded: seed?.demo ?? false });
      bind.value(ServerConfigId, config);
      bind.value(ServerHooksId, tapOnly(hooks));
      bind.value(ClockId, clock);
      bind.value(FrameSourcesId, frameSources);
      bind.value(ServerHealthId, health);
      bind.value(MetricsRegistryId, metrics.registry);
      bind.value(ServerLogId, log);
      // For the live connection: WebSocket upgrades on the same port, tokens checked as on HTTP.
      // A view, not the instance itself: Fastify is thenable, and the container would await it.
      bind.value(HttpHostId, { server: app.server, addHook: (name, hook) => app.addHook(name, hook) });
      bind.value(TokenAuthenticationId, new HookTokenAuthentication(hooks));
    });

    // A QR image given as a URL is loaded from its own origin; a file's is a data: URL, already allowed.
    const imageOrigins = config.appDownloadQrcode?.startsWith('http') ? [new URL(config.appDownloadQrcode).origin] : [];
    // First, so every answer — refusals and errors included — names its request.
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
    log.install(app, options.logger !== undefined && options.logger !== false);
    metrics.install(app);
    new SecurityHeaders(frameSources, imageOrigins).install(app);
    new ErrorResponder().install(app);
    // Answers (JSON, rendered pages, the sitemap) go compressed to a browser that accepts it: a
    // server-rendered page is ~250 KB of HTML and styles, ~30 KB as brotli. Brotli at quality 4,
    // as for any answer made per request (11 is for build time). Requests are never inflated: a
    // small compressed body must not become one past the body limit.
    await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
    await app.register(formBody);
    // Upload handlers read files with `call.request.file()`; the spec's largest upload is 1 GB.
    await app.register(multipart, { limits: { fileSize: 1024 * 1024 * 1024 } });

    new MetricsEndpoint(metrics.registry, config.metrics.allow).install(app);
    const router = new ContractRouter(app, catalog, new ContractValidators(), hooks);
    router.register(host.container.getAll(ApiRoutes).flat() as ApiRoute[]);
    const webApp = new WebAppHost(config.webDir);
    await webApp.install(app);

    await host.start();
    await startupLock.release();
    startupLock = undefined;
    await app.ready();
    const backups = config.backup ? scheduledBackups(config.backup, config, database, clock) : undefined;
    backups?.start();

    const startedHost = host;
    return {
      app,
      host: startedHost,
      database,
      router,
      webApp,
      health,
      metrics,
      startup: { migrated: applied, seededRows: seeded, demo: seed?.demo ?? false, demoRefused: seed?.demoRefused ?? false },
      async close() {
        health.drain();
        await backups?.stop();
        await app.close();
        await startedHost.stop();
        metrics.close();
        if (ownsDatabase) await database.close();
      },
    };
  } catch (error) {
    metrics.close();
    await startupLock?.release().catch(() => undefined);
    await app.close().catch(() => undefined);
    await host?.stop().catch(() => undefined);
    if (ownsDatabase) await database.close().catch(() => undefined);
    throw error;
  }
}

/** BACKUP_CRON's job: `ronghe backup` of this installation into BACKUP_DIR, one instance of the cluster at a time. */
function scheduledBackups(schedule: BackupScheduleConfig, config: ServerConfig, database: DatabaseHandle, clock: Clock): BackupSchedule {
  const location = { dataDir: config.dataDir, databaseUrl: config.databaseUrl, filesDir: config.filesDir };
  return new BackupSchedule(schedule, new InstallationBackup(location), new ClusterLock(database), () => clock.now(), { info: (line) => console.info(line), error: (line) => console.error(line) });
}
