import { sql, type RawBuilder } from 'kysely';
import type { components } from '../../../contracts/generated/workflow.ts';
import { ApiError } from '../../http/ApiError.ts';
import type { AuditActor, AuditEntry, AuditTrail } from '../../contracts/audit.ts';
import type { UserDirectory } from '../../contracts/org.ts';
import type { WorkflowActor } from '../../contracts/workflow.ts';
import type { Db } from '../../db/Database.ts';
import type { CommandScope, DefinitionState, ProcessEngine } from '../../engine/index.ts';
import { EngineRefusal } from './EngineRefusal.ts';
import type { EditorNames } from './EditorNames.ts';
import type { InstanceScopes } from './InstanceScopes.ts';
import { LikePattern } from '../../kysely/LikePattern.ts';
import { tenantOf } from './ProcessDefinitions.ts';
import type { WorkflowDb } from './WorkflowDatabase.ts';
import { zhCN } from './zhCN.ts';

export type MonitoredInstanceView = components['schemas']['MonitoredInstance'];
export type MonitoredDefinitionView = components['schemas']['MonitoredDefinition'];
export type MonitoredStatus = components['schemas']['MonitoredStatus'];

export interface MonitorQuery {
  current: number;
  size: number;
  processName?: string;
  initiatorName?: string;
  processDefKey?: string;
  status?: MonitoredStatus;
  startTime?: string[];
}

export interface MonitorPage<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** The engine's instance statuses in the monitor's words; stalled is a running one read further. */
const STATUS: Record<string, MonitoredStatus> = { running: 'running', complete: 'complete', terminated: 'terminal', withdrawn: 'withdrawn' };
const ENGINE_STATUS: Record<Exclude<MonitoredStatus, 'stalled'>, string> = { running: 'running', complete: 'complete', terminal: 'terminated', withdrawn: 'withdrawn' };

/** How many members an initiator-name filter may match; a filter matching more is too vague to help. */
const NAME_MATCHES = 500;

/** An open task nobody holds: no assignee and no candidate (a stalled step, waiting for 转办). */
const HELD_BY_NOBODY = sql<boolean>`t.assignee is null and (t.candidates is null or t.candidates = '[]')`;

/**
 * 流程监控 (issue 22 §4): what a company's administrators (and holders of 流程监控) see of all
 * its processes — every instance with where it stands, every deployed version with its state —
 * and the remedies for stuck work: terminate an instance, 转办 a task, suspend, activate or
 * retire a version. Each remedy is the engine's command, with its audit entry written in the
 * command's own transaction, so no remedy is kept without its record.
 */
export class ProcessMonitor {
  constructor(
    private readonly db: WorkflowDb,
    private readonly engine: ProcessEngine,
    private readonly scopes: InstanceScopes,
    private readonly users: UserDirectory,
    private readonly editors: EditorNames,
    private readonly audit: AuditTrail,
  ) {}

