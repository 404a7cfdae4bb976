import type { Generated } from 'kysely';

/* The tables of the personal portals, owned by this module: no other module reads them (see tests/boundaries). */

export interface DoorTable {
  id: Generated<number>;
  door_name: string;
  sort: number;
  /** The user who made it (POST /admin/door/insert); null for a portal everyone may use. */
  owner_id: number | null;
  /** A shared portal's own cards for whoever has not chosen (ids, comma-separated, in order); null: every card. */
  card_ids: string | null;
}

/** Which cards a user shows on a portal, in order. */
export interface DoorSettingTable {
  user_id: number;
  door_id: number;
  /** Card ids, comma-separated, in display order. */
  card_ids: string;
}

/** A user's current portal. */
export interface DoorCurrentTable {
  user_id: number;
  door_id: number;
}

export interface DoorTables {
  door: DoorTable;
  door_setting: DoorSettingTable;
  door_current: DoorCurrentTable;
}

// Every module's Db sees these tables (server/db/Database.ts); only this module reads and writes them.
declare module '../../db/Database.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DatabaseSchema extends DoorTables {}
}
