import { sql, type Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { EngineMigration } from '../engine/EngineMigration.ts';
import { EngineTaskIndexMigration } from '../engine/EngineTaskIndexMigration.ts';
import { openDatabase } from './Database.ts';
import { DatabaseTooNew, migrateToLatest, schemaMigrations, type SchemaMigration } from './Migrations.ts';

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
      expect((await migrateToLatest(handle, contributed, '1.0.0')).applied).toEqual(NAMES);
      expect((await sql`select name from sqlite_master where name in ('earlier', 'later')`.execute(handle.db)).rows).toHaveLength(2);
      expect((await migrateToLatest(handle, contributed, '1.0.0')).applied).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it('record the release that applied each migration, and a later release what it adds', async () => {
    const first: SchemaMigration[] = [
      { name: '0002_engine', migration: () => EngineMigration },
      { name: '0901_earlier', migration: () => table('earlier') },
    ];
    const handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    try {
      await migrateToLatest(handle, first, '1.0.0');
      await migrateToLatest(handle, [...first, { name: '0902_later', migration: () => table('later') }], '1.1.0');
      const recorded = await sql<{ migration_name: string; release: string }>`select migration_name, release from schema_release order by migration_name`.execute(handle.db);
      expect(recorded.rows.map((r) => `${r.migration_name}@${r.release}`)).toEqual([
        '0001_initial@1.0.0',
        '0002_engine@1.0.0',
        '0003_workflow@1.0.0',
        '0004_files_and_layouts@1.0.0',
        '0006_definition_tenants@1.0.0',
        '0011_disk@1.0.0',
        '0040_seed_ledger@1.0.0',
        '0901_earlier@1.0.0',
        '0902_later@1.1.0',
      ]);
    } finally {
      await handle.close();
    }
  });

  it('refuse a database a newer release has migrated, naming its migrations and the release they need, and run nothing', async () => {
    const engine: SchemaMigration[] = [{ name: '0002_engine', migration: () => EngineMigration }];
    const newer: SchemaMigration[] = [
      ...engine,
      { name: '0910_newer', migration: () => table('newer') },
      { name: '0920_newest', migration: () => table('newest') },
    ];
    const handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    try {
      await migrateToLatest(handle, engine, '0.9.0');
      await migrateToLatest(handle, newer.slice(0, 2), '0.10.0');
      await migrateToLatest(handle, newer, '0.10.2');
      // This build knows a migration the newer one did not run: it must not run it either.
      const older = [...engine, { name: '0905_only_here', migration: () => table('only_here') }];
      const refusal = await migrateToLatest(handle, older, '0.9.0').catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DatabaseTooNew);
      expect(refusal).toMatchObject({ unknown: ['0910_newer', '0920_newest'], needs: '0.10.2', running: '0.9.0' });
      expect((refusal as Error).message).toContain('0910_newer、0920_newest');
      expect((refusal as Error).message).toContain('需要融合平台 0.10.2 或更新的版本');
      expect((await sql`select name from sqlite_master where name = 'only_here'`.execute(handle.db)).rows).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it('refuse a newer database whose migrations name no release, saying a newer version is needed', async () => {
    const handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    try {
      const engine: SchemaMigration[] = [{ name: '0002_engine', migration: () => EngineMigration }];
      await migrateToLatest(handle, engine, '1.0.0');
      await sql`insert into kysely_migration (name, timestamp) values ('0999_unrecorded', '2026-01-01T00:00:00.000Z')`.execute(handle.db);
      const refusal = await migrateToLatest(handle, engine, '1.0.0').catch((error: unknown) => error);
      expect(refusal).toMatchObject({ unknown: ['0999_unrecorded'], needs: null });
      expect((refusal as Error).message).toContain('需要更新版本的融合平台');
    } finally {
      await handle.close();
    }
  });

  it('refuse a name contributed twice', () => {
    const twice = { name: '0901_same', migration: () => table('same') };
    expect(() => schemaMigrations('sqlite', [twice, twice])).toThrow('0901_same');
  });
});
