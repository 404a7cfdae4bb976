import type { Generated } from 'kysely';

/*
 * The stored shape of the tables migration 0004 adds: uploaded files and saved table layouts.
 * House conventions as in Tables.ts: display times are `yyyy-MM-dd HH:mm:ss` text, JSON values
 * are text holding JSON.
 */

/** One uploaded file, stored on disk under {DATA_DIR}/files/{bucket}/{file_name}. */
export interface SysFileTable {
  id: Generated<number>;
  /** The upload's folder: letters, digits, '-' and '_' only, at most 20 characters. */
  bucket: string;
  /** The generated name on disk: a random id and the original's lower-cased extension. */
  file_name: string;
  /** The name the user's file had, shown again on download. */
  original_name: string;
  /** Bytes. */
  size: number;
  /** The MIME type the server assigned from the extension (never the browser's claim). */
  type: string;
  /** The company the upload was made in: its members may read the file. */
  company_id: number;
  created_by: number;
  create_time: string;
}

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
export type FileAndLayoutSchema = {
  sys_file: SysFileTable;
  table_layout: TableLayoutTable;
};
