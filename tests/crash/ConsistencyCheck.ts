import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import type { Acknowledged, SentNames } from './ApprovalLoad.ts';

type Row = Record<string, unknown>;

/** Plain SQL both dialects read alike, on a connection of the test's own (the server may be running). */
export interface ReadOnlySql {
  rows(query: string): Promise<Row[]>;
  close(): Promise<void>;
}

export function sqliteReader(dataDir: string): ReadOnlySql {
  const sqlite = new BetterSqlite3(join(dataDir, 'ronghe.sqlite'), { readonly: true });
  return { rows: async (query) => sqlite.prepare(query).all() as Row[], close: async () => void sqlite.close() };
}

export async function postgresReader(url: string): Promise<ReadOnlySql> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { rows: async (query) => (await client.query(query)).rows as Row[], close: () => client.end() };
}

/** What diverged, by kind; every list is empty when the data is consistent. */
export interface Divergences {
  /** Acknowledged actions the data does not show. */
  lostActions: string[];
  /** `user link` of open tasks without an open to-do row, and of open to-do rows without an open task. */
  missingTodos: string[];
  extraTodos: string[];
  contractsWithoutInstance: number[];
  instancesWithoutScope: string[];
}

export function count(divergences: Divergences): number {
  return Object.values(divergences).reduce((sum: number, list: unknown[]) => sum + list.length, 0);
}

/** The to-do's link of a workflow task (server/modules/todos/WorkflowTodoWriter.taskLink). */
function taskLink(procInstId: string, taskId: string): string {
  return JSON.stringify({ procInstId, taskId });
}

/**
 * The consistency checks after a crash and restart: every acknowledged action persisted, the
 * open to-do rows are exactly the open tasks' people, every contract has its instance and
 * every instance its company scope.
 */
export async function checkConsistency(sql: ReadOnlySql, acknowledged: readonly Acknowledged[], sentNames: SentNames): Promise<Divergences> {
  const tasks = new Map((await sql.rows('select id, instance_id, assignee, candidates, status from wf_task')).map((r) => [String(r.id), r]));
  const instances = new Map((await sql.rows('select id, business_key from wf_instance')).map((r) => [String(r.id), r]));
  const contracts = new Map((await sql.rows('select id, agreement_name from agreement_form')).map((r) => [Number(r.id), r]));
  const scopes = new Set((await sql.rows('select proc_inst_id from wf_instance_scope')).map((r) => String(r.proc_inst_id)));

  const lostActions: string[] = [];
  const lastEdit = new Map<number, string>();
  for (const action of acknowledged) {
    if (action.kind === 'start') {
      const instance = instances.get(action.procInstId);
      if (!instance || String(instance.business_key) !== String(action.agreementId) || !contracts.has(action.agreementId)) {
        lostActions.push(`start ${action.procInstId} (contract ${action.agreementId})`);
      }
    } else if (action.kind === 'edit') {
      lastEdit.set(action.agreementId, action.name);
    } else {
      const status = tasks.get(action.taskId)?.status;
      if (status === undefined || status === 'open') lostActions.push(`${action.kind} ${action.taskId} (task ${status ?? 'missing'})`);
    }
  }
  for (const [agreementId, name] of lastEdit) {
    // A later edit may have committed without its answer arriving; an earlier one may not win.
    const sent = sentNames.get(agreementId) ?? [];
    const stored = String(contracts.get(agreementId)?.agreement_name);
    if (!sent.slice(sent.indexOf(name)).includes(stored)) lostActions.push(`edit of contract ${agreementId} to ${name} (stored ${stored})`);
  }

  const expected = new Map<string, number>();
  for (const task of tasks.values()) {
    if (task.status !== 'open') continue;
    const people = task.assignee ? [String(task.assignee)] : (JSON.parse(String(task.candidates)) as string[]);
    for (const user of people.filter((id) => /^\d+$/.test(id))) {
      const key = `${user} ${taskLink(String(task.instance_id), String(task.id))}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
  }
  const actual = new Map<string, number>();
  for (const row of await sql.rows(`select user_id, link from todo where todo_complete = 0 and application_type = '4'`)) {
    const key = `${String(row.user_id)} ${String(row.link)}`;
    actual.set(key, (actual.get(key) ?? 0) + 1);
  }
  const missingTodos = [...expected].flatMap(([key, n]) => Array<string>(Math.max(0, n - (actual.get(key) ?? 0))).fill(key));
  const extraTodos = [...actual].flatMap(([key, n]) => Array<string>(Math.max(0, n - (expected.get(key) ?? 0))).fill(key));

  const instanceKeys = new Set([...instances.values()].map((r) => String(r.business_key)));
  const contractsWithoutInstance = [...contracts.keys()].filter((id) => !instanceKeys.has(String(id)));
  const instancesWithoutScope = [...instances.keys()].filter((id) => !scopes.has(id));
  return { lostActions, missingTodos, extraTodos, contractsWithoutInstance, instancesWithoutScope };
}
