import { createContributionPoint } from '../../contracts/workbench/index.ts';
import type { SchemaMigration } from '../db/Migrations.ts';

export type { SchemaMigration } from '../db/Migrations.ts';

/**
 * Modules contribute the migrations of the tables they own; server/db runs them with its
 * history, ordered by name. Typically, in a module:
 * `bind.contribute(SchemaMigrations, { name: '0015_reimbursement', migration: reimbursementMigration })`.
 * A name, once released, never changes: databases record it.
 */
export const SchemaMigrations = createContributionPoint<SchemaMigration | readonly SchemaMigration[]>('server.schema-migrations');
