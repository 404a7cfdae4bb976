import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseTooNew } from '../../../server/app/Server.ts';
import { schemaMigrations } from '../../../server/app/ServerSchema.ts';
import type { ServerConfig } from '../../../server/app/ServerConfig.ts';
import { openDatabase, type DatabaseDialect, type DatabaseHandle } from '../../../server/db/Database.ts';
import { PostgresServer } from '../../setup/PostgresServer.ts';
import { TestServer, testConfig } from '../TestServer.ts';
import { contract, WorkflowDriver, type Page, type TaskRow } from '../workflow/WorkflowDriver.ts';
import { ReleasedDatabase } from './ReleasedDatabase.ts';

/** Every release whose database a fixture keeps (tests/fixtures/upgrade/<release>/): each is upgraded on both dialects. */
const RELEASES = ['v0.1.0'];

interface Installation {
  database: DatabaseHandle;
  config: ServerConfig;
  remove(): Promise<void>;
}

async function executedMigrations(handle: DatabaseHandle): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db);
  return rows.rows.map((r) => r.name);
}

/**
 * Issue 27 "Upgrades": the database a release left (its migrations and demo, made once from
 * its tag) taken over by this build — migrations run forward, the release's people
 * and work still there — then the contract approval over the API on it, in flight from the
 * release and new; and the release's server refusing the database once a newer one migrated it.
 */
function upgradeOf(release: string, dialect: DatabaseDialect, install: () => Promise<Installation>) {
  describe(`the ${release} database on ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, upgraded by this build`, () => {
    let installation: Installation;
    let released: string[];
    let wf: WorkflowDriver;

    beforeAll(async () => {
      installation = await install();
      released = await executedMigrations(installation.database);
      wf = new WorkflowDriver(await TestServer.start({ database: installation.database, config: installation.config }));
    });
    afterAll(async () => {
      await wf?.close();
      await installation?.remove();
    });

    it('runs forward every migration the release did not have, and still knows every one it had', async () => {
      const known = Object.keys(schemaMigrations(dialect));
      expect(released.length).toBeGreaterThan(30);
      // A released migration renamed or dropped would make this build refuse the database as a newer one's.
      expect(released.filter((name) => !known.includes(name))).toEqual([]);
      expect(wf.api.server.startup.migrated).toEqual(known.filter((name) => !released.includes(name)));
      expect(await executedMigrations(installation.database)).toEqual([...known].sort());
    });

    it('keeps the release’s work: 李四 finds the contract and the reimbursement the demo left him, and agrees to the contract', async () => {
      const todo = (await wf.get<Page<TaskRow>>('lisi', '/workflow/runtime/query/myTodoPage')).body.data;
      const tasks = todo.records.filter((row) => row.todoId == null).map((row) => `${row.processName}:${row.taskName}`);
      expect(tasks.sort()).toEqual(['合同审批:部门经理审批', '费用报销审批:部门经理审批']);
      const inFlight = todo.records.find((row) => row.processName === '合同审批')!;
      expect((await wf.agree('lisi', inFlight.procInstId)).status).toBe(200);
      const history = await wf.history('lisi', inFlight.procInstId);
      expect(history.find((row) => row.activityName === '部门经理审批')?.action).toBe('complete');
      expect(history.at(-1)?.action).toBe('running');
    });

    it('runs the contract approval to its end: 张三 starts, 李四, 钱一, 赵六 and 王五 agree', async () => {
      const { procInstId, businessKey } = await wf.started('zhangsan', contract({ agreementName: '升级后的第一份合同', agreementMoney: 300000 }));
      expect(await wf.todos(procInstId)).toEqual(['lisi:open']);
      for (const user of ['lisi', 'qianyi', 'zhaoliu', 'wangwu'] as const) expect((await wf.agree(user, procInstId)).status, user).toBe(200);
      const actions = (await wf.history('zhangsan', procInstId)).map((row) => row.action);
      expect(actions.slice(0, 2)).toEqual(['start', 'autoComplete']);
      expect(actions).not.toContain('running');
      expect((await wf.todos(procInstId)).every((t) => !t.endsWith(':open'))).toBe(true);
      expect((await wf.agreement('zhangsan', businessKey)).agreementName).toBe('升级后的第一份合同');
      const done = await wf.get<Page<TaskRow>>('lisi', '/workflow/history/query/myDonePage');
      expect(done.body.data.records.map((row) => row.procInstId)).toContain(procInstId);
    });

    it('refuses to start on it once a newer release has migrated it, naming the migration and that release, changing nothing', async () => {
      await wf.api.close();
      const db = installation.database.db;
      await sql`insert into kysely_migration (name, timestamp) values ('9001_from_a_newer_release', '2027-01-01T00:00:00.000Z')`.execute(db);
      await sql`insert into schema_release (migration_name, release) values ('9001_from_a_newer_release', '99.1.0')`.execute(db);
      const before = await executedMigrations(installation.database);
      const refusal = await TestServer.start({ database: installation.database, config: installation.config }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DatabaseTooNew);
      expect((refusal as Error).message).toContain('9001_from_a_newer_release');
      expect((refusal as Error).message).toContain('融合平台 99.1.0 或更新的版本');
      expect(await executedMigrations(installation.database)).toEqual(before);
    });
  });
}

for (const release of RELEASES) {
  upgradeOf(release, 'sqlite', async () => {
    const dataDir = ReleasedDatabase.sqliteDataDir(release);
    const database = openDatabase({ databaseUrl: null, dataDir });
    return {
      database,
      config: testConfig({ DATA_DIR: dataDir }),
      remove: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  });

  upgradeOf(release, 'postgres', async () => {
    const postgres = await PostgresServer.start();
    const url = await ReleasedDatabase.postgres(release, postgres);
    const database = openDatabase({ databaseUrl: url, dataDir: '' });
    return {
      database,
      config: testConfig({ DATABASE_URL: url }),
      remove: async () => {
        await database.close();
        await postgres.stop();
      },
    };
  });
}
