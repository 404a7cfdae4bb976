import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A definition version's state (issue 22 §4): active, suspended (nobody starts it until it is
 * activated again) or retired (never started again). Every version deployed before is active.
 * Starts look up a key's newest version that is not retired, by the key's index.
 */
export const EngineDefinitionStateMigration: Required<Migration> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('wf_definition').addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('active')).execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await sql`alter table wf_definition drop column state`.execute(db);
  },
};
