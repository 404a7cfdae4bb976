import { sql } from 'kysely';
import type { Clock } from '../../contracts/host.ts';
import type { Db } from '../../db/Database.ts';
import { ClientAddressKey } from './ClientAddressKey.ts';

const WINDOW_MS = 60_000;

/**
 * Requests per minute per client address, counted in the database (rate_window) so that every
 * server instance on it counts the same requests. Each request is one statement — an upsert
 * that starts the address's window again once a minute has passed, else adds one, and returns
 * the count — so two instances counting the same address at once cannot both miss a hit.
 * Nothing is shared between addresses: one address's flood fills only its own window, and no
 * global bound ever refuses another address. Windows a minute old are swept as new ones begin.
 */
export class AddressRateLimit {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Counts a request of `bucket` from `address`; whether it is within `perMinute`. */
  async admit(bucket: string, address: string, perMinute: number): Promise<boolean> {
    const now = this.clock.now();
    const expired = now - WINDOW_MS;
    const stale = sql<boolean>`rate_window.started_at <= ${expired}`;
    const { hits } = await this.db
      .insertInto('rate_window')
      .values({ window_key: `${bucket}|${ClientAddressKey.of(address)}`, started_at: now, hits: 1 })
      .onConflict((oc) =>
        oc.column('window_key').doUpdateSet({
          hits: sql<number>`case when ${stale} then 1 else rate_window.hits + 1 end`,
          started_at: sql<number>`case when ${stale} then ${now} else rate_window.started_at end`,
        }),
      )
      .returning('hits')
      .executeTakeFirstOrThrow();
    // A window just begun: windows that ended are deleted, so the rows are the addresses of the last minute.
    if (Number(hits) === 1) await this.db.deleteFrom('rate_window').where('started_at', '<=', expired).execute();
    return Number(hits) <= perMinute;
  }
}
