import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ClusterSettings } from './ClusterSettings.ts';
import { LauncherRunFile } from './LauncherRunFile.ts';
import { LoadBalancer } from './LoadBalancer.ts';
import { PostgresCluster } from './PostgresCluster.ts';
import { RabbitMqNode } from './RabbitMqNode.ts';
import { ServerInstance } from './ServerInstance.ts';
import { zhCN } from './zhCN.ts';

/** A line for the operator, from `source`: cluster, postgres, rabbitmq, haproxy or an instance's name. */
export type ClusterLog = (source: string, line: string) => void;

/** The RabbitMQ node's name: its database in CLUSTER_DIR/rabbitmq is kept under it from run to run. */
const RABBITMQ_NODE = 'ronghe';
const DATABASE = 'ronghe';
/** The pause before a dead instance is started again, doubled at each failed start up to the last. */
const RESTART_FIRST_MS = 1_000;
const RESTART_LAST_MS = 30_000;

/**
 * `npm run cluster`: PostgreSQL (or DATABASE_URL's), RabbitMQ (or LIVE_RELAY_URL's), the
 * instances of the built server and HAProxy in front, started in that order and stopped in the
 * reverse one. The first instance migrates and seeds alone; the others start once it serves.
 * An instance that dies is started again, and HAProxy takes it back once its health check answers.
 */
export class ClusterLauncher {
  readonly #stops: Array<{ what: string; stop: () => Promise<void> }> = [];
  #stopping: Promise<void> | null = null;
  #runFile: LauncherRunFile | null = null;

  private constructor(
    readonly settings: ClusterSettings,
    private readonly log: ClusterLog,
  ) {}

  databaseUrl = '';
  liveRelayUrl = '';
  instances: ServerInstance[] = [];
  loadBalancer!: LoadBalancer;

  static async start(settings: ClusterSettings, log: ClusterLog): Promise<ClusterLauncher> {
    const cluster = new ClusterLauncher(settings, log);
    try {
      await cluster.#start();
      return cluster;
    } catch (error) {
      await cluster.stop().catch(() => undefined);
      throw error;
    }
  }

  async #start(): Promise<void> {
    const { settings } = this;
    const say = (line: string) => this.log('cluster', line);
    mkdirSync(settings.dir, { recursive: true });
    mkdirSync(settings.filesDir, { recursive: true });
    const { runFile, cleared } = await LauncherRunFile.claim(settings.dir);
    if (cleared.length > 0) say(zhCN.clearedLeftovers(cleared));
    this.#runFile = runFile;

    if (settings.databaseUrl) {
      this.databaseUrl = settings.databaseUrl;
      say(zhCN.external('PostgreSQL', new URL(settings.databaseUrl).host));
    } else {
      say(zhCN.starting(`PostgreSQL (${join(settings.dir, 'postgres')})`));
      const postgres = await PostgresCluster.start({ dir: join(settings.dir, 'postgres'), port: settings.postgresPort, durable: true });
      this.#stops.push({ what: 'PostgreSQL', stop: () => postgres.stop('fast') });
      this.databaseUrl = await postgres.ensureDatabase(DATABASE);
      say(zhCN.ready('PostgreSQL', this.databaseUrl));
    }

    if (!settings.relay) {
      this.liveRelayUrl = '';
    } else if (settings.liveRelayUrl) {
      this.liveRelayUrl = settings.liveRelayUrl;
      say(zhCN.external('RabbitMQ', new URL(settings.liveRelayUrl).host));
    } else {
      say(zhCN.starting(`RabbitMQ (${join(settings.dir, 'rabbitmq')})`));
      const base = settings.stompPort;
      const ports = { stomp: base, amqp: base + 1, webStomp: base + 2, dist: base + 3, epmd: base + 4 };
      const rabbitmq = await RabbitMqNode.start({ dir: join(settings.dir, 'rabbitmq'), ports, name: RABBITMQ_NODE });
      this.#stops.push({ what: 'RabbitMQ', stop: () => rabbitmq.stop('graceful') });
      runFile.started('rabbitmq', rabbitmq.pid === undefined ? null : { pid: rabbitmq.pid, marker: `RABBITMQ_BASE=${join(settings.dir, 'rabbitmq')}` });
      this.liveRelayUrl = rabbitmq.webStompUrl;
      say(zhCN.ready('RabbitMQ', this.liveRelayUrl));
    }

