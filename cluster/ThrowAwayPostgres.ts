import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './FreePort.ts';
import { PostgresCluster } from './PostgresCluster.ts';

/**
 * A PostgreSQL server to make throw-away databases on, for the tests (tests/setup/PostgresServer.ts)
 * and the benchmarks (its build, dist/node/cluster): the one a given maintenance URL names, or
 * else a private cluster (PostgresCluster in a temporary folder, on a free port, durability off).
 * `stop()` drops the databases it made on a given server, or shuts the private cluster down and
 * deletes it.
 */
export class ThrowAwayPostgres {
  readonly #created: string[] = [];

  private constructor(
    /** A URL of the server's maintenance database (postgres). */
    readonly adminUrl: string,
    /** The private cluster; null on a given server. */
    readonly cluster: PostgresCluster | null,
    private readonly dir: string | null,
  ) {}

  /** `external`: a maintenance database URL to use instead of a private cluster; `maxConnections`: the private cluster's. */
  static async start(external?: string, { maxConnections }: { maxConnections?: number } = {}): Promise<ThrowAwayPostgres> {
    if (external) return new ThrowAwayPostgres(external, null, null);
    const dir = mkdtempSync(join(tmpdir(), 'ronghe-pg-'));
    try {
      const cluster = await PostgresCluster.start({ dir, port: await freePort(), durable: false, maxConnections });
      return new ThrowAwayPostgres(cluster.adminUrl, cluster, dir);
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** A new empty database on this server, dropped again by `stop()`; its URL. */
  async createDatabase(prefix: string): Promise<string> {
    const name = `${prefix}_${process.pid}_${Date.now().toString(36)}_${this.#created.length}`;
    await this.#admin((client) => client.query(`create database "${name}"`));
    this.#created.push(name);
    const url = new URL(this.adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }

  async stop(): Promise<void> {
    if (!this.cluster) {
      await this.#admin(async (client) => {
        for (const name of this.#created) {
          // A pool just closed may still have connections on their way out: forced off, one of them
          // received the server's "terminating connection" as an error nobody listened to any more
          // (an uncaught exception failed a CI run). They are given a moment to leave first.
          for (let tries = 0; tries < 40; tries++) {
            const { rows } = await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
            if (Number(rows[0].n) === 0) break;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          await client.query(`drop database if exists "${name}" with (force)`);
        }
      });
      return;
    }
    try {
      await this.cluster.stop('immediate');
    } finally {
      rmSync(this.dir!, { recursive: true, force: true });
    }
  }

  async #admin(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
    const client = new pg.Client({ connectionString: this.adminUrl });
    await client.connect();
    try {
      await work(client);
    } finally {
      await client.end();
    }
  }
}
