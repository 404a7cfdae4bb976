import type { Transaction } from 'kysely';
import { PasswordHasher } from '../security/PasswordHasher.ts';
import type { Db, DatabaseDialect, DatabaseHandle } from './Database.ts';
import { advanceIdSequence } from './IdSequence.ts';

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

// The seed writes rows of tables the mechanism does not know: they are untyped here, typed in their module.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DemoTransaction = Transaction<any>;

/**
 * One module's demo rows for one table. Rows carry fixed keys and are inserted only when absent.
 * `after` names the tables whose demo rows these refer to (foreign keys): those go in first.
 */
export interface DemoRowSet {
  readonly table: string;
  readonly after?: readonly string[];
  /** Rows made at seeding (password hashes, dates relative to today) are a function. */
  readonly rows?: readonly object[] | ((seeding: DemoSeeding) => Promise<readonly object[]>);
  /** Rows kept in step with a definition on every start instead (inserted, updated, removed); answers the count inserted. */
  readonly keep?: (tx: DemoTransaction) => Promise<number>;
  /** The database numbers the table's ids: PostgreSQL's sequence must move past the fixed ones. */
  readonly numbered?: boolean;
}

export interface SeedOutcome {
  /** Rows inserted by this run, per table (0 everywhere on a second run). */
  inserted: Record<string, number>;
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
 * Loads the demo rows the modules contribute (organisation, menus, settings, dictionaries,
 * content, forms). Idempotent: every row has a fixed key and is inserted only when absent, so a
 * second start (or a second server sharing PostgreSQL) changes nothing, and rows users edited
 * stay as they are.
 */
export class DemoSeed {
  readonly #hasher: PasswordHasher;

  /** `hashCost`: the demo passwords' scrypt cost (the server's PASSWORD_HASH_COST). */
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly sets: readonly DemoRowSet[],
    private readonly hashCost: number = PasswordHasher.DEFAULT_COST,
  ) {
    this.#hasher = new PasswordHasher(undefined, hashCost);
  }

  async run(): Promise<SeedOutcome> {
    const ordered = seedOrder(this.sets);
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
      for (const [index, set] of ordered.entries()) {
        const count = set.keep ? await set.keep(tx) : await this.#insertMissing(tx, set.table, rows[index]);
        inserted[set.table] = (inserted[set.table] ?? 0) + count;
      }
      if (this.handle.dialect === 'postgres') {
        for (const table of new Set(ordered.filter((set) => set.numbered).map((set) => set.table))) await this.#advanceSequence(tx, table);
      }
    });
    return { inserted };
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

  async #insertMissing(tx: DemoTransaction, table: string, rows: readonly object[]): Promise<number> {
    if (rows.length === 0) return 0;
    // `on conflict do nothing` without a target skips rows clashing on any key, on both dialects.
    const result = await tx
      .insertInto(table)
      .values(rows as never)
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  async #advanceSequence(tx: DemoTransaction, table: string): Promise<void> {
    await advanceIdSequence(tx, table);
  }
}
