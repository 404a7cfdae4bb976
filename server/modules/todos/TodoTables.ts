import type { Generated } from 'kysely';

/* The tables of the to-dos, owned by this module: no other module reads them (see tests/boundaries). */

export interface TodoTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  todo_title: string;
  create_by_username: string | null;
  create_by: number | null;
  create_time: string;
  application_name: string | null;
  expire_time: string | null;
  todo_content: string | null;
  todo_complete: number;
  /** 'passed' or 'returned' once complete. */
  complete_result: string | null;
  application_type: string | null;
  /** JSON text, e.g. {"procInstId":…,"taskId":…}. */
  link: string | null;
}

export interface TodoTables {
  todo: TodoTable;
}

// Every module's Db sees these tables (server/db/Database.ts); only this module reads and writes them.
declare module '../../db/Database.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DatabaseSchema extends TodoTables {}
}
