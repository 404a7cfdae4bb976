import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../../db/Database.ts';
import { DialectColumns } from '../../db/migrations/DialectColumns.ts';

const TIME = 'varchar(19)';

/**
 * 0021_classroom: 智慧课堂's content (items of five sections, people, exams and their
 * questions) and each learner's records (exam results, video progress), ClassroomTables.ts.
 * Schema builder only, so SQLite and PostgreSQL get the same tables.
 */
export function classroomMigration(dialect: DatabaseDialect): Migration {
  const columns = new DialectColumns(dialect);
  return {
    // Migrations see the database untyped: the schema at this point in history, not today's.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('classroom_person')
        .addColumn('id', 'integer', columns.id)
        .addColumn('name', 'varchar(30)', (c) => c.notNull())
        .addColumn('role', 'varchar(10)', (c) => c.notNull())
        .addColumn('title', 'varchar(50)', (c) => c.notNull())
        .addColumn('organisation', 'varchar(50)', (c) => c.notNull())
        .addColumn('intro', 'text', (c) => c.notNull())
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await db.schema
        .createTable('classroom_item')
        .addColumn('id', 'integer', columns.id)
        .addColumn('section', 'varchar(30)', (c) => c.notNull())
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('summary', 'varchar(300)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('category', 'varchar(20)', (c) => c.notNull())
        .addColumn('person_id', 'integer', (c) => c.references('classroom_person.id').onDelete('set null'))
        .addColumn('cover', 'varchar(60)')
        .addColumn('video', 'varchar(60)')
        .addColumn('duration', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('publish_time', TIME, (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // A section's page: its published items, newest first.
      await db.schema.createIndex('classroom_item_section_idx').on('classroom_item').columns(['section', 'published', 'publish_time']).execute();
      await db.schema.createIndex('classroom_item_person_idx').on('classroom_item').column('person_id').execute();

      await db.schema
        .createTable('classroom_exam')
        .addColumn('id', 'integer', columns.id)
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('intro', 'text', (c) => c.notNull())
        .addColumn('duration_minutes', 'integer', (c) => c.notNull())
        .addColumn('pass_score', 'integer', (c) => c.notNull())
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('publish_time', TIME, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('classroom_exam_question')
        .addColumn('id', 'integer', columns.id)
        .addColumn('exam_id', 'integer', (c) => c.notNull().references('classroom_exam.id').onDelete('cascade'))
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('stem', 'varchar(500)', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('answer', 'varchar(10)', (c) => c.notNull())
        .addColumn('score', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('classroom_exam_question_exam_idx').on('classroom_exam_question').columns(['exam_id', 'sort']).execute();

      await db.schema
        .createTable('classroom_exam_result')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
        .addColumn('exam_id', 'integer', (c) => c.notNull().references('classroom_exam.id').onDelete('cascade'))
        .addColumn('score', 'integer', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('passed', 'integer', (c) => c.notNull())
        .addColumn('submit_time', TIME, (c) => c.notNull())
        .addPrimaryKeyConstraint('classroom_exam_result_pk', ['user_id', 'exam_id'])
        .execute();

      await db.schema
        .createTable('classroom_progress')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
        .addColumn('item_id', 'integer', (c) => c.notNull().references('classroom_item.id').onDelete('cascade'))
        .addColumn('seconds', 'integer', (c) => c.notNull())
        .addColumn('update_time', TIME, (c) => c.notNull())
        .addPrimaryKeyConstraint('classroom_progress_pk', ['user_id', 'item_id'])
        .execute();
    },

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>): Promise<void> {
      for (const table of ['classroom_progress', 'classroom_exam_result', 'classroom_exam_question', 'classroom_exam', 'classroom_item', 'classroom_person']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
