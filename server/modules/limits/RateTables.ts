/* The table of the per-address request limits, owned by this module: no other module reads it (see tests/boundaries). */

/** One client address's requests of one limit in the current minute (0043; AddressRateLimit). */
export interface RateWindowTable {
  /** The limit and the address, such as `captcha|203.0.113.7`. */
  window_key: string;
  /** Epoch ms the window began; the count starts again a window later. */
  started_at: number;
  hits: number;
}

export interface RateTables {
  rate_window: RateWindowTable;
}

// Every module's Db sees these tables (server/db/Database.ts); only this module reads and writes them.
declare module '../../db/Database.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DatabaseSchema extends RateTables {}
}
