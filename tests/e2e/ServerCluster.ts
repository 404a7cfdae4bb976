import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServerInstance } from '../../cluster/ServerInstance.ts';
import { freePort, PostgresServer } from '../setup/PostgresServer.ts';
import { RabbitMqServer } from '../setup/RabbitMqServer.ts';

/**
 * Issue 14's topology for a journey: `count` instances of the built server (cluster/ServerInstance,
 * as `npm run cluster` starts them) on one throw-away PostgreSQL database, their live connections
 * relayed through a throw-away RabbitMQ's Web-STOMP (LIVE_RELAY_URL), their uploads in one shared
 * directory (FILES_DIR), each with its own port and data directory. The browser talks to each
 * instance directly, on its own origin: no load balancer.
 */
export class ServerCluster {
  private constructor(
    private readonly instances: ServerInstance[],
    private readonly postgres: PostgresServer,
    private readonly rabbitMq: RabbitMqServer,
    private readonly dir: string,
  ) {}

  /** Each instance's origin, http://127.0.0.1:PORT, in start order. */
  get bases(): string[] {
    return this.instances.map((instance) => instance.url);
  }

  static async start(repo: string, count: number): Promise<ServerCluster> {
    const [postgres, rabbitMq] = await Promise.all([PostgresServer.start(), RabbitMqServer.start()]);
    const dir = mkdtempSync(join(tmpdir(), 'ronghe-e2e-cluster-'));
    const cluster = new ServerCluster([], postgres, rabbitMq, dir);
    try {
      // The relay connects to RabbitMQ's Web-STOMP endpoint, not to its STOMP port.
      const relayUrl = rabbitMq.webStompUrl;
      if (relayUrl === null) throw new Error('TEST_STOMP_RELAY_URL names a RabbitMQ without TEST_WEB_STOMP_URL: the relay needs its Web-STOMP endpoint');
      const databaseUrl = await postgres.createDatabase('ronghe_e2e_cluster');
      const filesDir = join(dir, 'files');
      mkdirSync(filesDir);
      // One after the other: the first migrates and seeds, the others find both done.
      for (let i = 0; i < count; i++) {
        const dataDir = join(dir, `instance-${i + 1}`);
        mkdirSync(dataDir);
        const instance = new ServerInstance({
          name: `instance-${i + 1}`,
          entry: join(repo, 'dist', 'node', 'server', 'main.js'),
          cwd: repo,
          port: await freePort(),
          // The same throw-away settings as playwright.config.ts's server.
          env: { DATABASE_URL: databaseUrl, LIVE_RELAY_URL: relayUrl, DATA_DIR: dataDir, FILES_DIR: filesDir, PASSWORD_HASH_COST: '10', LOG_LEVEL: 'warn' },
          // What an instance writes shows in the error if it fails to start.
          log: () => undefined,
        });
        cluster.instances.push(instance);
        await instance.start();
      }
      return cluster;
    } catch (error) {
      await cluster.stop();
      throw error;
    }
  }

  async stop(): Promise<void> {
    await Promise.all(this.instances.map((instance) => instance.stop()));
    await Promise.allSettled([this.postgres.stop(), this.rabbitMq.stop()]);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
