import type { Generated, Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/Database.ts';

/* The table of 通知公告, owned by this module: no other module reads it (see tests/boundaries). */

/** A notice one company's administrator published to its staff. */
export interface NoticeTable {
  id: Generated<number>;
  company_id: number;
  title: string;
  /** Plain text, paragraphs on their own lines. */
  content: string;
  notice_type: string | null;
  /** The publisher's name as it was when published. */
  create_by: string | null;
  create_time: string;
}

// A type alias (not an interface) so Kysely's withTables<…>() accepts it.
export type NoticeSchema = {
  notice: NoticeTable;
};

export type NoticeDb = Kysely<DatabaseSchema & NoticeSchema>;
