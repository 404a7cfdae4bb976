import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/Database.ts';
import { workflowDb } from '../../../server/modules/workflow/WorkflowDatabase.ts';
import { PostgresServer } from '../../setup/PostgresServer.ts';
import { TestServer } from '../TestServer.ts';

function values(families: PrometheusFamily[], name: string, label: string): Record<string, string> {
  const family = families.find((candidate) => candidate.name === name);
  if (!family) throw new Error(`no metric family ${name}`);
  return Object.fromEntries(family.metrics.map((sample) => [sample.labels?.[label] ?? '', sample.value ?? '']));
}

// The scrape-time queries and the pool gauge on the cluster's database: grouped counts come back
// as bigint there, and the pool is pg's, not SQLite's one connection.
describe('GET /metrics on PostgreSQL', () => {
  let postgres: PostgresServer;
  let database: DatabaseHandle;
  let api: TestServer;

  beforeAll(async () => {
    postgres = await PostgresServer.start();
    database = openDatabase({ databaseUrl: await postgres.createDatabase(), dataDir: '' });
    api = await TestServer.start({ database });
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
    await postgres?.stop();
  });

  it('counts each company\'s open tasks and running instances as the tables hold them, and shows the pool of ten', async () => {
    const db = workflowDb(database.db);
    const grouped = async (table: 'wf_task' | 'wf_instance') => {
      const rows =
        table === 'wf_task'
          ? await db.selectFrom('wf_task as t').innerJoin('wf_instance_scope as s', 's.proc_inst_id', 't.instance_id').where('t.status', '=', 'open').select('s.company_id').execute()
          : await db.selectFrom('wf_instance as i').innerJoin('wf_instance_scope as s', 's.proc_inst_id', 'i.id').where('i.status', '=', 'running').select('s.company_id').execute();
      const counts: Record<string, string> = {};
      for (const row of rows) counts[row.company_id] = String(Number(counts[row.company_id] ?? 0) + 1);
      return counts;
    };
    const answer = await api.server.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(200);
    const families = parsePrometheusTextFormat(answer.body);
    const openTasks = await grouped('wf_task');
    expect(Object.keys(openTasks).length).toBeGreaterThan(0);
    expect(values(families, 'ronghe_open_tasks', 'company')).toEqual(openTasks);
    expect(values(families, 'ronghe_running_instances', 'company')).toEqual(await grouped('wf_instance'));
    expect(values(families, 'ronghe_db_pool_connections', 'state')).toMatchObject({ size: '10', waiting: '0' });
  });
});
