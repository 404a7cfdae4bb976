import { sql, type RawBuilder } from 'kysely';
import type { WorkflowActor } from '../../app/ServerContracts.ts';
import type { components } from '../../../contracts/generated/workflow.ts';
import { LikePattern } from './LikePattern.ts';
import { TaskHolders } from './TaskHolders.ts';
import type { WorkflowDb } from './WorkflowDatabase.ts';

export type TaskRowView = components['schemas']['TaskRow'];

export interface ListQuery {
  current: number;
  size: number;
  /** Part of the process name. */
  processName?: string;
  /** [from, to], inclusive, as yyyy-MM-dd HH:mm:ss. */
  startTime?: string[];
}

export interface TaskRowPage {
  records: TaskRowView[];
  total: number;
  current: number;
  size: number;
}

/** The engine's instance statuses in the list's words. */
const STATUS: Record<string, TaskRowView['status']> = { running: 'running', complete: 'complete', terminated: 'terminal' };

/** What counts as the caller having handled a task (the done list). */
const HANDLED_ACTIONS = ['complete', 'reject', 'delegate', 'terminate', 'addSign'];

function statusOf(status: string): TaskRowView['status'] {
  return STATUS[status] ?? 'canceled';
}

/** The filters every list takes: part of the process name (`i.name`), and a range on its start column. */
function listFilters(query: ListQuery, startColumn: 't.created_at' | 'i.started_at'): RawBuilder<boolean>[] {
  const filters: RawBuilder<boolean>[] = [];
  const name = query.processName?.trim();
  if (name) filters.push(sql<boolean>`i.name like ${LikePattern.containing(name)} escape '\\'`);
  const [from, to] = query.startTime ?? [];
  if (from) filters.push(sql<boolean>`${sql.ref(startColumn)} >= ${from}`);
  if (to) filters.push(sql<boolean>`${sql.ref(startColumn)} <= ${to}`);
  return filters;
}

/** A task row of the to-do and done lists, with the end time each list gives it. */
function taskRowOf(
  row: { taskId: string; node_id: string; node_name: string; created_at: string; procInstId: string; definition_id: string; name: string; business_key: string | null; status: string; chinese_name: string | null },
  endTime: string | null,
): TaskRowView {
  return {
    procInstId: row.procInstId,
    taskId: row.taskId,
    procDefId: row.definition_id,
    taskDefKey: row.node_id,
    taskName: row.node_name,
    processName: row.name,
    businessKey: row.business_key,
    initiatorName: row.chinese_name ?? null,
    startTime: row.created_at,
    endTime,
    status: statusOf(row.status),
  };
}

/**
 * The process centre's lists — my to-dos, my done tasks, the processes I started — read
 * straight from the engine's tables, joined with each instance's company so a list shows the
 * current company's work only. Filters: part of the process name, and a time range on the
 * row's start (task received, or process started).
 */
export class ProcessCentreLists {
  constructor(private readonly db: WorkflowDb) {}

