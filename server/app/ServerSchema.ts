import type { Migration } from 'kysely';
import type { PluginDefinition } from '../../contracts/workbench/index.ts';
import type { DatabaseDialect, DatabaseHandle } from '../db/Database.ts';
import { DemoSeed } from '../db/DemoSeed.ts';
import * as Migrations from '../db/Migrations.ts';
import { DemoRows, type DemoRowSet, SchemaMigrations, type SchemaMigration } from '../contracts/host.ts';
import { contributionsOf } from './ModuleContributions.ts';
import { PackageVersion } from './PackageVersion.ts';
import { serverModules } from './ServerModules.ts';

/**
 * The database the modules make: their migrations and demo rows, contributed through
 * SchemaMigrations and DemoRows and run by server/db. The standard module set's tables always
 * exist (a server mounting fewer modules, or more, still shares one schema); modules beyond
 * it add theirs.
 */
export class ServerSchema {
  readonly migrations: readonly SchemaMigration[];
  readonly demoRows: readonly DemoRowSet[];

  constructor(modules: readonly PluginDefinition<unknown>[] = []) {
    const all = [...modules, ...serverModules()];
    this.migrations = contributionsOf<SchemaMigration>(all, SchemaMigrations);
    this.demoRows = contributionsOf<DemoRowSet>(all, DemoRows);
  }
}

let standard: ServerSchema | undefined;
const standardSchema = () => (standard ??= new ServerSchema());

/*
 * The standard set's schema for tests and tools, as they used it before modules brought their own:
 * `await migrateToLatest(handle); await demoSeed(handle, 10).run();`.
 */

/** Every migration by name, in the order they run in (the history and the modules'). */
export function schemaMigrations(dialect: DatabaseDialect): Record<string, Migration> {
  return Migrations.schemaMigrations(dialect, standardSchema().migrations);
}

export function migrateToLatest(handle: DatabaseHandle): Promise<Migrations.MigrationOutcome> {
  return Migrations.migrateToLatest(handle, standardSchema().migrations, PackageVersion.get());
}

/** Undoes every migration after `name` (the migration tests start from there). */
export function migrateDownTo(handle: DatabaseHandle, name: string): Promise<void> {
  return Migrations.migrateDownTo(handle, name, standardSchema().migrations);
}

/** The demo seed of the standard module set; `hashCost` as PASSWORD_HASH_COST (tests use a cheap one). */
export function demoSeed(handle: DatabaseHandle, hashCost?: number): DemoSeed {
  return new DemoSeed(handle, standardSchema().demoRows, hashCost);
}
