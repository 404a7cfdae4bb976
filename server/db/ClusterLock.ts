import { sql } from 'kysely';
import type { DatabaseHandle } from './Database.ts';

/** The first half of every advisory lock key of ours ('Rong'), so other applications sharing the database keep theirs. */
const RONGHE = 0x526f6e67;

/**
 * Work that runs on one instance at a time across every server on one PostgreSQL: the
 * start-up's migration and demo seed, a periodic job's tick. Each names a fixed key here, so
 * no two kinds of work can share one by accident.
 */
export const ClusterLockKeys = Object.freeze({
  migrations: 1,
  scheduleReminders: 2,
  backup: 3,
});

export type ClusterLockKey = keyof typeof ClusterLockKeys;

/**
 * PostgreSQL session advisory locks, held on one connection of the pool for the length of the
 * work and released after it (the work itself runs on other connections). A server that dies
 * drops its connection, and PostgreSQL drops its locks with it: nothing stays locked. SQLite
 * serves one process only, so there the work simply runs.
 */
export class ClusterLock {
  constructor(private readonly database: Pick<DatabaseHandle, 'db' | 'dialect'>) {}

  /**
   * Waits until no other instance holds the key, then holds it until `release` is called (for
   * work spread over several steps, as the start-up's).
   */
  async hold(key: ClusterLockKey): Promise<{ release(): Promise<void> }> {
    if (this.database.dialect !== 'postgres') return { release: async () => undefined };
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const taken = new Promise<void>((resolve) => (locked = resolve));
    const held = this.database.db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${RONGHE}, ${ClusterLockKeys[key]})`.execute(connection);
      try {
        locked();
        await released;
      } finally {
        await sql`select pg_advisory_unlock(${RONGHE}, ${ClusterLockKeys[key]})`.execute(connection);
      }
    });
    // Taking the lock failed (the database went away): that failure is the caller's.
    await Promise.race([taken, held]);
    return {
      release: async () => {
        release();
        await held;
      },
    };
  }

  /** Runs `work` unless another instance is running work under the key right now; `undefined` when skipped. */
  async ifFree<T>(key: ClusterLockKey, work: () => Promise<T>): Promise<T | undefined> {
    if (this.database.dialect !== 'postgres') return work();
    return this.database.db.connection().execute(async (connection) => {
      const { rows } = await sql<{ taken: boolean }>`select pg_try_advisory_lock(${RONGHE}, ${ClusterLockKeys[key]}) as taken`.execute(connection);
      if (!rows[0]?.taken) return undefined;
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${RONGHE}, ${ClusterLockKeys[key]})`.execute(connection);
      }
    });
  }
}
