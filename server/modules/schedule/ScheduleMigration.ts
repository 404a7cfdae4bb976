import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../../db/Database.ts';
import { DialectColumns } from '../../db/migrations/DialectColumns.ts';

const TIME = 'varchar(19)';

/** The schedule's tables (ScheduleTables.ts). Schema builder only, so SQLite and PostgreSQL get the same tables. */
export function scheduleMigration(dialect: DatabaseDialect): Migration {
  const columns = new DialectColumns(dialect);
  return {
    // Migrations see the database untyped: the schema at this point in history, not today's.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('schedule_event')
        .addColumn('id', 'integer', columns.id)
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('organizer_id', 'integer', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
        .addColumn('title', 'varchar(50)', (c) => c.notNull())
        .addColumn('start_time', TIME, (c) => c.notNull())
        .addColumn('end_time', TIME, (c) => c.notNull())
        .addColumn('all_day', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('location', 'varchar(100)')
        .addColumn('description', 'varchar(500)')
        .addColumn('remind_minutes', 'integer')
        .addColumn('remind_at', 'bigint')
        .addColumn('reminded', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', TIME, (c) => c.notNull())
        .addColumn('update_time', TIME, (c) => c.notNull())
        .execute();
      // A calendar asks for one person's events in a range of one company.
      await db.schema.createIndex('schedule_event_organizer_idx').on('schedule_event').columns(['organizer_id', 'company_id', 'start_time']).execute();
      // The reminder job's question: unsent reminders due by now.
      await db.schema.createIndex('schedule_event_remind_idx').on('schedule_event').columns(['reminded', 'remind_at']).execute();

      await db.schema
        .createTable('schedule_invitee')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('schedule_event.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('schedule_invitee_pk', ['event_id', 'user_id'])
        .execute();
      await db.schema.createIndex('schedule_invitee_user_idx').on('schedule_invitee').column('user_id').execute();
    },

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>): Promise<void> {
      for (const table of ['schedule_invitee', 'schedule_event']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
