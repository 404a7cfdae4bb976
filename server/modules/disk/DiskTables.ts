import type { Generated } from 'kysely';

/* The personal disk's table, owned by this module: no other module reads it (see tests/boundaries). */

/**
 * One folder or file of a user's disk in one company. The bytes of a file are in the files
 * module's store under the bucket `disk` and `stored_name`; folders have none.
 */
export interface DiskItemTable {
  id: Generated<number>;
  company_id: number;
  owner_id: number;
  /** The folder it is in; 0 is the disk's root. */
  parent_id: number;
  kind: 'folder' | 'file';
  /** Unique among the items of its folder (a unique index: two requests at once cannot both win). */
  name: string;
  /** Bytes (0 for a folder). A bigint column: PostgreSQL hands it back as a string, so readers use Number(). */
  size: number | string;
  /** The file's name in the byte store: 32 hex digits and `.bin`; null for a folder. */
  stored_name: string | null;
  create_time: string;
  update_time: string;
}

// A type alias (not an interface) so Kysely's withTables<…>() accepts it.
export type DiskSchema = {
  disk_item: DiskItemTable;
};
