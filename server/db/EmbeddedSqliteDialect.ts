import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';

/** Prepared statements kept per SQL text; past this many the least recently used one is dropped. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite dialect with a driver fit for a server under load. Kysely's own driver
 * prepares every statement again (a sixth of the server's CPU in the workflow bench) and wakes
 * every waiter for the single connection at once, so under 50 clients a request could lose the
 * race for the connection again and again and wait seconds; this one keeps prepared statements
 * and hands the connection over in arrival order.
 */
export class EmbeddedSqliteDialect extends SqliteDialect {
  readonly #database: BetterSqlite3.Database;
  #driver: QueuedSqliteDriver | undefined;

  constructor(database: BetterSqlite3.Database) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    return (this.#driver = new QueuedSqliteDriver(this.#database));
  }

  /** The one connection: lent or not, and how many callers wait for it (the metrics' pool use). */
  use(): { size: number; inUse: number; waiting: number } {
    return { size: 1, inUse: this.#driver?.busy ? 1 : 0, waiting: this.#driver?.waiting ?? 0 };
  }
}

class QueuedSqliteDriver implements Driver {
  readonly #database: BetterSqlite3.Database;
  readonly #connection: PreparedSqliteConnection;
  readonly #waiters: (() => void)[] = [];
  #busy = false;

  constructor(database: BetterSqlite3.Database) {
    this.#database = database;
    this.#connection = new PreparedSqliteConnection(database);
  }

  async init(): Promise<void> {}

  get busy(): boolean {
    return this.#busy;
  }

  get waiting(): number {
    return this.#waiters.length;
  }

  acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#busy) {
      this.#busy = true;
      return Promise.resolve(this.#connection);
    }
    return new Promise((resolve) => this.#waiters.push(() => resolve(this.#connection)));
  }

  async releaseConnection(): Promise<void> {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#busy = false;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteName(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoteName(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoteName(name)}`));
  }

  async destroy(): Promise<void> {
    this.#database.close();
  }
}

function quoteName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

class PreparedSqliteConnection implements DatabaseConnection {
  readonly #database: BetterSqlite3.Database;
  readonly #statements = new Map<string, BetterSqlite3.Statement>();

  constructor(database: BetterSqlite3.Database) {
    this.#database = database;
  }

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.#prepare(compiledQuery.sql);
    const parameters = compiledQuery.parameters as unknown[];
    if (statement.reader) return Promise.resolve({ rows: statement.all(parameters) as R[] });
    const { changes, lastInsertRowid } = statement.run(parameters);
    return Promise.resolve({ numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] });
  }

  // A statement being iterated is busy until the loop ends, so a stream gets its own.
  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    for (const row of this.#database.prepare(compiledQuery.sql).iterate(compiledQuery.parameters as unknown[])) yield { rows: [row as R] };
  }

  #prepare(sql: string): BetterSqlite3.Statement {
    const cached = this.#statements.get(sql);
    if (cached) {
      // Map keeps insertion order: moving the hit to the end makes the first key the least recently used.
      this.#statements.delete(sql);
      this.#statements.set(sql, cached);
      return cached;
    }
    const statement = this.#database.prepare(sql);
    this.#statements.set(sql, statement);
    if (this.#statements.size > STATEMENT_CACHE_SIZE) this.#statements.delete(this.#statements.keys().next().value as string);
    return statement;
  }
}
