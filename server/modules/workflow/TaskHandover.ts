import { ApiError } from '../../http/ApiError.ts';
import type { AuditActor, AuditTrail } from '../../contracts/audit.ts';
import type { MemberOpenTask, WorkflowHandover } from '../../contracts/workflow.ts';
import type { UserDirectory } from '../../contracts/org.ts';
import type { Db } from '../../db/Database.ts';
import { EngineError, type ProcessEngine } from '../../engine/index.ts';
import type { WorkflowDb } from './WorkflowDatabase.ts';
import { zhCN } from './zhCN.ts';

/**
 * 用户管理's 禁用 (issue 22 §4): the open tasks only the member can act on in the company, and
 * their handover to someone else through the engine's 转办, so the to-dos and messages follow
 * as for an administrator's 转办 in 流程监控. "Only they": the assignee (the delegate while
 * delegated), or the only candidate; a group task whose other candidates can still take it
 * stays with them.
 */
export class TaskHandover implements WorkflowHandover {
  constructor(
    private readonly db: WorkflowDb,
    private readonly engine: ProcessEngine,
    private readonly users: UserDirectory,
    private readonly audit: AuditTrail,
  ) {}

  async openTasksOf(userId: number, companyId: number): Promise<MemberOpenTask[]> {
    const holder = String(userId);
    const rows = await this.db
      .selectFrom('wf_task as t')
      .innerJoin('wf_instance_scope as s', 's.proc_inst_id', 't.instance_id')
      .innerJoin('wf_instance as i', 'i.id', 't.instance_id')
      .select(['t.id', 't.instance_id', 't.node_name', 't.created_at', 'i.name', 's.initiator_id'])
      .where('s.company_id', '=', companyId)
      .where('t.status', '=', 'open')
      .where((eb) => eb.or([eb('t.assignee', '=', holder), eb.and([eb('t.assignee', 'is', null), eb('t.candidates', '=', JSON.stringify([holder]))])]))
      .orderBy('t.created_at')
      .orderBy('t.seq')
      .execute();
    const names = await this.users.names([...new Set(rows.map((row) => row.initiator_id))]);
    return rows.map((row) => ({
      taskId: row.id,
      procInstId: row.instance_id,
      processName: row.name,
      taskName: row.node_name,
      since: row.created_at,
      initiatorName: names.get(row.initiator_id)?.chineseName ?? null,
    }));
  }

  async handOver(input: { companyId: number; from: number; to: number; reason: string; actor: AuditActor }): Promise<number> {
    const tasks = await this.openTasksOf(input.from, input.companyId);
    if (tasks.length === 0) return 0;
    const names = await this.users.names([input.from, input.to]);
    const fromName = names.get(input.from)?.chineseName ?? String(input.from);
    const toName = names.get(input.to)?.chineseName ?? String(input.to);
    const actorId = String(input.actor.principal?.userId ?? '');
    let moved = 0;
    for (const task of tasks) {
      try {
        await this.engine.reassign({
          taskId: task.taskId,
          actorId,
          assignee: String(input.to),
          comment: input.reason,
          within: (scope) =>
            this.audit.record(scope.db as Db, input.actor, {
              subject: 'workflowTask',
              subjectId: task.taskId,
              action: 'reassign',
              summary: zhCN.handover.audit(task.processName, task.taskName, fromName, toName),
              changes: { assignee: { from: fromName, to: toName }, reason: { to: input.reason } },
            }),
        });
        moved++;
      } catch (error) {
        // Done or handed on by someone else since it was listed: nothing left to move.
        if (error instanceof EngineError && (error.code === 'TASK_NOT_FOUND' || error.code === 'INSTANCE_NOT_RUNNING')) continue;
        if (error instanceof EngineError) throw new ApiError(400, zhCN.handover.refused(task.processName, task.taskName, error.message));
        throw error;
      }
    }
    return moved;
  }
}
