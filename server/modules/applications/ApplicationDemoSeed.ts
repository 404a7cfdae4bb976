import type { Insertable } from 'kysely';
import type { UserDirectory } from '../../app/ServerContracts.ts';
import type { DatabaseDialect } from '../../db/Database.ts';
import { demoAppInstances, demoAppMenus, demoSubmodules } from './ApplicationDemoRows.ts';
import type { ApplicationDb, ApplicationSchema } from './ApplicationTables.ts';
import { advanceIdSequence } from '../../db/IdSequence.ts';

/** One of the demo organisation's people (server/modules/org/OrgDemoRows.ts). */
const DEMO_PERSON = 'zhangsan';
const NUMBERED = ['app_instance', 'app_menu', 'app_submodule'] as const;

/**
 * The demo workbench of the two demo companies, loaded by the module on start (like the
 * demo's contract approval) when the demo organisation exists, so it runs after this
 * module's migration also on a database the demo seed filled long ago. Idempotent: fixed
 * ids, inserted only when absent, so rows edited since stay as they are.
 */
export class ApplicationDemoSeed {
  constructor(
    private readonly db: ApplicationDb,
    private readonly dialect: DatabaseDialect,
    private readonly users: Pick<UserDirectory, 'accountByUsername'>,
  ) {}

  async run(): Promise<Record<string, number>> {
    // A database without the demo people (a test's bare server) has no demo companies either.
    if (!(await this.users.accountByUsername(DEMO_PERSON))) return {};
    return this.db.transaction().execute(async (tx) => {
      const inserted: Record<string, number> = {
        app_instance: await this.#insertMissing(tx, 'app_instance', demoAppInstances),
        app_menu: await this.#insertMissing(tx, 'app_menu', demoAppMenus),
        app_submodule: await this.#insertMissing(tx, 'app_submodule', demoSubmodules),
      };
      // PostgreSQL's identity sequences must move past the fixed ids, or the next new row clashes.
      if (this.dialect === 'postgres') {
        for (const table of NUMBERED) {
          await advanceIdSequence(tx, table);
        }
      }
      return inserted;
    });
  }

  async #insertMissing<T extends (typeof NUMBERED)[number]>(tx: ApplicationDb, table: T, rows: Insertable<ApplicationSchema[T]>[]): Promise<number> {
    const result = await tx
      .insertInto(table)
      .values(rows as never)
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }
}
