import type { Generated } from 'kysely';

/* The tables of the personal portals, owned by this module: no other module reads them (see tests/boundaries). */

export interface DoorTable {
  id: Generated<number>;
  door_name: string;
  sort: number;
}

export interface DoorTables {
  door: DoorTable;
}
