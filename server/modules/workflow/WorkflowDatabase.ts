import type { Kysely } from 'kysely';
import type { DatabaseSchema, Db } from '../../db/Database.ts';
import type { WorkflowSchema } from './WorkflowTables.ts';
import type { EngineDatabase } from '../../engine/index.ts';

/** The server's tables, the engine's and the workflow API's own, for queries that join them. */
export type WorkflowTables = DatabaseSchema & EngineDatabase & WorkflowSchema;
export type WorkflowDb = Kysely<WorkflowTables>;

/** The same handle, typed for all three; the tables exist once migrations 0002 and 0003 ran. */
export function workflowDb(db: Db): WorkflowDb {
  return db as unknown as WorkflowDb;
}
