import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, PostgresServer } from '../setup/PostgresServer.ts';
import { RabbitMqServer } from '../setup/RabbitMqServer.ts';

const START_TIMEOUT_MS = 120_000;

/** The built server (dist/node and its web app) as one instance: its own port and data directory. */
interface Instance {
  base: string;
  child: ChildProcess;
  exited: Promise<void>;
  output: () => string;
}

async function startInstance(repo: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(repo, 'dist', 'node', 'server', 'main.js')], {
    cwd: repo,
    // The same throw-away settings as playwright.config.ts's server.
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', PASSWORD_HASH_COST: '10', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: string) => void (output = (output + chunk).slice(-4000));
  child.stdout!.setEncoding('utf8').on('data', keep);
  child.stderr!.setEncoding('utf8').on('data', keep);
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) => child.once('exit', (code) => ((exitCode = code), resolve())));
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + START_TIMEOUT_MS; Date.now() < deadline; ) {
    if (exitCode !== undefined) throw new Error(`instance on ${port} exited (${exitCode}) before serving:\n${output}`);
    try {
      if ((await fetch(`${base}/admin/enterpriseSetting/select`)).ok) return { base, child, exited, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`instance on ${port} did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}

/**
 * Issue 14's topology for a journey: `count` instances of the built server on one throw-away
 * PostgreSQL database, their live connections relayed through a throw-away RabbitMQ's Web-STOMP
 * (LIVE_RELAY_URL), their uploads in one shared directory (FILES_DIR), each with its own port and
 * data directory. The browser talks to each instance directly, on its own origin: no load balancer.
 */
export class ServerCluster {
  private constructor(
    /** Each instance's origin, http://127.0.0.1:PORT, in start order. */
    readonly bases: string[],
    private readonly instances: Instance[],
    private readonly postgres: PostgresServer,
    private readonly rabbitMq: RabbitMqServer,
    private readonly dir: string,
  ) {}

  static async start(repo: string, count: number): Promise<ServerCluster> {
    const [postgres, rabbitMq] = await Promise.all([PostgresServer.start(), RabbitMqServer.start()]);
    const dir = mkdtempSync(join(tmpdir(), 'ronghe-e2e-cluster-'));
    const instances: Instance[] = [];
    const cluster = new ServerCluster([], instances, postgres, rabbitMq, dir);
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
        const instance = await startInstance(repo, { DATABASE_URL: databaseUrl, LIVE_RELAY_URL: relayUrl, DATA_DIR: dataDir, FILES_DIR: filesDir });
        instances.push(instance);
        cluster.bases.push(instance.base);
      }
      return cluster;
    } catch (error) {
      await cluster.stop();
      throw error;
    }
  }

  /** The last lines an instance wrote, for a failure's message. */
  output(index: number): string {
    return this.instances[index]?.output() ?? '';
  }

  async stop(): Promise<void> {
    await Promise.all(
      this.instances.map(async ({ child, exited }) => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await exited;
      }),
    );
    await Promise.allSettled([this.postgres.stop(), this.rabbitMq.stop()]);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
