import type { Transaction } from 'kysely';
import { PasswordHasher } from '../security/PasswordHasher.ts';
import type { Db, DatabaseDialect, DatabaseHandle } from './Database.ts';
import { DisplayTime } from './DisplayTime.ts';
import { advanceIdSequence } from './IdSequence.ts';
import { dbTexts } from './zh-CN.ts';

/** What a module's demo rows may use while they are made: reads before the seed's transaction, the time, password hashes. */
export interface DemoSeeding {
  /** The database before the seed writes (to skip costly rows that exist, such as users' password hashes). */
  readonly db: Db;
  readonly dialect: DatabaseDialect;
  /** The seed's start, epoch milliseconds. */
  readonly now: number;
  /** An scrypt hash of a demo password at the server's cost, made once per process for each `owner` (one salt each). */
  passwordHash(owner: string, password: string): Promise<string>;
}

/** The seed's own tables (migration 0040_seed_ledger). */
type SeedLedgerTables = {
  seed_ledger: { table_name: string; row_key: string };
  seed_install: { id: number; demo: number; create_time: string };
};

// The seed writes rows of tables the mechanism does not know: they are untyped here, typed in their module.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DemoTransaction = Transaction<any>;

/**
 * One module's demo rows for one table. Rows carry fixed keys and are written once: the ledger
 * (`seed_ledger`) names each row the seed has written, so a row an administrator deleted or
 * changed is never written again, while a row a later version adds still arrives.
 * `after` names the tables whose demo rows these refer to (foreign keys): those go in first.
 */
export interface DemoRowSet {
  readonly table: string;
  readonly after?: readonly string[];
  /** Rows made at seeding (password hashes, dates relative to today) are a function. */
  readonly rows?: readonly object[] | ((seeding: DemoSeeding) => Promise<readonly object[]>);
  /** The columns that name a row in the ledger (the table's primary key), when they are not `id`. */
  readonly key?: readonly string[];
  /**
   * Rows kept in step with a definition on every start instead (inserted, updated, removed);
   * answers the count inserted. Only for copies of what the code defines and administrators do
   * not own: an administrator's change to such rows is undone at the next start.
   */
  readonly keep?: (tx: DemoTransaction) => Promise<number>;
  /** The database numbers the table's ids: PostgreSQL's sequence must move past the fixed ids. */
  readonly numbered?: boolean;
  /**
   * Rows every install needs, with the demo or without (DEMO_DATA=off): what the code refers to
   * (built-in roles, dictionaries, menus, business forms), not people, companies nor content.
   */
  readonly essential?: boolean;
}

export interface SeedOutcome {
  /** Rows inserted by this run, per table (0 everywhere on a second run). */
  inserted: Record<string, number>;
  /** The demo's rows belong to this database: the modules load their own demo (processes, content) too. */
  demo: boolean;
  /** The demo was asked for on a database installed without it, and left out. */
  demoRefused: boolean;
}

/*
 * A scrypt hash costs ~0.15 s; tests build many fresh databases in one process, so each demo
 * user's hash is made once per process (still one salt per user).
 */
const hashCache = new Map<string, Promise<string>>();

/** The contributed sets, each after the sets of the tables it names; otherwise in contribution order. */
export function seedOrder(sets: readonly DemoRowSet[]): DemoRowSet[] {
  const ordered: DemoRowSet[] = [];
  const waiting = [...sets];
  const pending = (table: string) => waiting.some((set) => set.table === table);
  while (waiting.length > 0) {
    const next = waiting.findIndex((set) => !(set.after ?? []).some((table) => table !== set.table && pending(table)));
    if (next < 0) throw new Error(`演示数据的表依赖存在循环：${waiting.map((set) => set.table).join('、')}`);
    ordered.push(...waiting.splice(next, 1));
  }
  return ordered;
}

/**
 * Loads the rows the modules contribute (organisation, menus, settings, dictionaries, content,
 * forms): the essential ones on every install, the demo's on a database installed with the demo
 * (DEMO_DATA, on by default). Each row is written once, as the ledger records (see DemoRowSet):
 * a second start (or a second server sharing PostgreSQL) writes nothing, and what users edited or
 * deleted stays so. A database seeded before the ledger existed records its rows at its first
 * start with it; a demo row deleted before that start comes back that once.
 */
export class DemoSeed {
  readonly #hasher: PasswordHasher;

