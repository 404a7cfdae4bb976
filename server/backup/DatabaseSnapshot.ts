import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseDialect } from '../db/Database.ts';
import { PostgresTools } from './PostgresTools.ts';

/** The SQLite file under DATA_DIR (server/db/Database.ts opens the same name). */
export const SQLITE_FILE = 'ronghe.sqlite';
/** Kysely's Migrator records applied migrations here. */
const MIGRATION_TABLE = 'kysely_migration';

/*
 * The copy's program, in a worker thread: the one step that copies the whole database holds the
 * thread it runs on, and the server's scheduled backup must not hold its event loop that long.
 * Plain CommonJS passed as text, so the same code runs from the compiled server and from the
 * TypeScript sources under the test runner (as WalCheckpointer's).
 */
const COPY_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const live = new Database(workerData.source, { fileMustExist: true });
live.pragma('busy_timeout = 5000');
// After the backup's first page, the rest in one step (the most better-sqlite3 takes).
live.backup(workerData.target, { progress: () => 0x7fffffff })
  .then(() => ({ done: true }), (error) => ({ error: String((error && error.message) || error) }))
  .then((outcome) => {
    live.close();
    parentPort.postMessage(outcome);
  });
`;

function copySqlite(source: string, target: string): Promise<void> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(COPY_SOURCE, { eval: true, workerData: { source, target, driver } });
  return new Promise<void>((resolve, reject) => {
    worker.once('message', (message: { done?: true; error?: string }) => (message.error ? reject(new Error(message.error)) : resolve()));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`SQLite backup thread exited ${code}`)));
  });
}

/** Where an installation keeps its data: what `ronghe serve` would open. */
export interface InstallationLocation {
  readonly dataDir: string;
  /** postgres://…, or null for the SQLite file under dataDir. */
  readonly databaseUrl: string | null;
  readonly filesDir: string;
}

export interface Snapshot {
  readonly dialect: DatabaseDialect;
  /** The dump's file name (in the folder given to `take`). */
  readonly name: string;
  readonly migrations: string[];
}

/**
 * A consistent copy of the installation's database while the server keeps running, and its
 * return. SQLite: the online backup API, in one step on a thread of its own, which holds one read
 * transaction for the whole copy, so the copy is the database as one commit left it (the server's
 * writes go on beside it in WAL mode; a copy made in small steps would start over at each of them
 * and might never finish under load). PostgreSQL:
 * pg_dump, whose one repeatable-read transaction gives the same guarantee, in its custom format.
 */
export class DatabaseSnapshot {
  constructor(
    private readonly location: InstallationLocation,
    private readonly tools = new PostgresTools(),
  ) {}

  get dialect(): DatabaseDialect {
    return this.location.databaseUrl ? 'postgres' : 'sqlite';
  }

  async take(folder: string): Promise<Snapshot> {
    await mkdir(folder, { recursive: true });
    if (this.location.databaseUrl) {
      const name = 'ronghe.pgdump';
      await this.tools.run('pg_dump', this.location.databaseUrl, ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(folder, name)}`]);
      // Read after the dump: a migration cannot run meanwhile, as servers migrate only at their start.
      return { dialect: 'postgres', name, migrations: await this.#postgresMigrations() };
    }
    const source = join(this.location.dataDir, SQLITE_FILE);
    if (!existsSync(source)) throw new Error(`${source}: ENOENT`);
    await copySqlite(source, join(folder, SQLITE_FILE));
    return { dialect: 'sqlite', name: SQLITE_FILE, migrations: this.#sqliteMigrations(join(folder, SQLITE_FILE)) };
  }

  /** Whether the installation's database holds any table: a restore over it needs --force. */
  async holdsData(): Promise<boolean> {
    if (this.location.databaseUrl) {
      return this.#withPostgres(async (client) => (await client.query(`select 1 from pg_tables where schemaname = current_schema() limit 1`)).rowCount! > 0);
    }
    const file = join(this.location.dataDir, SQLITE_FILE);
    if (!existsSync(file)) return false;
    const sqlite = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    try {
      return sqlite.prepare(`select 1 from sqlite_master where type = 'table' limit 1`).get() !== undefined;
    } finally {
      sqlite.close();
    }
  }

  /**
   * Puts the dump `file` (of this dialect) in place of the installation's database, which the
   * caller has found empty or been told to overwrite. On PostgreSQL the schema's tables and
   * sequences are dropped first and pg_restore runs in one transaction: a failed restore leaves
   * the database as the drop left it, never half restored.
   */
  async restore(file: string): Promise<void> {
    if (this.location.databaseUrl) {
      await this.#withPostgres(async (client) => {
        const { rows } = await client.query<{ name: string; kind: string }>(
          `select format('%I.%I', schemaname, tablename) as name, 'table' as kind from pg_tables where schemaname = current_schema()
           union all select format('%I.%I', sequence_schema, sequence_name), 'sequence' from information_schema.sequences where sequence_schema = current_schema()`,
        );
        for (const { name, kind } of rows) await client.query(`drop ${kind} if exists ${name} cascade`);
      });
      await this.tools.run('pg_restore', this.location.databaseUrl, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file]);
      return;
    }
    const target = join(this.location.dataDir, SQLITE_FILE);
    await mkdir(this.location.dataDir, { recursive: true });
    // The old file's WAL must not be replayed onto the restored one.
    for (const suffix of ['-wal', '-shm', '']) await rm(`${target}${suffix}`, { force: true });
    await rename(file, target);
  }

  #sqliteMigrations(file: string): string[] {
    // Read-write: the copy is in WAL mode, and only a writable last connection removes the -wal
    // and -shm files it opens beside the copy on closing, which then stay out of the archive.
    const sqlite = new BetterSqlite3(file, { fileMustExist: true });
    try {
      const known = sqlite.prepare(`select 1 from sqlite_master where type = 'table' and name = ?`).get(MIGRATION_TABLE);
      if (!known) return [];
      return (sqlite.prepare(`select name from ${MIGRATION_TABLE} order by name`).all() as Array<{ name: string }>).map((row) => row.name);
    } finally {
      sqlite.close();
    }
  }

  async #postgresMigrations(): Promise<string[]> {
    return this.#withPostgres(async (client) => {
      const { rows } = await client.query<{ exists: boolean }>(`select to_regclass($1) is not null as exists`, [MIGRATION_TABLE]);
      if (!rows[0]?.exists) return [];
      return (await client.query<{ name: string }>(`select name from ${MIGRATION_TABLE} order by name`)).rows.map((row) => row.name);
    });
  }

  async #withPostgres<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: this.location.databaseUrl! });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }
}
