import type { Kysely, Migration } from 'kysely';

const ID = 'varchar(64)';
const USER = 'varchar(64)';
const NODE = 'varchar(255)';
const TIME = 'varchar(19)';
const NAME = 'varchar(255)';

/**
 * The engine's tables, built with the schema builder only so the same migration runs on
 * SQLite and PostgreSQL. Ids are text the engine generates, so no dialect-specific
 * auto-numbering is needed.
 */
export const EngineMigration: Required<Migration> = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('wf_definition')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('proc_def_key', NODE, (c) => c.notNull())
      .addColumn('name', NAME, (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('xml', 'text', (c) => c.notNull())
      .addColumn('deployed_by', USER, (c) => c.notNull())
      .addColumn('deployed_at', TIME, (c) => c.notNull())
      .addUniqueConstraint('wf_definition_key_version_uq', ['proc_def_key', 'version'])
      .execute();

    await db.schema
      .createTable('wf_draft')
      .addColumn('proc_def_key', NODE, (c) => c.primaryKey())
      .addColumn('name', NAME, (c) => c.notNull())
      .addColumn('xml', 'text', (c) => c.notNull())
      .addColumn('saved_by', USER, (c) => c.notNull())
      .addColumn('saved_at', TIME, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('wf_instance')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('definition_id', ID, (c) => c.notNull().references('wf_definition.id'))
      .addColumn('proc_def_key', NODE, (c) => c.notNull())
      .addColumn('name', NAME, (c) => c.notNull())
      .addColumn('business_key', NAME)
      .addColumn('initiator', USER, (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('variables', 'text', (c) => c.notNull())
      .addColumn('started_at', TIME, (c) => c.notNull())
      .addColumn('ended_at', TIME)
      .addColumn('next_seq', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('wf_instance_initiator_idx').on('wf_instance').columns(['initiator', 'started_at']).execute();

    await db.schema
      .createTable('wf_execution')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('instance_id', ID, (c) => c.notNull().references('wf_instance.id'))
      .addColumn('node_id', NODE, (c) => c.notNull())
      .addColumn('state', 'varchar(16)', (c) => c.notNull())
      .addColumn('incoming_flow_id', NODE)
      .addColumn('activity_id', ID)
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('created_at', TIME, (c) => c.notNull())
      .addColumn('ended_at', TIME)
      .execute();
    await db.schema.createIndex('wf_execution_instance_idx').on('wf_execution').columns(['instance_id', 'state']).execute();

    await db.schema
      .createTable('wf_task')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('instance_id', ID, (c) => c.notNull().references('wf_instance.id'))
      .addColumn('execution_id', ID, (c) => c.notNull())
      .addColumn('activity_id', ID, (c) => c.notNull())
      .addColumn('node_id', NODE, (c) => c.notNull())
      .addColumn('node_name', NAME, (c) => c.notNull())
      .addColumn('assignee', USER)
      .addColumn('owner', USER)
      .addColumn('delegation_state', 'varchar(16)')
      .addColumn('candidates', 'text', (c) => c.notNull())
      .addColumn('mi_root', ID)
      .addColumn('mi_index', 'integer')
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('handled_by', USER)
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('created_at', TIME, (c) => c.notNull())
      .addColumn('ended_at', TIME)
      .execute();
    await db.schema.createIndex('wf_task_instance_idx').on('wf_task').column('instance_id').execute();
    await db.schema.createIndex('wf_task_assignee_idx').on('wf_task').columns(['assignee', 'status']).execute();
    await db.schema.createIndex('wf_task_status_idx').on('wf_task').columns(['status', 'created_at']).execute();

    await db.schema
      .createTable('wf_activity')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('instance_id', ID, (c) => c.notNull().references('wf_instance.id'))
      .addColumn('node_id', NODE, (c) => c.notNull())
      .addColumn('node_name', NAME, (c) => c.notNull())
      .addColumn('node_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('started_at', TIME, (c) => c.notNull())
      .addColumn('ended_at', TIME)
      .execute();
    await db.schema.createIndex('wf_activity_instance_idx').on('wf_activity').columns(['instance_id', 'seq']).execute();

    await db.schema
      .createTable('wf_taken_flow')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('instance_id', ID, (c) => c.notNull().references('wf_instance.id'))
      .addColumn('flow_id', NODE, (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('taken_at', TIME, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('wf_taken_flow_instance_idx').on('wf_taken_flow').columns(['instance_id', 'seq']).execute();

    await db.schema
      .createTable('wf_action')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('instance_id', ID, (c) => c.notNull().references('wf_instance.id'))
      .addColumn('task_id', ID)
      .addColumn('node_id', NODE, (c) => c.notNull())
      .addColumn('node_name', NAME, (c) => c.notNull())
      .addColumn('user_id', USER, (c) => c.notNull())
      .addColumn('action', 'varchar(32)', (c) => c.notNull())
      .addColumn('comment', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('created_at', TIME, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('wf_action_instance_idx').on('wf_action').columns(['instance_id', 'seq']).execute();
    await db.schema.createIndex('wf_action_user_idx').on('wf_action').columns(['user_id', 'task_id']).execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    for (const table of ['wf_action', 'wf_taken_flow', 'wf_activity', 'wf_task', 'wf_execution', 'wf_instance', 'wf_draft', 'wf_definition']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
