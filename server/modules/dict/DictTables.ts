import type { Generated } from 'kysely';

/* The tables of the dictionaries, owned by this module: no other module reads them (see tests/boundaries). */

export interface DictTypeTable {
  dict_type: string;
  description: string;
}

export interface DictItemTable {
  id: Generated<number>;
  dict_type: string;
  label: string;
  value: string;
  sort: number;
  /** 1: added by an administrator; 0: the system's (seeded, the code relies on it), which administrators cannot change or delete. */
  custom: Generated<number>;
}

export interface DictTables {
  dict_type: DictTypeTable;
  dict_item: DictItemTable;
}

// Every module's Db sees these tables (server/db/Database.ts); only this module reads and writes them.
declare module '../../db/Database.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DatabaseSchema extends DictTables {}
}
