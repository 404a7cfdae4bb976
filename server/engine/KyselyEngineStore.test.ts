import BetterSqlite3 from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiagramBuilder } from '../../contracts/bpmn/testing/DiagramBuilder.ts';
import type { CandidateDirectory, DirectoryScope, UnavailableReason } from './CandidateDirectory.ts';
import { EngineDefinitionStateMigration } from './EngineDefinitionStateMigration.ts';
import { EngineMigration } from './EngineMigration.ts';
import { EngineTenantMigration } from './EngineTenantMigration.ts';
import { ProcessEngine } from './ProcessEngine.ts';
import type { EngineDatabase } from './store/EngineTables.ts';
import { KyselyEngineStore } from './store/KyselyEngineStore.ts';

// a type alias, not an interface: withTables needs the index signature aliases have
type OrgTables = {
  org_member: { dept_id: string; user_id: string; active: number };
};

/** A directory that reads its own table through the scope, as the server's will. */
class TableDirectory implements CandidateDirectory {
  private org(scope: DirectoryScope) {
    return (scope.db as Kysely<EngineDatabase>).withTables<OrgTables>();
  }

  async usersOfDepartments(deptIds: readonly string[], scope: DirectoryScope): Promise<string[]> {
    const rows = await this.org(scope).selectFrom('org_member').select('user_id').where('dept_id', 'in', [...deptIds]).where('active', '=', 1).orderBy('user_id').execute();
    return rows.map((r) => r.user_id);
  }

  async usersOfCompanies(): Promise<string[]> {
    return [];
  }

  async usersOfRoles(): Promise<string[]> {
    return [];
  }

  async activeUsers(userIds: readonly string[]): Promise<string[]> {
    return [...userIds];
  }

  async unavailableReasons(): Promise<Map<string, UnavailableReason>> {
    return new Map();
  }

  async displayNames(userIds: readonly string[], scope: DirectoryScope): Promise<Map<string, string>> {
    const rows = await this.org(scope).selectFrom('org_member').select('user_id').where('user_id', 'in', [...userIds]).execute();
    return new Map(rows.map((r) => [r.user_id, `成员${r.user_id}`]));
  }
}

describe('KyselyEngineStore', () => {
  let db: Kysely<EngineDatabase>;

  beforeEach(async () => {
    // the server may run its handle with CamelCasePlugin; the engine must not care
    db = new Kysely<EngineDatabase>({ dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }), plugins: [new CamelCasePlugin()] });
    await EngineMigration.up(db);
    await EngineTenantMigration.up(db);
    await EngineDefinitionStateMigration.up(db);
    await sql`create table org_member (dept_id text, user_id text, active integer)`.execute(db);
    await sql`insert into org_member values ('d1', 'x', 1), ('d1', 'y', 1), ('d1', 'z', 0)`.execute(db);
  });

  afterEach(async () => {
    await db.destroy();
  });

  it('runs commands on a handle with plugins, and lets the directory read through the command’s transaction', async () => {
    const engine = new ProcessEngine({ store: new KyselyEngineStore(db), directory: new TableDirectory() });
    const xml = new DiagramBuilder('p').start('s').userTask('t', '部门审批', { departments: ['d1'] }).end('e').flow('a', 's', 't').flow('b', 't', 'e').toXml();
    expect((await engine.deploy({ key: 'p', name: '部门', xml, deployedBy: 'admin' })).success).toBe(true);
    // on SQLite a lookup through any other handle would wait for the transaction forever
    const { procInstId, openTasks } = await engine.start({ procDefKey: 'p', initiator: 'i' });
    expect(openTasks[0].candidates).toEqual(['x', 'y']);
    const history = await engine.history(procInstId);
    expect(history.at(-1)).toMatchObject({ action: 'running', userNickName: '成员x、成员y' });
  });

  it('detects the dialect and migrates down and up again', async () => {
    expect(new KyselyEngineStore(db).dialect).toBe('sqlite');
    await EngineMigration.down(db);
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name like 'wf_%'`.execute(db);
    expect(tables.rows).toEqual([]);
    await EngineMigration.up(db);
    await EngineTenantMigration.up(db);
    const again = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name like 'wf_%' order by name`.execute(db);
    expect(again.rows.map((r) => r.name)).toEqual(['wf_action', 'wf_activity', 'wf_definition', 'wf_draft', 'wf_execution', 'wf_instance', 'wf_taken_flow', 'wf_task']);
  });
});
