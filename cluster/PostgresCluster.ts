import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { requireProgram } from './RequiredProgram.ts';
import { zhCN } from './zhCN.ts';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 (package postgresql-15); PG_BIN points elsewhere. */
export const DEFAULT_PG_BIN = '/usr/lib/postgresql/15/bin';

export interface PostgresClusterOptions {
  /** The cluster's folder: data in `data/`, the log in `server.log`, the socket beside them. Made on the first start. */
  dir: string;
  port: number;
  /** Where initdb and pg_ctl are (PG_BIN, else Debian's). */
  bin?: string;
  /** False for a throw-away cluster (tests): no fsync, no synchronous commit, no full-page writes. */
  durable: boolean;
  /** Connections the server accepts (PostgreSQL's default, 100, unless given). */
  maxConnections?: number;
}

/**
 * A PostgreSQL cluster of Debian's binaries in a folder of its own, on 127.0.0.1 with trust
 * authentication: initdb on the first start, pg_ctl after. initdb refuses to run as root, so
 * under root the cluster runs as the `postgres` OS user. Used by `npm run cluster` (durable, kept
 * between runs) and as a throw-away cluster by the tests and the benchmarks (ThrowAwayPostgres).
 */
export class PostgresCluster {
  private constructor(
    readonly dir: string,
    readonly port: number,
    private readonly bin: string,
    private readonly asUser: string[],
  ) {}

  /** postgres://postgres@127.0.0.1:PORT/postgres, the maintenance database. */
  get adminUrl(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  static async start(options: PostgresClusterOptions): Promise<PostgresCluster> {
    const bin = options.bin ?? process.env.PG_BIN ?? DEFAULT_PG_BIN;
    for (const program of ['initdb', 'pg_ctl']) requireProgram(join(bin, program), 'postgresql-15', 'PG_BIN');
    mkdirSync(options.dir, { recursive: true });
    const asUser = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
    if (asUser.length > 0) {
      const { stdout: uid } = await run('id', ['-u', 'postgres']);
      const { stdout: gid } = await run('id', ['-g', 'postgres']);
      chownSync(options.dir, Number(uid.trim()), Number(gid.trim()));
      await run('runuser', ['-u', 'postgres', '--', 'test', '-w', options.dir]).catch(() => {
        throw new Error(zhCN.postgresUnreadable(options.dir));
      });
    }
    const cluster = new PostgresCluster(options.dir, options.port, bin, asUser);
    const data = join(options.dir, 'data');
    if (!existsSync(join(data, 'PG_VERSION'))) {
      await cluster.#pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', ...(options.durable ? [] : ['--no-sync'])]);
    }
    // Still running from a launcher that did not get to stop it (killed itself): used as it is.
    if (await cluster.#pg('pg_ctl', ['-D', data, 'status']).then(() => true, () => false)) return cluster;
    const settings = ['-p', String(options.port), '-k', options.dir, '-c', 'listen_addresses=127.0.0.1'];
    if (!options.durable) settings.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
    if (options.maxConnections) settings.push('-c', `max_connections=${options.maxConnections}`);
    await cluster.#pg('pg_ctl', ['-D', data, '-o', settings.join(' '), '-l', join(options.dir, 'server.log'), '-w', '-t', '60', 'start']);
    return cluster;
  }

  /** The URL of database `name`, created when it does not exist yet. */
  async ensureDatabase(name: string): Promise<string> {
    const client = new pg.Client({ connectionString: this.adminUrl });
    await client.connect();
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
    } finally {
      await client.end();
    }
    const url = new URL(this.adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }

  /** The cluster's processes (the postmaster and its backends), for their CPU time; empty when it is not running. */
  pids(): number[] {
    let postmaster: number;
    try {
      postmaster = Number(readFileSync(join(this.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    } catch {
      return [];
    }
    const children: number[] = [];
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
        if (parent === postmaster) children.push(Number(entry));
      } catch {
        // Gone meanwhile.
      }
    }
    return [postmaster, ...children];
  }

  /** fast: sessions ended, data flushed (the launcher); immediate: no flush (a throw-away cluster about to be deleted). */
  async stop(mode: 'fast' | 'immediate'): Promise<void> {
    if (!existsSync(join(this.dir, 'data', 'postmaster.pid'))) return;
    await this.#pg('pg_ctl', ['-D', join(this.dir, 'data'), '-m', mode, '-w', 'stop']);
  }

  async #pg(program: string, args: string[]): Promise<void> {
    const [command, ...prefix] = [...this.asUser, join(this.bin, program)];
    try {
      await run(command, [...prefix, ...args], { cwd: this.dir, timeout: 90_000 });
    } catch (error) {
      const failure = error as Error & { stderr?: string; stdout?: string };
      throw new Error(zhCN.postgresFailed(program, (failure.stderr || failure.stdout || failure.message).trim()), { cause: error });
    }
  }
}
