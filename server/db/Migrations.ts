import { Migrator, type Migration, type MigrationProvider } from 'kysely';
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

function migrator(handle: DatabaseHandle, contributed: readonly SchemaMigration[]): Migrator {
  return new Migrator({
    db: handle.db,
    // Modules bring their own migrations, numbered as they were written: one written alongside
    // another (0015 beside 0016) still runs on a database the later one has already reached.
    allowUnorderedMigrations: true,
    provider: new StaticMigrationProvider(schemaMigrations(handle.dialect, contributed)),
  });
}

/** Brings the schema up to date; fails with the name of the migration that broke. */
export async function migrateToLatest(handle: DatabaseHandle, contributed: readonly SchemaMigration[]): Promise<MigrationOutcome> {
  const run = migrator(handle, contributed);
  const { error, results } = await run.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(dbTexts.migrationFailed(failed?.migrationName ?? null, reason), { cause: error });
  }
  return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}

/**
 * Undoes every migration after `name`, newest first, as a database of the version that ended at
 * `name` would be (the migration tests start from there).
 */
export async function migrateDownTo(handle: DatabaseHandle, name: string, contributed: readonly SchemaMigration[]): Promise<void> {
  const { error } = await migrator(handle, contributed).migrateTo(name);
  if (error) throw error;
}