  async instances(companyId: number, query: MonitorQuery): Promise<MonitorPage<MonitoredInstanceView>> {
    const filters = await this.#filters(companyId, query);
    const empty = { records: [], total: 0, current: query.current, size: query.size };
    if (filters === null) return empty;
    let base = this.db
      .selectFrom('wf_instance_scope as s')
      .innerJoin('wf_instance as i', 'i.id', 's.proc_inst_id')
      .innerJoin('wf_definition as d', 'd.id', 'i.definition_id')
      .where('s.company_id', '=', companyId);
    for (const filter of filters) base = base.where(filter);
    const [{ total }, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      base
        .select(['i.id', 'i.definition_id', 'i.proc_def_key', 'd.version', 'i.name', 'i.business_key', 'i.status', 'i.started_at', 'i.ended_at', 's.initiator_id as initiatorId'])
        .orderBy('i.started_at', 'desc')
        .orderBy('s.id', 'desc')
        .limit(query.size)
        .offset((query.current - 1) * query.size)
        .execute(),
    ]);
    const ids = rows.map((row) => row.id);
    const open = ids.length
      ? await this.db
          .selectFrom('wf_task')
          .select(['id', 'instance_id', 'node_name', 'created_at', 'assignee', 'candidates'])
          .where('instance_id', 'in', ids)
          .where('status', '=', 'open')
          .orderBy('seq')
          .execute()
      : [];
    const holdersOf = (task: (typeof open)[number]): number[] => {
      const ids = task.assignee ? [task.assignee] : (JSON.parse(task.candidates ?? '[]') as string[]);
      return ids.filter((id) => /^\d+$/.test(id)).map(Number);
    };
    const names = await this.users.names([...rows.flatMap((row) => (row.initiatorId === null ? [] : [Number(row.initiatorId)])), ...open.flatMap(holdersOf)]);
    return {
      records: rows.map((row) => {
        const tasks = open.filter((task) => task.instance_id === row.id);
        const openTasks = tasks.map((task) => ({
          taskId: task.id,
          taskName: task.node_name,
          createTime: task.created_at,
          holders: holdersOf(task).map((userId) => ({ userId, chineseName: names.get(userId)?.chineseName ?? String(userId) })),
        }));
        const stalled = row.status === 'running' && openTasks.some((task) => task.holders.length === 0);
        return {
          procInstId: row.id,
          procDefId: row.definition_id,
          processDefKey: row.proc_def_key,
          version: Number(row.version),
          processName: row.name,
          businessKey: row.business_key,
          initiatorName: row.initiatorId === null ? null : (names.get(Number(row.initiatorId))?.chineseName ?? null),
          startTime: row.started_at,
          endTime: row.ended_at,
          status: stalled ? 'stalled' : (STATUS[row.status] ?? 'terminal'),
          openTasks,
        };
      }),
      total: Number(total),
      current: query.current,
      size: query.size,
    };
  }

  /** The list's filters; null when the initiator's name matches no member (nothing can match). */
  async #filters(companyId: number, query: MonitorQuery): Promise<RawBuilder<boolean>[] | null> {
    const filters: RawBuilder<boolean>[] = [];
    const name = query.processName?.trim();
    if (name) filters.push(sql<boolean>`i.name like ${LikePattern.containing(name)} escape '\\'`);
    const key = query.processDefKey?.trim();
    if (key) filters.push(sql<boolean>`i.proc_def_key = ${key}`);
    const [from, to] = query.startTime ?? [];
    if (from) filters.push(sql<boolean>`i.started_at >= ${from}`);
    if (to) filters.push(sql<boolean>`i.started_at <= ${to}`);
    const initiator = query.initiatorName?.trim();
    if (initiator) {
      const ids = await this.users.membersNamed(companyId, initiator, NAME_MATCHES);
      if (ids.length === 0) return null;
      filters.push(sql<boolean>`s.initiator_id in (${sql.join(ids)})`);
    }
    if (query.status === 'stalled') {
      filters.push(sql<boolean>`i.status = 'running' and exists (select 1 from wf_task t where t.instance_id = i.id and t.status = 'open' and ${HELD_BY_NOBODY})`);
    } else if (query.status) {
      filters.push(sql<boolean>`i.status = ${ENGINE_STATUS[query.status]}`);
    }
    return filters;
  }

  /** An administrator ends an instance of the company (404 for another company's, 409 once ended). */
  async terminate(input: { procInstId: string; comment: string }, actor: WorkflowActor, auditActor: AuditActor): Promise<void> {
    await this.scopes.assertVisible(input.procInstId, actor.companyId);
    const instance = await this.db.selectFrom('wf_instance').select('name').where('id', '=', input.procInstId).executeTakeFirstOrThrow();
    await EngineRefusal.guard(() =>
      this.engine.terminateInstance({
        procInstId: input.procInstId,
        actorId: String(actor.userId),
        comment: input.comment,
        within: this.#recording(auditActor, {
          subject: 'processInstance',
          subjectId: input.procInstId,
          action: 'terminate',
          summary: zhCN.audit.instanceTerminated(instance.name, input.comment.trim()),
        }),
      }),
    );
  }

  /** 转办: an open task of the company to another active member of it. */
  async reassign(input: { taskId: string; userId: number; comment: string }, actor: WorkflowActor, auditActor: AuditActor): Promise<void> {
    const task = await this.db
      .selectFrom('wf_task as t')
      .innerJoin('wf_instance as i', 'i.id', 't.instance_id')
      .innerJoin('wf_instance_scope as s', 's.proc_inst_id', 't.instance_id')
      .select(['t.status', 't.node_name', 'i.name', 's.company_id'])
      .where('t.id', '=', input.taskId)
      .executeTakeFirst();
    if (!task || Number(task.company_id) !== actor.companyId) throw new ApiError(404, zhCN.errors.taskNotFound);
    if (task.status !== 'open') throw new ApiError(409, zhCN.errors.taskClosed);
    if (!(await this.users.isMember(input.userId, actor.companyId))) throw new ApiError(400, zhCN.errors.notCompanyMember(zhCN.people.reassign));
    const to = (await this.users.names([input.userId])).get(input.userId)?.chineseName ?? String(input.userId);
    await EngineRefusal.guard(() =>
      this.engine.reassign({
        taskId: input.taskId,
        actorId: String(actor.userId),
        assignee: String(input.userId),
        comment: input.comment,
        within: this.#recording(auditActor, {
          subject: 'task',
          subjectId: input.taskId,
          action: 'reassign',
          summary: zhCN.audit.taskReassigned(task.name, task.node_name, to, input.comment.trim()),
          changes: { assignee: { to: input.userId } },
        }),
      }),
    );
  }

  /** Every deployed version of the company, by name then newest first, with its running instances. */
  async definitions(companyId: number, query: { current: number; size: number; processName?: string }): Promise<MonitorPage<MonitoredDefinitionView>> {
    let base = this.db.selectFrom('wf_definition as d').where('d.tenant_id', '=', tenantOf(companyId));
    const name = query.processName?.trim();
    if (name) base = base.where(sql<boolean>`d.name like ${LikePattern.containing(name)} escape '\\'`);
    const [{ total }, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      base
        .select(['d.id', 'd.proc_def_key', 'd.name', 'd.version', 'd.state', 'd.deployed_at', 'd.deployed_by'])
        .select((eb) =>
          eb
            .selectFrom('wf_instance as i')
            .select((c) => c.fn.countAll<number>().as('n'))
            .whereRef('i.definition_id', '=', 'd.id')
            .where('i.status', '=', 'running')
            .as('running'),
        )
        .orderBy('d.name')
        .orderBy('d.proc_def_key')
        .orderBy('d.version', 'desc')
        .limit(query.size)
        .offset((query.current - 1) * query.size)
        .execute(),
    ]);
    const editors = await this.editors.of(rows.map((row) => row.deployed_by));
    return {
      records: rows.map((row) => ({
        procDefId: row.id,
        processDefKey: row.proc_def_key,
        processName: row.name,
        version: Number(row.version),
        state: row.state as DefinitionState,
        deployedAt: row.deployed_at,
        deployedBy: editors.get(row.deployed_by) ?? row.deployed_by,
        runningCount: Number(row.running ?? 0),
      })),
      total: Number(total),
      current: query.current,
      size: query.size,
    };
  }

  /** Suspends, activates or retires a version of the company (404 for another company's). */
  async setDefinitionState(input: { procDefId: string; state: DefinitionState }, actor: WorkflowActor, auditActor: AuditActor): Promise<void> {
    const definition = await this.db.selectFrom('wf_definition').select(['tenant_id', 'name', 'proc_def_key', 'version', 'state']).where('id', '=', input.procDefId).executeTakeFirst();
    if (!definition || definition.tenant_id !== tenantOf(actor.companyId)) throw new ApiError(404, zhCN.errors.definitionNotFound(input.procDefId));
    await EngineRefusal.guard(() =>
      this.engine.setDefinitionState({
        definitionId: input.procDefId,
        state: input.state,
        within: (db) =>
          this.audit.record(db as Db, auditActor, {
            subject: 'process',
            subjectId: definition.proc_def_key,
            action: input.state === 'active' ? 'activate' : input.state === 'suspended' ? 'suspend' : 'retire',
            summary: zhCN.audit.definitionState(definition.name, definition.proc_def_key, Number(definition.version), input.state),
            changes: { state: { from: definition.state, to: input.state } },
          }),
      }),
    );
  }

  #recording(actor: AuditActor, entry: AuditEntry): (scope: CommandScope) => Promise<void> {
    // The engine hands over its own transaction, typed for its tables only.
    return (scope) => this.audit.record(scope.db as Db, actor, entry);
  }
}
