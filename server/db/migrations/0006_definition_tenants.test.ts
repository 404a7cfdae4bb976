import { Migrator, sql, type Migration } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EngineMigration } from '../../engine/EngineMigration.ts';
import { EngineTaskIndexMigration } from '../../engine/EngineTaskIndexMigration.ts';
import { openDatabase, type DatabaseHandle } from '../Database.ts';
import { initialMigration } from './0001_initial.ts';
import { workflowMigration } from './0003_workflow.ts';
import { filesAndLayoutsMigration } from './0004_files_and_layouts.ts';
import { migrateToLatest, schemaMigrations, ServerSchema } from '../../app/ServerSchema.ts';
import { DemoSeed } from '../DemoSeed.ts';

const TIME = '2026-01-01 00:00:00';

describe('0006_definition_tenants on a database that already has definitions, drafts and instances', () => {
  let handle: DatabaseHandle;

  beforeEach(async () => {
    handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    const before: Record<string, Migration> = {
      '0001_initial': initialMigration(handle.dialect),
      '0002_engine': EngineMigration,
      '0003_workflow': workflowMigration(handle.dialect),
      '0004_files_and_layouts': filesAndLayoutsMigration(handle.dialect),
      '0005_engine_task_index': EngineTaskIndexMigration,
    };
    const { error } = await new Migrator({ db: handle.db, provider: { getMigrations: async () => before } }).migrateToLatest();
    expect(error).toBeUndefined();
    // The cheapest password hashing the server accepts: these rows are about definitions, not logins.
    // The deployers' demo organisation only: today's demo rows of other tables name columns this early schema lacks.
    const organisation = new Set(['dept', 'company', 'sys_user', 'user_company']);
    await new DemoSeed(handle, new ServerSchema().demoRows.filter((set) => organisation.has(set.table)), 10).run();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = handle.db as any;
    await db.insertInto('wf_definition').values({ id: 'd1', proc_def_key: 'agreement', name: '合同审批', version: 1, xml: '<x/>', deployed_by: '1', deployed_at: TIME }).execute();
    await db
      .insertInto('wf_instance')
      .values({ id: 'p1', definition_id: 'd1', proc_def_key: 'agreement', name: '合同审批', business_key: null, initiator: '2', status: 'running', variables: '{}', started_at: TIME, ended_at: null, next_seq: 1 })
      .execute();
    await db.insertInto('wf_draft').values({ proc_def_key: 'agreement', name: '草稿', xml: '<x/>', saved_by: '11', saved_at: TIME }).execute();
  });
  afterEach(() => handle.close());

  it('gives each row its deployer’s company and keeps instances pointing at their definition', async () => {
    expect((await migrateToLatest(handle)).applied).toEqual(Object.keys(schemaMigrations('sqlite')).filter((name) => name >= '0006_definition_tenants'));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const db = handle.db as any;
    expect(await db.selectFrom('wf_definition').select(['id', 'tenant_id', 'version']).execute()).toEqual([{ id: 'd1', tenant_id: '1', version: 1 }]);
    expect(await db.selectFrom('wf_draft').select(['proc_def_key', 'tenant_id']).execute()).toEqual([{ proc_def_key: 'agreement', tenant_id: '2' }]);
    expect(await db.selectFrom('wf_instance').select(['id', 'definition_id']).execute()).toEqual([{ id: 'p1', definition_id: 'd1' }]);
    // The same key and version in another company is now allowed; foreign keys are enforced again.
    await db.insertInto('wf_definition').values({ id: 'd2', proc_def_key: 'agreement', tenant_id: '2', name: '合同审批', version: 1, xml: '<x/>', deployed_by: '11', deployed_at: TIME }).execute();
    expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(handle.db)).rows[0].foreign_keys).toBe(1);
    await expect(
      db
        .insertInto('wf_instance')
        .values({ id: 'p2', definition_id: 'nope', proc_def_key: 'x', name: 'x', business_key: null, initiator: '2', status: 'running', variables: '{}', started_at: TIME, ended_at: null, next_seq: 1 })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });
});
