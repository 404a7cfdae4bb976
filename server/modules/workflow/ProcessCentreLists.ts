import { zhCN } from './zhCN.ts';
import { sql, type RawBuilder } from 'kysely';
import type { InstanceTitles } from '../../contracts/forms.ts';
import type { ProcessCentreTotals, WorkflowActor } from '../../contracts/workflow.ts';
import type { TodoDirectory } from '../../contracts/todos.ts';
import type { UserDirectory } from '../../contracts/org.ts';
import type { components } from '../../../contracts/generated/workflow.ts';
import { SYSTEM_ACTOR } from '../../engine/index.ts';
import { LikePattern } from '../../kysely/LikePattern.ts';
import { TaskHolders } from './TaskHolders.ts';
import type { WorkflowDb } from './WorkflowDatabase.ts';

type Actor = WorkflowActor;

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
const STATUS: Record<string, TaskRowView['status']> = { running: 'running', complete: 'complete', terminated: 'terminal', withdrawn: 'withdrawn' };

/** What counts as the caller having handled a task (the done list). */
const HANDLED_ACTIONS = ['complete', 'reject', 'delegate', 'terminate', 'addSign'];

function statusOf(status: string): TaskRowView['status'] {
  return STATUS[status] ?? 'canceled';
}

/** The filters every list takes: part of the name its process-name column shows, and a range on its start column. */
function listFilters(query: ListQuery, nameColumn: 'i.name' | 'd.title', startColumn: 't.created_at' | 'i.started_at' | 'd.create_time' | 'c.create_time'): RawBuilder<boolean>[] {
  const filters: RawBuilder<boolean>[] = [];
  const name = query.processName?.trim();
  if (name) filters.push(sql<boolean>`${sql.ref(nameColumn)} like ${LikePattern.containing(name)} escape '\\'`);
  const [from, to] = query.startTime ?? [];
  if (from) filters.push(sql<boolean>`${sql.ref(startColumn)} >= ${from}`);
  if (to) filters.push(sql<boolean>`${sql.ref(startColumn)} <= ${to}`);
  return filters;
}

/** A task row of the to-do and done lists, with the end time each list gives it. */
function taskRowOf(
  row: { taskId: string; node_id: string; node_name: string; created_at: string; procInstId: string; definition_id: string; name: string; business_key: string | null; status: string; title: string | null },
  initiatorName: string | null,
  endTime: string | null,
): TaskRowView {
  return {
    procInstId: row.procInstId,
    taskId: row.taskId,
    procDefId: row.definition_id,
    taskDefKey: row.node_id,
    taskName: row.node_name,
    processName: row.name,
    title: row.title,
    businessKey: row.business_key,
    initiatorName,
    startTime: row.created_at,
    endTime,
    status: statusOf(row.status),
  };
}

/** No filter: a counter counts the whole list (the page part is not read). */
const ALL: ListQuery = { current: 1, size: 1 };

function pageOf(current: number, size: number): { limit: number; offset: number } {
  return { limit: size, offset: (current - 1) * size };
}

/**
 * The process centre's lists — my to-dos, my done tasks, the processes I started, what was
 * copied to me (抄送我的) — read
 * straight from the engine's tables, joined with each instance's company so a list shows the
 * current company's work only. Filters: part of the process name, and a time range on the
 * row's start (task received, or process started).
 *
 * Each list is one query, written once (`#todoRows`, `#doneRows`, `#startedRows`, `#copiedRows`): the page
 * and its total are read from it, and so are the home page's counters (`totals`), so a
 * counter can never disagree with its list.
 */
export class ProcessCentreLists implements ProcessCentreTotals {
  constructor(
    private readonly db: WorkflowDb,
    private readonly todos: TodoDirectory,
    private readonly directory: UserDirectory,
    private readonly titles: InstanceTitles,
  ) {}

