import { sql, type Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { EngineMigration } from '../engine/EngineMigration.ts';
import { EngineTaskIndexMigration } from '../engine/EngineTaskIndexMigration.ts';
import { openDatabase } from './Database.ts';
import { migrateToLatest, schemaMigrations, type SchemaMigration } from './Migrations.ts';

const table = (name: string): Migration => ({ up: async (db) => void (await db.schema.createTable(name).addColumn('id', 'integer').execute()) });

const NAMES = ['0001_initial', '0002_engine', '0003_workflow', '0004_files_and_layouts', '0005_engine_task_index', '0006_definition_tenants', '0011_disk', '0040_seed_ledger', '0901_earlier', '0902_later'];

describe('the schema migrations', () => {
  it('run the history, the seed ledger and the modules’ migrations in the order of their names', async () => {
    const contributed: SchemaMigration[] = [
      // The history's 0006 gives the engine's definitions a company: the engine's tables come first.
      { name: '0002_engine', migration: () => EngineMigration },
      { name: '0005_engine_task_index', migration: () => EngineTaskIndexMigration },
      { name: '0902_later', migration: () => table('later') },
      { name: '0901_earlier', migration: () => table('earlier') },
    ];
    expect(Object.keys(schemaMigrations('sqlite', contributed))).toEqual(NAMES);
    const handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    try {
      expect((await migrateToLatest(handle, contributed)).applied).toEqual(NAMES);
      expect((await sql`select name from sqlite_master where name in ('earlier', 'later')`.execute(handle.db)).rows).toHaveLength(2);
      expect((await migrateToLatest(handle, contributed)).applied).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it('refuse a name contributed twice', () => {
    const twice = { name: '0901_same', migration: () => table('same') };
    expect(() => schemaMigrations('sqlite', [twice, twice])).toThrow('0901_same');
  });
});
