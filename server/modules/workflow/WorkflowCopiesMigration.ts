import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../../db/Database.ts';
import { DialectColumns } from '../../db/migrations/DialectColumns.ts';

/**
 * 抄送 (issue 11): one row per person a task was copied to. It is what makes the recipient a
 * reader of the instance and what the 抄送我的 list reads; the engine's action row (the
 * history's 抄送) is written in the same transaction. Schema builder only, so SQLite and
 * PostgreSQL get the same table.
 */
export function workflowCopiesMigration(dialect: DatabaseDialect): Migration {
  const columns = new DialectColumns(dialect);
  return {
    // Migrations see the database untyped: the schema at this point in history, not today's.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('wf_copy')
        // Numbered in copy order: times have whole seconds, this breaks the list's ties.
        .addColumn('id', 'integer', columns.id)
        .addColumn('proc_inst_id', 'varchar(64)', (c) => c.notNull().references('wf_instance.id').onDelete('cascade'))
        .addColumn('task_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('copied_by', 'integer', (c) => c.notNull())
        .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
        .execute();
      // 抄送我的 reads a user's copies within one company; the reader check asks by instance and user.
      await db.schema.createIndex('wf_copy_user_idx').on('wf_copy').columns(['user_id', 'company_id']).execute();
      await db.schema.createIndex('wf_copy_instance_idx').on('wf_copy').columns(['proc_inst_id', 'user_id']).execute();
    },

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('wf_copy').ifExists().execute();
    },
  };
}