    this.instances = settings.instancePorts.map((port, i) => this.#instance(`ronghe-${i + 1}`, port));
    // Stopped after HAProxy, which sends them nothing more: no drain to wait for.
    this.#stops.push({ what: 'instances', stop: () => Promise.all(this.instances.map((instance) => instance.stop({ drain: false }))).then(() => undefined) });
    const [first, ...others] = this.instances;
    await this.#startInstance(first!);
    await Promise.all(others.map((instance) => this.#startInstance(instance)));

    say(zhCN.starting('HAProxy'));
    this.loadBalancer = await LoadBalancer.start({
      dir: settings.dir,
      host: settings.host,
      port: settings.port,
      backends: this.instances.map((instance) => ({ name: instance.name, port: instance.options.port })),
      log: (line) => this.log('haproxy', line),
    });
    this.#stops.push({ what: 'HAProxy', stop: () => this.loadBalancer.stop() });
    runFile.started('haproxy', this.loadBalancer.pid === undefined ? null : { pid: this.loadBalancer.pid, marker: join(settings.dir, 'haproxy.cfg') });
    say(zhCN.serving(this.loadBalancer.url, this.instances.length));
  }

  #instance(name: string, port: number): ServerInstance {
    const { settings } = this;
    const dataDir = join(settings.dir, 'instances', name);
    mkdirSync(dataDir, { recursive: true });
    return new ServerInstance({
      name,
      entry: join(settings.repo, 'dist', 'node', 'server', 'main.js'),
      cwd: settings.repo,
      port,
      env: {
        ...settings.instanceEnv,
        DATABASE_URL: this.databaseUrl,
        ...(this.liveRelayUrl ? { LIVE_RELAY_URL: this.liveRelayUrl } : {}),
        FILES_DIR: settings.filesDir,
        DATA_DIR: dataDir,
        TRUST_PROXY: settings.trustProxy,
        SHUTDOWN_DRAIN_MS: String(settings.drainMs),
        LOG_LEVEL: settings.logLevel,
        // Every metric of the instance carries it: one Prometheus job scrapes them all.
        INSTANCE_NAME: name,
      },
      log: (line) => this.log(name, line),
    });
  }

  async #startInstance(instance: ServerInstance): Promise<void> {
    this.log('cluster', zhCN.starting(`${instance.name} (${instance.url})`));
    await instance.start();
    const pid = instance.pid;
    this.#runFile?.started(instance.name, pid === undefined ? null : { pid, marker: instance.options.entry });
    this.log('cluster', zhCN.ready(instance.name, instance.url));
    this.#watch(instance, RESTART_FIRST_MS);
  }

  /** An instance that dies is started again (CLUSTER_RESTART), after a pause that doubles while it keeps failing to start. */
  #watch(instance: ServerInstance, pause: number): void {
    void instance.exited.then(async (code) => {
      if (this.#stopping) return;
      this.log('cluster', zhCN.died(instance.name, String(code)));
      if (!this.settings.restart) return;
      this.log('cluster', zhCN.restarting(instance.name, pause / 1000));
      await new Promise((resolve) => setTimeout(resolve, pause));
      if (this.#stopping || instance.running) return;
      try {
        await this.#startInstance(instance);
      } catch (error) {
        this.log('cluster', (error as Error).message);
        this.#watch(instance, Math.min(pause * 2, RESTART_LAST_MS));
      }
    });
  }

  /** Stops what started, last first: HAProxy, the instances (each drains), RabbitMQ, PostgreSQL. */
  stop(): Promise<void> {
    this.#stopping ??= (async () => {
      for (const { what, stop } of this.#stops.splice(0).reverse()) {
        this.log('cluster', zhCN.stopping(what));
        await stop().catch((error: unknown) => this.log('cluster', `${what}: ${(error as Error).message}`));
      }
      // Let go last, once everything it records has stopped.
      this.#runFile?.release();
      this.log('cluster', zhCN.stopped);
    })();
    return this.#stopping;
  }
}
