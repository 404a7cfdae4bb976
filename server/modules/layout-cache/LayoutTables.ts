import type { Generated } from 'kysely';

/* The saved table layouts, owned by this module: no other module reads them (see tests/boundaries). */

/** A user's saved column layout of one table (the browser's DataTable settings). */
export interface TableLayoutTable {
  id: Generated<number>;
  user_id: number;
  /** The browser-built key: `table:options:{userId}:{hash of the table's columns}`. */
  md5: string;
  /** The layout's own key, as the browser sent it. */
  table_key: string;
  /** JSON text: the list of columns. */
  options: string;
  update_time: string;
}

// A type alias (not an interface) so Kysely's withTables<…>() accepts it.
export type LayoutSchema = {
  table_layout: TableLayoutTable;
};
