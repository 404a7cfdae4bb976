import { randomUUID } from 'node:crypto';
import type { WorkLeases as WorkLeasesContract } from '../../contracts/leases.ts';
import type { Db } from '../../db/Database.ts';

export interface WorkLeaseTimes {
  /** How long a lease lasts unless renewed: a lease of an instance that died frees itself this late. */
  ttlMs: number;
  /** How often a waiting run asks for the lease again. */
  pollMs: number;
  /** The wall clock (leases are compared across instances, so never a test's moved clock). */
  now: () => number;
}

const DEFAULT_TIMES: WorkLeaseTimes = { ttlMs: 30_000, pollMs: 250, now: () => Date.now() };

/**
 * Leases in the database on work one server instance at a time may do. Taking a lease is one
 * upsert that succeeds only where no lease is or the last one ran out, so two instances cannot
 * both take it; the holder renews it every third of its lifetime while the work runs and drops it
 * after. An instance that dies stops renewing, and its lease frees itself within `ttlMs`, so
 * nothing stays stuck. Instances' clocks must agree to within a fraction of `ttlMs` (NTP does).
 */
export class WorkLeases implements WorkLeasesContract {
  readonly #times: WorkLeaseTimes;

  constructor(
    private readonly db: Db,
    times: Partial<WorkLeaseTimes> = {},
    private readonly report: (error: unknown) => void = () => undefined,
  ) {
    this.#times = { ...DEFAULT_TIMES, ...times };
  }

  async tryRun<T>(key: string, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    const holder = randomUUID();
    if (!(await this.#take(key, holder))) return { ran: false };
    return { ran: true, value: await this.#holding(key, holder, work) };
  }

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const holder = randomUUID();
    while (!(await this.#take(key, holder))) await new Promise((resolve) => setTimeout(resolve, this.#times.pollMs));
    return this.#holding(key, holder, work);
  }

  async #take(key: string, holder: string): Promise<boolean> {
    const now = this.#times.now();
    // Leases left behind by instances that died, on keys nobody asked for since.
    await this.db.deleteFrom('work_lease').where('expires_at', '<=', now - this.#times.ttlMs).execute();
    const taken = await this.db
      .insertInto('work_lease')
      .values({ lease_key: key, holder, expires_at: now + this.#times.ttlMs })
      .onConflict((oc) =>
        oc
          .column('lease_key')
          .doUpdateSet({ holder: (eb) => eb.ref('excluded.holder'), expires_at: (eb) => eb.ref('excluded.expires_at') })
          .where('work_lease.expires_at', '<=', now),
      )
      .executeTakeFirst();
    return Number(taken.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async #holding<T>(key: string, holder: string, work: () => Promise<T>): Promise<T> {
    const renewal = setInterval(() => {
      this.db
        .updateTable('work_lease')
        .set({ expires_at: this.#times.now() + this.#times.ttlMs })
        .where('lease_key', '=', key)
        .where('holder', '=', holder)
        .execute()
        .catch(this.report);
    }, Math.max(1, Math.floor(this.#times.ttlMs / 3)));
    // The work keeps the process alive if anything does, not its lease's renewal.
    renewal.unref();
    try {
      return await work();
    } finally {
      clearInterval(renewal);
      await this.db.deleteFrom('work_lease').where('lease_key', '=', key).where('holder', '=', holder).execute();
    }
  }
}
