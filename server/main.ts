import { performance } from 'node:perf_hooks';
import { buildServer, DatabaseTooNew } from './app/Server.ts';
import { loadServerConfig } from './app/ServerConfig.ts';
import { zhCN } from './app/zh-CN.ts';
import { serverLogger } from './app/ServerLogger.ts';

/**
 * `npm start`: reads the environment, migrates and seeds the database, mounts the modules,
 * serves the API and the built web app, and stops cleanly on SIGINT/SIGTERM: the health check
 * turns 503 first; after SIGTERM the listener closes SHUTDOWN_DRAIN_MS later (at once after SIGINT or a
 * second signal), once requests under way are done.
 */
async function main(): Promise<void> {
  const config = loadServerConfig();
  const server = await buildServer(config, { logger: serverLogger(config.logFormat, process.env.LOG_LEVEL ?? 'info') });
  const log = server.app.log;
  log.info(zhCN.log.database(server.database.location));
  log.info(zhCN.log.migrated(server.startup.migrated));
  log.info(zhCN.log.seeded(server.startup.seededRows));
  if (server.startup.demo) log.warn(zhCN.log.demoOn);
  if (server.startup.demoRefused) log.warn(zhCN.log.demoRefused);
  if (server.webApp.available) log.info(zhCN.log.webDir(server.webApp.webDir!));
  else log.warn(zhCN.web.missing(server.webApp.webDir ?? 'dist/web'));

  let stopping = false;
  let endDrain = () => {};
  const stop = (signal: string) => {
    // A second signal while draining closes at once.
    if (stopping) return endDrain();
    stopping = true;
    log.info(zhCN.log.stopping(signal));
    // The health check answers 503 at once; requests still come in and are served until the load balancer has seen it.
    // SIGTERM is what a service manager or a rolling restart sends; SIGINT (Ctrl-C, a launcher whose balancer is gone) does not wait.
    server.health.drain();
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, signal === 'SIGTERM' ? config.shutdownDrainMs : 0);
      endDrain = () => (clearTimeout(timer), resolve());
    })
      .then(() => server.close())
      .then(() => {
        log.info(zhCN.log.stopped);
        process.exit(0);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, zhCN.log.failed((error as Error).message));
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  await server.app.listen({ port: config.port, host: config.host });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  // performance.now() counts from process start, so this includes loading the modules.
  log.info(zhCN.log.listening(`http://${shownHost}:${port}`, Math.round(performance.now())));
}

main().catch((error: unknown) => {
  console.error(zhCN.log.failed(error instanceof Error ? error.message : String(error)));
  // A database of a newer release has its own code, so a service manager or a rolling upgrade can tell it apart.
  process.exit(error instanceof DatabaseTooNew ? DatabaseTooNew.exitCode : 1);
});
