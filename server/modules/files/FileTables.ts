import type { Generated } from 'kysely';

/* The uploaded files' table, owned by this module: no other module reads it (see tests/boundaries). */

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

// A type alias (not an interface) so Kysely's withTables<…>() accepts it.
export type FileSchema = {
  sys_file: SysFileTable;
};
