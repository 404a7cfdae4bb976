import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { EmbeddedSqliteDialect } from './EmbeddedSqliteDialect.ts';
import { WalCheckpointer } from './WalCheckpointer.ts';
import { dbTexts } from './zh-CN.ts';

export type DatabaseDialect = 'sqlite' | 'postgres';

/*
 * The stored shape of every table, snake_case as in the database. Conventions that hold on
 * both SQLite and PostgreSQL:
 * - flags are integers 0/1 (`deleted`, `read_status`, `todo_complete`, …) so both drivers
 *   hand back numbers;
 * - the spec's string codes stay strings ('0' active / '1' disabled, ifShow '0' shown);
 * - display times are text `yyyy-MM-dd HH:mm:ss` in server local time (sortable, shown as is);
 * - instants that are compared (token expiry) are epoch milliseconds in a bigint column;
 * - JSON values (a to-do's link) are text holding JSON.
 */

/**
 * The tables every module's `Db` sees. The database layer knows none of them: each module
 * declares those it owns in its folder (`*Tables.ts`) and adds them here by augmenting this
 * interface (`declare module '../../db/Database.ts'`); only that module reads and writes them.
 * Modules with tables of their own only (schedule, disk, …) use `db.withTables<…>()` instead.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DatabaseSchema {}

export type Db = Kysely<DatabaseSchema>;

export interface DatabaseHandle {
  readonly db: Db;
  readonly dialect: DatabaseDialect;
  /** Where the data lives, for the start log (the SQLite file or the PostgreSQL host/db). */
  readonly location: string;
  /** The connections now: the pool's size, those lent to a query or transaction, and callers waiting for one (the metrics' pool use). */
  poolUse(): PoolUse;
  close(): Promise<void>;
}

export interface PoolUse {
  size: number;
  inUse: number;
  waiting: number;
}

export interface DatabaseOptions {
  /** postgres://…; null for the embedded SQLite file. */
  databaseUrl: string | null;
  /** Directory of the SQLite file. */
  dataDir: string;
  /** SQLite file name; ':memory:' for a throw-away database in tests. */
  sqliteFile?: string;
}

/** Connections one instance opens to PostgreSQL at most. */
const PG_POOL_SIZE = 10;

const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/*
 * pg hands bigint and numeric back as strings (they may exceed 2^53). Our bigints are epoch
 * milliseconds and counts, far below that, so both dialects give numbers to the same code.
 * Set per pool rather than globally, so other pg users in the process are unaffected.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

function describePostgres(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL ${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

/** Opens Kysely over PostgreSQL when a URL is given, otherwise over the embedded SQLite file. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, types: pgTypes, max: PG_POOL_SIZE });
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
    const poolUse = () => ({ size: PG_POOL_SIZE, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount });
    return { db, dialect: 'postgres', location: describePostgres(options.databaseUrl), poolUse, close: () => db.destroy() };
  }
  const file = options.sqliteFile === ':memory:' ? ':memory:' : join(options.dataDir, options.sqliteFile ?? 'ronghe.sqlite');
  const sqlite = new BetterSqlite3(file);
  // In WAL mode readers run beside the single writer, and NORMAL syncs at checkpoints rather
  // than at every commit: a crash or restart of the server loses nothing committed (only a
  // power cut can lose the last commits), where FULL would block the event loop on an fsync
  // for every approval. Checkpoints run beside the writer (WalCheckpointer); the main
  // connection's own, at 10,000 pages, and the 64 MiB WAL limit only bound it should that lag.
  let checkpointer: WalCheckpointer | undefined;
  if (file !== ':memory:') {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('wal_autocheckpoint = 10000');
    sqlite.pragma('journal_size_limit = 67108864');
    checkpointer = new WalCheckpointer(file, (message) => console.error(`[db] ${dbTexts.checkpointFailed}${message}`));
  }
  // 64 MiB of page cache instead of 2: the workflow's hot pages stay in memory as the tables grow.
  sqlite.pragma('cache_size = -65536');
  // Foreign keys are off by default in SQLite.
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const dialect = new EmbeddedSqliteDialect(sqlite);
  const db = new Kysely<DatabaseSchema>({ dialect });
  const close = async () => {
    await checkpointer?.stop();
    await db.destroy();
  };
  return { db, dialect: 'sqlite', location: file === ':memory:' ? dbTexts.inMemory : `SQLite ${file}`, poolUse: () => dialect.use(), close };
}