  async todo(actor: WorkflowActor, query: ListQuery): Promise<TaskRowPage> {
    let base = this.db
      .selectFrom('wf_task as t')
      .innerJoin('wf_instance as i', 'i.id', 't.instance_id')
      .innerJoin('wf_instance_scope as s', 's.proc_inst_id', 't.instance_id')
      .leftJoin('sys_user as u', 'u.id', 's.initiator_id')
      .where('s.company_id', '=', actor.companyId)
      .where('t.status', '=', 'open')
      .where(TaskHolders.heldBy(String(actor.userId)));
    for (const filter of listFilters(query, 't.created_at')) base = base.where(filter);
    const [{ total }, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      base
        .select(['t.id as taskId', 't.node_id', 't.node_name', 't.created_at', 't.ended_at', 'i.id as procInstId', 'i.definition_id', 'i.name', 'i.business_key', 'i.status', 'u.chinese_name'])
        .orderBy('t.created_at', 'desc')
        .orderBy('s.id', 'desc')
        .orderBy('t.seq', 'desc')
        .limit(query.size)
        .offset((query.current - 1) * query.size)
        .execute(),
    ]);
    return {
      records: rows.map((row) => taskRowOf(row, row.ended_at)),
      total: Number(total),
      current: query.current,
      size: query.size,
    };
  }

  /** Tasks the caller acted on (their latest action per task decides the order and the end time). */
  async done(actor: WorkflowActor, query: ListQuery): Promise<TaskRowPage> {
    const handled = this.db
      .selectFrom('wf_action')
      .select(['task_id', (eb) => eb.fn.max('created_at').as('handled_at'), (eb) => eb.fn.max('seq').as('last_seq')])
      .where('user_id', '=', String(actor.userId))
      .where('task_id', 'is not', null)
      .where('action', 'in', HANDLED_ACTIONS)
      .groupBy('task_id')
      .as('h');
    let base = this.db
      .selectFrom(handled)
      .innerJoin('wf_task as t', 't.id', 'h.task_id')
      .innerJoin('wf_instance as i', 'i.id', 't.instance_id')
      .innerJoin('wf_instance_scope as s', 's.proc_inst_id', 't.instance_id')
      .leftJoin('sys_user as u', 'u.id', 's.initiator_id')
      .where('s.company_id', '=', actor.companyId);
    for (const filter of listFilters(query, 't.created_at')) base = base.where(filter);
    const [{ total }, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      base
        .select(['t.id as taskId', 't.node_id', 't.node_name', 't.created_at', 'h.handled_at', 'i.id as procInstId', 'i.definition_id', 'i.name', 'i.business_key', 'i.status', 'u.chinese_name'])
        .orderBy('h.handled_at', 'desc')
        .orderBy('s.id', 'desc')
        .orderBy('h.last_seq', 'desc')
        .limit(query.size)
        .offset((query.current - 1) * query.size)
        .execute(),
    ]);
    return {
      records: rows.map((row) => taskRowOf(row, row.handled_at === null ? null : String(row.handled_at))),
      total: Number(total),
      current: query.current,
      size: query.size,
    };
  }

  /** Instances the caller started in the current company, each with its first open task, if any. */
  async started(actor: WorkflowActor, query: ListQuery): Promise<TaskRowPage> {
    let base = this.db
      .selectFrom('wf_instance_scope as s')
      .innerJoin('wf_instance as i', 'i.id', 's.proc_inst_id')
      .leftJoin('sys_user as u', 'u.id', 's.initiator_id')
      .where('s.company_id', '=', actor.companyId)
      .where('s.initiator_id', '=', actor.userId);
    for (const filter of listFilters(query, 'i.started_at')) base = base.where(filter);
    const [{ total }, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      base
        .select(['i.id', 'i.definition_id', 'i.name', 'i.business_key', 'i.status', 'i.started_at', 'i.ended_at', 'u.chinese_name'])
        .orderBy('i.started_at', 'desc')
        .orderBy('s.id', 'desc')
        .limit(query.size)
        .offset((query.current - 1) * query.size)
        .execute(),
    ]);
    const ids = rows.map((row) => row.id);
    const open = ids.length
      ? await this.db.selectFrom('wf_task').select(['id', 'instance_id', 'node_id', 'node_name']).where('instance_id', 'in', ids).where('status', '=', 'open').orderBy('seq').execute()
      : [];
    const firstOpen = new Map<string, (typeof open)[number]>();
    for (const task of open) if (!firstOpen.has(task.instance_id)) firstOpen.set(task.instance_id, task);
    return {
      records: rows.map((row) => {
        const task = firstOpen.get(row.id);
        return {
          procInstId: row.id,
          taskId: task?.id ?? null,
          procDefId: row.definition_id,
          taskDefKey: task?.node_id ?? null,
          taskName: task?.node_name ?? null,
          processName: row.name,
          businessKey: row.business_key,
          initiatorName: row.chinese_name ?? null,
          startTime: row.started_at,
          endTime: row.ended_at,
          status: statusOf(row.status),
        };
      }),
      total: Number(total),
      current: query.current,
      size: query.size,
    };
  }
}
