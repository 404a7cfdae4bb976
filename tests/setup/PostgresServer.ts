import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Debian's PostgreSQL 15; PG_BIN points elsewhere. */
const DEFAULT_BIN = '/usr/lib/postgresql/15/bin';

/** A port nobody listens on right now (the kernel's pick, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A PostgreSQL server for tests: the one TEST_DATABASE_URL names, or else a private
 * throw-away cluster (initdb into a temp dir, pg_ctl on a free port, trust auth on
 * 127.0.0.1) that `stop()` shuts down and deletes. initdb refuses to run as root, so under
 * root the cluster runs as the `postgres` OS user. Missing binaries are an error, never a
 * skip: the PostgreSQL path must be tested.
 */
export class PostgresServer {
  readonly #created: string[] = [];

  private constructor(
    /** A URL of the server's maintenance database (postgres). */
    readonly adminUrl: string,
    private readonly cluster: { dir: string; bin: string; asUser: string[] } | null,
  ) {}

  static async start(): Promise<PostgresServer> {
    const external = process.env.TEST_DATABASE_URL;
    if (external) return new PostgresServer(external, null);

    const bin = process.env.PG_BIN ?? DEFAULT_BIN;
    if (!existsSync(join(bin, 'initdb')) || !existsSync(join(bin, 'pg_ctl'))) {
      throw new Error(
        `PostgreSQL 测试需要 PostgreSQL 服务器程序：未在 ${bin} 找到 initdb/pg_ctl。` +
          '请安装 postgresql-15（apt-get install postgresql-15），或设置 PG_BIN 指向其 bin 目录，或设置 TEST_DATABASE_URL 指向一个可建库的 PostgreSQL。',
      );
    }
    const dir = mkdtempSync(join(tmpdir(), 'ronghe-pg-'));
    const isRoot = process.getuid?.() === 0;
    const asUser = isRoot ? ['runuser', '-u', 'postgres', '--'] : [];
    if (isRoot) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: gid } = await run('id', ['-g', 'postgres']);
      chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
    }
    const server = new PostgresServer('', { dir, bin, asUser });
    try {
      const port = await freePort();
      await server.#pg('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
      // Durability settings off: the cluster lives for one test run.
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
      await server.#pg('pg_ctl', ['-D', join(dir, 'data'), '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
      return new PostgresServer(`postgres://postgres@127.0.0.1:${port}/postgres`, { dir, bin, asUser });
    } catch (error) {
      await server.stop().catch(() => undefined);
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
      if (existsSync(join(this.cluster.dir, 'data', 'postmaster.pid'))) {
        await this.#pg('pg_ctl', ['-D', join(this.cluster.dir, 'data'), '-m', 'immediate', '-w', 'stop']);
      }
    } finally {
      rmSync(this.cluster.dir, { recursive: true, force: true });
    }
  }

  async #pg(program: string, args: string[]): Promise<void> {
    const cluster = this.cluster!;
    const [command, ...prefix] = [...cluster.asUser, join(cluster.bin, program)];
    try {
      await run(command, [...prefix, ...args], { cwd: cluster.dir, timeout: 90_000 });
    } catch (error) {
      const failure = error as Error & { stderr?: string; stdout?: string };
      throw new Error(`${program} 失败：${(failure.stderr || failure.stdout || failure.message).trim()}`, { cause: error });
    }
  }
}
