import { sql, type Insertable, type Transaction } from 'kysely';
import { PasswordHasher } from '../security/PasswordHasher.ts';
import type { DatabaseHandle } from './Database.ts';
import { DisplayTime } from './DisplayTime.ts';
import type { WorkflowSchema } from '../modules/workflow/WorkflowTables.ts';
import type { DatabaseSchema } from './Tables.ts';
import { DEPLOY_ERROR_DICT, WorkflowSeed } from './WorkflowSeed.ts';
import {
  DEMO_PASSWORD,
  demoBooks,
  demoCompanies,
  demoDepts,
  demoDictItems,
  demoDictTypes,
  demoDoors,
  demoMemberships,
  demoMenus,
  demoMessages,
  demoNews,
  demoPlatformSetting,
  demoRolePermissions,
  demoRoles,
  demoTagUsers,
  demoTags,
  demoTodos,
  demoUserRoles,
  demoPasswordAges,
  demoUsers,
} from './DemoData.ts';

type Tx = Transaction<DatabaseSchema>;

/** Tables whose ids the database numbers; PostgreSQL's sequences must move past the seed's fixed ids. */
const NUMBERED_TABLES = [
  'dept', 'sys_user', 'role', 'tag', 'menu', 'dict_item', 'door', 'message', 'todo', 'website_news', 'website_book',
] as const;

export interface SeedOutcome {
  /** Rows inserted by this run, per table (0 everywhere on a second run). */
  inserted: Record<string, number>;
}

/*
 * A scrypt hash costs ~0.15 s; tests build many fresh databases in one process, so each demo
 * user's hash is made once per process (still one salt per user).
 */
const hashCache = new Map<string, Promise<string>>();

/**
 * Loads the demo organisation, menus, settings, dictionaries and content. Idempotent: every
 * row has a fixed key and is inserted only when absent, so a second start (or a second
 * server sharing PostgreSQL) changes nothing, and rows users edited stay as they are.
 */
export class DemoSeed {
  readonly #hasher: PasswordHasher;

  /** `hashCost`: the demo passwords' scrypt cost (the server's PASSWORD_HASH_COST). */
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly hashCost: number = PasswordHasher.DEFAULT_COST,
  ) {
    this.#hasher = new PasswordHasher(undefined, hashCost);
  }

  async run(): Promise<SeedOutcome> {
    const existing = new Set((await this.handle.db.selectFrom('sys_user').select('username').execute()).map((r) => r.username));
    const newUsers = demoUsers.filter((u) => !existing.has(u.username));
    // Hash before the transaction: SQLite's single writer should not wait on scrypt.
    const hashes = await Promise.all(newUsers.map((u) => this.#hashFor(u.username)));
    // The demo password counts as set today, so the expiry reminder does not greet a new install.
    const now = Date.now();
    const setAt = (username: string) => DisplayTime.format(now - (demoPasswordAges[username] ?? 0) * 24 * 3600 * 1000);
    const users = newUsers.map((u, i) => ({ ...u, password_hash: hashes[i], pass_update_time: setAt(u.username) }));

    const inserted: Record<string, number> = {};
    await this.handle.db.transaction().execute(async (tx) => {
      const put = async <T extends keyof DatabaseSchema>(table: T, rows: Insertable<DatabaseSchema[T]>[]): Promise<void> => {
        inserted[table] = (inserted[table] ?? 0) + (await this.#insertMissing(tx, table, rows));
      };
      await put('dept', demoDepts);
      await put('company', demoCompanies);
      await put('sys_user', users);
      await put('user_company', demoMemberships);
      await put('role', demoRoles);
      await put('user_role', demoUserRoles);
      await put('role_permission', demoRolePermissions);
      await put('tag', demoTags);
      await put('tag_user', demoTagUsers);
      await put('menu', demoMenus);
      await put('platform_setting', [demoPlatformSetting]);
      await put('dict_type', demoDictTypes);
      // The deploy error dictionary comes from contracts/bpmn through WorkflowSeed, never retyped here.
      await put('dict_item', demoDictItems.filter((item) => item.dict_type !== DEPLOY_ERROR_DICT));
      await put('door', demoDoors);
      await put('message', demoMessages);
      await put('todo', demoTodos);
      await put('website_news', demoNews);
      await put('website_book', demoBooks);
      for (const [table, count] of Object.entries(await new WorkflowSeed(tx.withTables<WorkflowSchema>(), this.handle.dialect).run())) {
        inserted[table] = (inserted[table] ?? 0) + count;
      }
      if (this.handle.dialect === 'postgres') await this.#advanceSequences(tx);
    });
    return { inserted };
  }

  #hashFor(username: string): Promise<string> {
    const key = `${this.hashCost} ${username}`;
    let hash = hashCache.get(key);
    if (!hash) {
      hash = this.#hasher.hash(DEMO_PASSWORD);
      hashCache.set(key, hash);
    }
    return hash;
  }

  async #insertMissing<T extends keyof DatabaseSchema>(tx: Tx, table: T, rows: Insertable<DatabaseSchema[T]>[]): Promise<number> {
    if (rows.length === 0) return 0;
    // `on conflict do nothing` without a target skips rows clashing on any key, on both dialects.
    const result = await tx
      .insertInto(table)
      .values(rows as never)
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  async #advanceSequences(tx: Tx): Promise<void> {
    for (const table of NUMBERED_TABLES) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 0) + 1 from ${sql.table(table)}), false)`.execute(tx);
    }
  }
}
