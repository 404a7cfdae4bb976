import type { Kysely, Migration } from 'kysely';

/**
 * The open tasks of one instance by one index. With (instance_id) alone, SQLite's planner
 * (no statistics) took the (status, created_at) index for "the user's open task in this
 * instance" and walked every open task of every instance; (instance_id, status, seq) answers
 * it, and the instance's task list in order, from one index.
 */
export const EngineTaskIndexMigration: Required<Migration> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.createIndex('wf_task_instance_status_idx').on('wf_task').columns(['instance_id', 'status', 'seq']).execute();
    await db.schema.dropIndex('wf_task_instance_idx').execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.createIndex('wf_task_instance_idx').on('wf_task').column('instance_id').execute();
    await db.schema.dropIndex('wf_task_instance_status_idx').execute();
  },
};
