import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../cluster/FreePort.ts';
import { PostgresCluster } from '../../cluster/PostgresCluster.ts';

export { freePort };

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A PostgreSQL server for tests: the one TEST_DATABASE_URL names, or else a private
 * throw-away cluster (cluster/PostgresCluster in a temp dir, on a free port, durability off)
 * that `stop()` shuts down and deletes. Missing binaries are an error, never a skip: the
 * PostgreSQL path must be tested.
 */
export class PostgresServer {
  readonly #created: string[] = [];

  private constructor(
    /** A URL of the server's maintenance database (postgres). */
    readonly adminUrl: string,
    private readonly cluster: PostgresCluster | null,
    private readonly dir: string | null,
  ) {}

  static async start(): Promise<PostgresServer> {
    const external = process.env.TEST_DATABASE_URL;
    if (external) return new PostgresServer(external, null, null);
    const dir = mkdtempSync(join(tmpdir(), 'ronghe-pg-'));
    try {
      const cluster = await PostgresCluster.start({ dir, port: await freePort(), durable: false });
      return new PostgresServer(cluster.adminUrl, cluster, dir);
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`无法启动测试用 PostgreSQL：${(error as Error).message}`, { cause: error });
    }
  }

  /** A new empty database on this server, dropped again by `stop()`; its URL. */
  async createDatabase(prefix = 'ronghe_test'): Promise<string> {
    const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${this.#created.length}`;
    const client = new pg.Client({ connectionString: this.adminUrl });
    await client.connect();
    try {
      await client.query(`create database "${name}"`);
    } finally {
      await client.end();
    }
    this.#created.push(name);
    return withDatabase(this.adminUrl, name);
  }

  async stop(): Promise<void> {
    if (!this.cluster) {
      const client = new pg.Client({ connectionString: this.adminUrl });
      await client.connect();
      try {
        for (const name of this.#created) await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
      return;
    }
    try {
      await this.cluster.stop('immediate');
    } finally {
      rmSync(this.dir!, { recursive: true, force: true });
    }
  }
}
