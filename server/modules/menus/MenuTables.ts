import type { Generated } from 'kysely';

/* The tables of the menus, owned by this module: no other module reads them (see tests/boundaries). */

export interface MenuTable {
  id: Generated<number>;
  parent_id: number;
  name: string;
  label: string;
  path: string;
  icon: string | null;
  sort: number;
  /** 1 keeps the page alive between tab switches. */
  keep_alive: number;
  /** '0' shown, '1' hidden. */
  if_show: string;
  /** Authority needed to see the item; null for everybody. */
  permission: string | null;
  /** '0' a route of the app, '1' an external link. */
  link_type: string;
  /** 'front': the workbench's top menu (getUserMenu); 'portal': the public site's navigation (getUserMenuNotToken). */
  menu_type: string;
}

export interface MenuTables {
  menu: MenuTable;
}

// Every module's Db sees these tables (server/db/Database.ts); only this module reads and writes them.
declare module '../../db/Database.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DatabaseSchema extends MenuTables {}
}
