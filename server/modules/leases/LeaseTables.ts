/* The table of the work leases, owned by this module: no other module reads it (see tests/boundaries). */

/** Work one server instance is doing that no other may do at the same time (0035; WorkLeases). */
export interface WorkLeaseTable {
  /** What the work is, such as `disk-upload:7`. */
  lease_key: string;
  /** Who holds it: one run of the work, on one instance. */
  holder: string;
  /** Epoch ms; the holder renews it while the work runs, so a lease of an instance that died runs out. */
  expires_at: number;
}

export interface LeaseTables {
  work_lease: WorkLeaseTable;
}

// Every module's Db sees these tables (server/db/Database.ts); only this module reads and writes them.
declare module '../../db/Database.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DatabaseSchema extends LeaseTables {}
}