  /**
   * `hashCost`: the demo passwords' scrypt cost (the server's PASSWORD_HASH_COST); `demo`: load
   * the demo's rows (DEMO_DATA), honoured on a database installed with the demo or a new one.
   */
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly sets: readonly DemoRowSet[],
    private readonly hashCost: number = PasswordHasher.DEFAULT_COST,
    private readonly demo: boolean = true,
  ) {
    this.#hasher = new PasswordHasher(undefined, hashCost);
  }

  async run(): Promise<SeedOutcome> {
    const ledger = this.handle.db.withTables<SeedLedgerTables>();
    // A schema migrated only up to before 0040 (the migration tests' databases of earlier versions) is seeded as those versions did.
    const withLedger = await ledger.selectFrom('seed_install').select('demo').where('id', '=', 1).executeTakeFirst().then(
      (row) => ({ row }),
      (error: unknown) => {
        // SQLite's "no such table", PostgreSQL's undefined_table; anything else is a real failure.
        if (/no such table|does not exist/.test(String((error as Error).message))) return null;
        throw error;
      },
    );
    const installed = withLedger?.row;
    // The first seed decides: a database installed without the demo never receives its accounts later.
    const demo = this.demo && (installed === undefined || installed.demo === 1);
    const ordered = seedOrder(this.sets.filter((set) => demo || set.essential));
    const seeding: DemoSeeding = {
      db: this.handle.db,
      dialect: this.handle.dialect,
      now: Date.now(),
      passwordHash: (owner, password) => this.#hashFor(owner, password),
    };
    // Rows are made before the transaction: SQLite's single writer should not wait on scrypt.
    const rows = await Promise.all(ordered.map(async (set) => (typeof set.rows === 'function' ? set.rows(seeding) : (set.rows ?? []))));

    const inserted: Record<string, number> = {};
    await this.handle.db.transaction().execute(async (tx) => {
      if (withLedger && !installed) {
        await tx.withTables<SeedLedgerTables>().insertInto('seed_install').values({ id: 1, demo: demo ? 1 : 0, create_time: DisplayTime.format(seeding.now) }).onConflict((oc) => oc.doNothing()).execute();
      }
      for (const [index, set] of ordered.entries()) {
        const count = set.keep ? await set.keep(tx) : await this.#insertOnce(tx, set, rows[index], withLedger !== null);
        inserted[set.table] = (inserted[set.table] ?? 0) + count;
      }
      if (this.handle.dialect === 'postgres') {
        for (const table of new Set(ordered.filter((set) => set.numbered).map((set) => set.table))) await this.#advanceSequence(tx, table);
      }
    });
    return { inserted, demo, demoRefused: this.demo && !demo };
  }

  #hashFor(owner: string, password: string): Promise<string> {
    const key = `${this.hashCost} ${owner} ${password}`;
    let hash = hashCache.get(key);
    if (!hash) {
      hash = this.#hasher.hash(password);
      hashCache.set(key, hash);
    }
    return hash;
  }

  /** Inserts the rows the ledger does not name yet, and names them: a row present already (a database seeded before the ledger) is named too. */
  async #insertOnce(tx: DemoTransaction, set: DemoRowSet, rows: readonly object[], recorded: boolean): Promise<number> {
    if (rows.length === 0) return 0;
    const ledger: Transaction<SeedLedgerTables> = tx;
    const written = recorded ? new Set((await ledger.selectFrom('seed_ledger').select('row_key').where('table_name', '=', set.table).execute()).map((r) => r.row_key)) : new Set<string>();
    const fresh = rows.filter((row) => !written.has(rowKey(set, row)));
    if (fresh.length === 0) return 0;
    // `on conflict do nothing` without a target skips rows clashing on any key, on both dialects.
    const result = await tx
      .insertInto(set.table)
      .values(fresh as never)
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (!recorded) return Number(result.numInsertedOrUpdatedRows ?? 0);
    await ledger
      .insertInto('seed_ledger')
      .values([...new Set(fresh.map((row) => rowKey(set, row)))].map((key) => ({ table_name: set.table, row_key: key })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  async #advanceSequence(tx: DemoTransaction, table: string): Promise<void> {
    await advanceIdSequence(tx, table);
  }
}

/** How the ledger names a row: its key columns' values, as JSON (`[3]`, `[2,1]`). */
export function rowKey(set: Pick<DemoRowSet, 'table' | 'key'>, row: object): string {
  const values = (set.key ?? ['id']).map((column) => {
    const value = (row as Record<string, unknown>)[column];
    if (value === undefined || value === null) throw new Error(dbTexts.seedRowWithoutKey(set.table, column));
    return value;
  });
  return JSON.stringify(values);
}