  /** The business forms' titles of the actor's company, joined on the instance's business key. */
  #titles(actor: Actor) {
    return this.titles.titleRows(actor.companyId).as('ft');
  }

  /** The initiators' names of one page's rows (the org owns them: read after the page, for its rows only). */
  async #names(rows: readonly { initiatorId: number | null }[]): Promise<(row: { initiatorId: number | null }) => string | null> {
    const names = await this.directory.names(rows.flatMap((row) => (row.initiatorId === null ? [] : [Number(row.initiatorId)])));
    return (row) => (row.initiatorId === null ? null : (names.get(Number(row.initiatorId))?.chineseName ?? null));
  }

  async totals(actor: Actor): Promise<{ todo: number; done: number; started: number; copied: number }> {
    const [todo, done, started, copied] = await Promise.all([
      this.db.selectFrom(this.#todoRows(actor, ALL).as('r')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      this.#doneRows(actor, ALL).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      this.#startedRows(actor, ALL).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      this.#copiedRows(actor, ALL).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { todo: Number(todo.n), done: Number(done.n), started: Number(started.n), copied: Number(copied.n) };
  }

  /**
   * Every kind of to-do the caller has: the open workflow tasks they hold, and their open
   * to-dos of types 2 and 3, which are no task (the row carries `todoId`; the page opens the
   * 详情 modal for it). Newest first.
   */
  async todo(actor: Actor, query: ListQuery): Promise<TaskRowPage> {
    const rows = this.db.selectFrom(this.#todoRows(actor, query).as('r'));
    const { limit, offset } = pageOf(query.current, query.size);
    const [{ total }, records] = await Promise.all([
      rows.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      rows.selectAll().orderBy('r.receivedAt', 'desc').orderBy('r.ord', 'desc').orderBy('r.seq', 'desc').orderBy('r.todoId', 'desc').limit(limit).offset(offset).execute(),
    ]);
    const nameOf = await this.#names(records);
    return {
      records: records.map((row) => ({
        procInstId: row.procInstId,
        taskId: row.taskId,
        procDefId: row.procDefId,
        taskDefKey: row.taskDefKey,
        taskName: row.taskName,
        processName: row.processName,
        title: row.title,
        businessKey: row.businessKey,
        initiatorName: nameOf(row),
        startTime: row.receivedAt,
        endTime: null,
        status: statusOf(row.status),
        todoId: row.todoId === null ? null : Number(row.todoId),
        todoType: row.todoType === '2' ? 2 : row.todoType === '3' ? 3 : null,
      })),
      total: Number(total),
      current: query.current,
      size: query.size,
    };
  }

  /** Tasks the caller acted on (their latest action per task decides the order and the end time). */
  async done(actor: Actor, query: ListQuery): Promise<TaskRowPage> {
    const base = this.#doneRows(actor, query);
    const { limit, offset } = pageOf(query.current, query.size);
    const [{ total }, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      base
        .select(['t.id as taskId', 't.node_id', 't.node_name', 't.created_at', 'h.handled_at', 'i.id as procInstId', 'i.definition_id', 'i.name', 'i.business_key', 'i.status', 's.initiator_id as initiatorId', 'ft.title'])
        .orderBy('h.handled_at', 'desc')
        .orderBy('s.id', 'desc')
        .orderBy('h.last_seq', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    ]);
    const nameOf = await this.#names(rows);
    return {
      records: rows.map((row) => taskRowOf(row, nameOf(row), row.handled_at === null ? null : String(row.handled_at))),
      total: Number(total),
      current: query.current,
      size: query.size,
    };
  }

  /** Instances the caller started in the current company, each with its first open task, if any. */
  async started(actor: Actor, query: ListQuery): Promise<TaskRowPage> {
    const base = this.#startedRows(actor, query);
    const { limit, offset } = pageOf(query.current, query.size);
    const [{ total }, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      base
        .select(['i.id', 'i.definition_id', 'i.name', 'i.business_key', 'i.status', 'i.started_at', 'i.ended_at', 's.initiator_id as initiatorId', 'ft.title'])
        .orderBy('i.started_at', 'desc')
        .orderBy('s.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    ]);
    const ids = rows.map((row) => row.id);
    const open = ids.length
      ? await this.db.selectFrom('wf_task').select(['id', 'instance_id', 'node_id', 'node_name']).where('instance_id', 'in', ids).where('status', '=', 'open').orderBy('seq').execute()
      : [];
    const touched = await this.#touched(rows.filter((row) => row.status === 'running').map((row) => row.id), String(actor.userId));
    const nameOf = await this.#names(rows);
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
          title: row.title,
          businessKey: row.business_key,
          initiatorName: nameOf(row),
          startTime: row.started_at,
          endTime: row.ended_at,
          status: statusOf(row.status),
          withdrawable: row.status === 'running' && !touched.has(row.id),
        };
      }),
      total: Number(total),
      current: query.current,
      size: query.size,
    };
  }

  /**
   * The caller's running instances someone has acted on: ProcessEngine.untouched's rule in SQL
   * (anything but the start and the engine's or the initiator's automatic approvals), so the
   * list offers 撤回 exactly where the engine will accept it.
   */
  async #touched(procInstIds: string[], initiator: string): Promise<Set<string>> {
    if (procInstIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('wf_action')
      .select('instance_id')
      .distinct()
      .where('instance_id', 'in', procInstIds)
      .where((eb) =>
        eb.not(eb.or([eb('action', '=', 'start'), eb.and([eb('action', '=', 'autoComplete'), eb('user_id', 'in', [SYSTEM_ACTOR, initiator])])])),
      )
      .execute();
    return new Set(rows.map((row) => row.instance_id));
  }

  /**
   * Tasks copied to the caller (抄送我的), one row per copy, newest first: the node it was
   * copied from, the time of the copy as its start (the time filter too), and the instance's
   * end and status. The row opens the drawer on that task, read-only for a recipient.
   */
  async copied(actor: Actor, query: ListQuery): Promise<TaskRowPage> {
    const base = this.#copiedRows(actor, query);
    const { limit, offset } = pageOf(query.current, query.size);
    const [{ total }, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      base
        .select(['t.id as taskId', 't.node_id', 't.node_name', 'c.create_time as created_at', 'i.id as procInstId', 'i.definition_id', 'i.name', 'i.business_key', 'i.status', 'i.ended_at', 's.initiator_id as initiatorId', 'ft.title'])
        .orderBy('c.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    ]);
    const nameOf = await this.#names(rows);
    return {
      records: rows.map((row) => taskRowOf(row, nameOf(row), row.ended_at)),
      total: Number(total),
      current: query.current,
      size: query.size,
    };
  }

  #copiedRows(actor: Actor, query: ListQuery) {
    let base = this.db
      .selectFrom('wf_copy as c')
      .innerJoin('wf_task as t', 't.id', 'c.task_id')
      .innerJoin('wf_instance as i', 'i.id', 'c.proc_inst_id')
      .innerJoin('wf_instance_scope as s', 's.proc_inst_id', 'c.proc_inst_id')
      .leftJoin(this.#titles(actor), 'ft.business_key', 'i.business_key')
      .where('c.company_id', '=', actor.companyId)
      .where('c.user_id', '=', actor.userId);
    for (const filter of listFilters(query, 'i.name', 'c.create_time')) base = base.where(filter);
    return base;
  }

  /**
   * The to-do list's rows: held open tasks, then (union) open type 2/3 to-dos, in one shape.
   * A to-do has no instance: its title stands in the process name column (and the name
   * filter matches it), its creator in the initiator column.
   */
  #todoRows(actor: Actor, query: ListQuery) {
    let tasks = this.db
      .selectFrom('wf_task as t')
      .innerJoin('wf_instance as i', 'i.id', 't.instance_id')
      .innerJoin('wf_instance_scope as s', 's.proc_inst_id', 't.instance_id')
      .leftJoin(this.#titles(actor), 'ft.business_key', 'i.business_key')
      .where('s.company_id', '=', actor.companyId)
      .where('t.status', '=', 'open')
      .where(TaskHolders.heldBy(String(actor.userId)));
    for (const filter of listFilters(query, 'i.name', 't.created_at')) tasks = tasks.where(filter);
    let todos = this.db.selectFrom(this.todos.modalTodoRows(actor).as('d'));
    for (const filter of listFilters(query, 'd.title', 'd.create_time')) todos = todos.where(filter);
    return tasks
      .select([
        sql<string | null>`t.id`.as('taskId'),
        sql<string | null>`t.node_id`.as('taskDefKey'),
        sql<string | null>`t.node_name`.as('taskName'),
        sql<string>`t.created_at`.as('receivedAt'),
        sql<string>`i.id`.as('procInstId'),
        sql<string>`i.definition_id`.as('procDefId'),
        sql<string>`i.name`.as('processName'),
        sql<string | null>`i.business_key`.as('businessKey'),
        sql<string | null>`ft.title`.as('title'),
        sql<string>`i.status`.as('status'),
        sql<number | null>`s.initiator_id`.as('initiatorId'),
        sql<number | null>`cast(null as integer)`.as('todoId'),
        sql<string | null>`cast(null as varchar(32))`.as('todoType'),
        sql<number>`s.id`.as('ord'),
        sql<number>`t.seq`.as('seq'),
      ])
      .unionAll(
        todos.select([
          sql<string | null>`cast(null as varchar(64))`.as('taskId'),
          sql<string | null>`cast(null as varchar(64))`.as('taskDefKey'),
          sql<string | null>`cast(${zhCN.simpleTodoNode} as varchar(64))`.as('taskName'),
          sql<string>`d.create_time`.as('receivedAt'),
          sql<string>`''`.as('procInstId'),
          sql<string>`''`.as('procDefId'),
          sql<string>`d.title`.as('processName'),
          sql<string | null>`cast(null as varchar(64))`.as('businessKey'),
          sql<string | null>`cast(null as varchar(200))`.as('title'),
          sql<string>`'running'`.as('status'),
          sql<number | null>`d.create_by`.as('initiatorId'),
          sql<number | null>`d.todo_id`.as('todoId'),
          sql<string | null>`d.todo_type`.as('todoType'),
          sql<number>`d.todo_id`.as('ord'),
          sql<number>`0`.as('seq'),
        ]),
      );
  }

  #doneRows(actor: Actor, query: ListQuery) {
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
      .leftJoin(this.#titles(actor), 'ft.business_key', 'i.business_key')
      .where('s.company_id', '=', actor.companyId);
    for (const filter of listFilters(query, 'i.name', 't.created_at')) base = base.where(filter);
    return base;
  }

  #startedRows(actor: Actor, query: ListQuery) {
    let base = this.db
      .selectFrom('wf_instance_scope as s')
      .innerJoin('wf_instance as i', 'i.id', 's.proc_inst_id')
      .leftJoin(this.#titles(actor), 'ft.business_key', 'i.business_key')
      .where('s.company_id', '=', actor.companyId)
      .where('s.initiator_id', '=', actor.userId);
    for (const filter of listFilters(query, 'i.name', 'i.started_at')) base = base.where(filter);
    return base;
  }
}
