// A throw-away PostgreSQL cluster for the benches, which run as plain .mjs (no TypeScript loader on
// Node 20): the same cluster tests/setup/PostgresServer.ts starts for the tests, in its few steps.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './BuiltServer.mjs';

const run = promisify(execFile);

/**
 * BENCH_DATABASE_URL's server (a maintenance database URL), or else a private cluster: initdb into
 * a temporary directory, pg_ctl on a free port of 127.0.0.1 with durability off (it lives for one
 * run), as the `postgres` OS user under root since initdb refuses root. `stop()` deletes it.
 */
export class ThrowAwayPostgres {
  #created = [];

  constructor(adminUrl, cluster) {
    this.adminUrl = adminUrl;
    this.cluster = cluster;
  }

  static async start() {
    const external = process.env.BENCH_DATABASE_URL;
    if (external) return new ThrowAwayPostgres(external, null);
    const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
    if (!existsSync(join(bin, 'initdb'))) {
      throw new Error(`the scale bench needs PostgreSQL: no initdb in ${bin} (apt-get install postgresql-15, or set PG_BIN or BENCH_DATABASE_URL)`);
    }
    const dir = mkdtempSync(join(tmpdir(), 'ronghe-bench-pg-'));
    const asUser = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
    if (asUser.length > 0) {
      const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
      const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
      chownSync(dir, uid, gid);
    }
    const server = new ThrowAwayPostgres('', { dir, bin, asUser });
    try {
      const port = await freePort();
      await server.#pg('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
      await server.#pg('pg_ctl', ['-D', join(dir, 'data'), '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
      server.adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
      return server;
    } catch (error) {
      await server.stop().catch(() => undefined);
      throw error;
    }
  }

  /** A new empty database, dropped by `stop()`; its URL. */
  async createDatabase(prefix) {
    const name = `${prefix}_${process.pid}_${this.#created.length}`;
    const client = new pg.Client({ connectionString: this.adminUrl });
    await client.connect();
    try {
      await client.query(`create database "${name}"`);
    } finally {
      await client.end();
    }
    this.#created.push(name);
    const url = new URL(this.adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }

  /** The cluster's processes (the postmaster and its backends), for their CPU time; empty for an external server. */
  pids() {
    if (!this.cluster) return [];
    let postmaster;
    try {
      postmaster = Number(readFileSync(join(this.cluster.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    } catch {
      return [];
    }
    const children = [];
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
        if (parent === postmaster) children.push(Number(entry));
      } catch {
        // gone meanwhile
      }
    }
    return [postmaster, ...children];
  }

  async stop() {
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
      if (existsSync(join(this.cluster.dir, 'data', 'postmaster.pid'))) {
        await this.#pg('pg_ctl', ['-D', join(this.cluster.dir, 'data'), '-m', 'immediate', '-w', 'stop']);
      }
    } finally {
      rmSync(this.cluster.dir, { recursive: true, force: true });
    }
  }

  async #pg(program, args) {
    const [command, ...prefix] = [...this.cluster.asUser, join(this.cluster.bin, program)];
    try {
      await run(command, [...prefix, ...args], { cwd: this.cluster.dir, timeout: 90_000 });
    } catch (error) {
      throw new Error(`${program} failed: ${(error.stderr || error.stdout || error.message).trim()}`, { cause: error });
    }
  }
}
