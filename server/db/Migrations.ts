import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseDialect, DatabaseHandle } from './Database.ts';
import { initialMigration } from './migrations/0001_initial.ts';
import { workflowMigration } from './migrations/0003_workflow.ts';
import { filesAndLayoutsMigration } from './migrations/0004_files_and_layouts.ts';
import { definitionTenantsMigration } from './migrations/0006_definition_tenants.ts';
import { diskMigration } from './migrations/0011_disk.ts';
import { seedLedgerMigration } from './migrations/0040_seed_ledger.ts';
import { dbTexts } from './zh-CN.ts';

/**
 * One migration of the schema under the name databases record it by (never renamed: databases
 * in the field have it). Modules contribute theirs (SchemaMigrations of server/contracts/host.ts); the name's
 * number orders them.
 */
export interface SchemaMigration {
  readonly name: string;
  readonly migration: (dialect: DatabaseDialect) => Migration;
}

/*
 * History: migrations written before modules brought their own, which each span several modules'
 * tables (0001 the organisation, auth, menus, settings, dictionaries, doors, messages, to-dos and
 * site; 0003 the workflow's tables and the contract form's; 0004 files and table layouts; 0006
 * reads the organisation to give the engine's definitions a company; 0011 makes the disk's table
 * and repoints the menus' 网盘). Splitting them would rewrite what databases have recorded, so
 * they stay here as they were. Every other migration, and every new one, comes from the module
 * that owns its tables.
 */
const historicalMigrations: readonly SchemaMigration[] = [
  { name: '0001_initial', migration: initialMigration },
  // Company scope of instances, form definitions and the sample contract form.
  { name: '0003_workflow', migration: workflowMigration },
  // Uploaded files and users' saved table layouts.
  { name: '0004_files_and_layouts', migration: filesAndLayoutsMigration },
  // Definitions, versions and drafts belong to one company (the engine's tenant id).
  { name: '0006_definition_tenants', migration: () => definitionTenantsMigration },
  // 网盘: each user's folders and files.
  { name: '0011_disk', migration: diskMigration },
];

/** The tables of server/db's own mechanism, which belong to no module: the seed's ledger. */
const mechanismMigrations: readonly SchemaMigration[] = [{ name: '0040_seed_ledger', migration: () => seedLedgerMigration }];

/** A static list (no directory globbing) works the same from the TypeScript sources and from dist. */
class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.migrations;
  }
}

/**
 * The migrator's own record beside Kysely's `kysely_migration`: which release of Ronghe applied
 * each migration. Kysely's table says only that a migration ran; an older server that finds
 * one it does not know reads here which version it takes. Part of the mechanism (like Kysely's
 * tables, made by the migrator itself rather than by a numbered migration), so it exists
 * before any migration is looked at, on a new database and on one of an older release alike.
 */
type ReleaseTables = { schema_release: { migration_name: string; release: string } };

/**
 * The database has run migrations this build does not know: it was upgraded by a newer
 * release, whose schema this one would misread. The server refuses to start (with `exitCode`)
 * and changes nothing; `needs` is the newest release that applied one of them, when recorded.
 */
export class DatabaseTooNew extends Error {
  /** The server's exit code for it; `ronghe serve` and `ronghe setup` exit with the same (README → Upgrades). */
  static readonly exitCode = 9;

  constructor(
    readonly unknown: readonly string[],
    readonly needs: string | null,
    readonly running: string,
  ) {
    super(dbTexts.databaseTooNew(unknown, needs, running));
    this.name = 'DatabaseTooNew';
  }
}

export interface MigrationOutcome {
  /** Names applied by this run (empty when the database was already current). */
  applied: string[];
}

/** Every migration of the schema by name — the history and the modules' — in the order they sort (and run) in. */
export function schemaMigrations(dialect: DatabaseDialect, contributed: readonly SchemaMigration[]): Record<string, Migration> {
  const all = [...historicalMigrations, ...mechanismMigrations, ...contributed].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const byName: Record<string, Migration> = {};
  for (const { name, migration } of all) {
    if (name in byName) throw new Error(dbTexts.duplicateMigration(name));
    byName[name] = migration(dialect);
  }
  return byName;
}

function migrator(handle: DatabaseHandle, migrations: Record<string, Migration>): Migrator {
  return new Migrator({
    db: handle.db,
    // Modules bring their own migrations, numbered as they were written: one written alongside
    // another (0015 beside 0016) still runs on a database the later one has already reached.
    allowUnorderedMigrations: true,
    provider: new StaticMigrationProvider(migrations),
  });
}

/** The names in Kysely's table; none on a database never migrated. */
async function executedMigrations(handle: DatabaseHandle): Promise<string[]> {
  // One look at the catalogue rather than Kysely's introspection of every table (a server start pays for it).
  const lookup =
    handle.dialect === 'postgres' ? sql`select 1 where to_regclass('kysely_migration') is not null` : sql`select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'`;
  if ((await lookup.execute(handle.db)).rows.length === 0) return [];
  const executed = handle.db.withTables<{ kysely_migration: { name: string } }>();
  return (await executed.selectFrom('kysely_migration').select('name').execute()).map((r) => r.name);
}

/** The newest of the releases recorded for `names`, or null when none is (applied before the record existed). */
async function newestReleaseOf(handle: DatabaseHandle, names: readonly string[]): Promise<string | null> {
  const rows = await handle.db.withTables<ReleaseTables>().selectFrom('schema_release').select('release').where('migration_name', 'in', names).execute();
  const releases = rows.map((r) => r.release).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return releases.at(-1) ?? null;
}

/**
 * Brings the schema up to date and records `release` (this build's package version) as the one
 * that applied what ran; fails with the name of the migration that broke. A database that has
 * run a migration this build does not know is refused before anything runs (DatabaseTooNew).
 */
export async function migrateToLatest(handle: DatabaseHandle, contributed: readonly SchemaMigration[], release: string): Promise<MigrationOutcome> {
  const migrations = schemaMigrations(handle.dialect, contributed);
  const releases = handle.db.withTables<ReleaseTables>();
  await releases.schema
    .createTable('schema_release')
    .ifNotExists()
    .addColumn('migration_name', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('release', 'varchar(64)', (c) => c.notNull())
    .execute();
  // Kysely would refuse too ("corrupted migrations"), without saying what to install.
  const unknown = (await executedMigrations(handle)).filter((name) => !(name in migrations));
  if (unknown.length > 0) throw new DatabaseTooNew(unknown, await newestReleaseOf(handle, unknown), release);

  const { error, results } = await migrator(handle, migrations).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(dbTexts.migrationFailed(failed?.migrationName ?? null, reason), { cause: error });
  }
  const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  if (applied.length > 0) {
    // A migration undone and run again (the migration tests) is recorded by its latest run.
    await releases
      .insertInto('schema_release')
      .values(applied.map((migration_name) => ({ migration_name, release })))
      .onConflict((oc) => oc.column('migration_name').doUpdateSet((eb) => ({ release: eb.ref('excluded.release') })))
      .execute();
  }
  return { applied };
}

/**
 * Undoes every migration after `name`, newest first, as a database of the version that ended at
 * `name` would be (the migration tests start from there).
 */
export async function migrateDownTo(handle: DatabaseHandle, name: string, contributed: readonly SchemaMigration[]): Promise<void> {
  const { error } = await migrator(handle, schemaMigrations(handle.dialect, contributed)).migrateTo(name);
  if (error) throw error;
}
