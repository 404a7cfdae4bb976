import { ApiError } from '../../http/ApiError.ts';
import type { UserDirectory } from '../../contracts/org.ts';
import type { WorkflowActor } from '../../contracts/workflow.ts';
import type { InstanceScopes } from './InstanceScopes.ts';
import { TaskHolders } from './TaskHolders.ts';
import type { ExpressionBuilder } from 'kysely';
import type { WorkflowDb, WorkflowTables } from './WorkflowDatabase.ts';
import { zhCN } from './zhCN.ts';

/** A task row the user held, owned, handled or was a candidate for. */
function tookPart(eb: ExpressionBuilder<{ t: WorkflowTables['wf_task'] }, 't'>, userId: string) {
  return eb.or([eb('t.assignee', '=', userId), eb('t.owner', '=', userId), eb('t.handled_by', '=', userId), eb('t.candidates', 'like', TaskHolders.candidatePattern(userId))]);
}

/** 流程监控's permission (contracts/workbench/PermissionCatalogue.ts). */
const MONITOR_PERMISSION = 'act_process_monitor';

/**
 * Who may read a process instance — its form, history, diagram and where it stands: its
 * participants (the initiator, everyone who handled, held, owned or was a candidate for one of
 * its tasks, acted on it, or had one of its tasks copied to them, 抄送), the administrators
 * of its company and those holding 流程监控 there (issue 22 §4). Other members of the
 * company would otherwise read every contract by counting business keys.
 */
export class InstanceReaders {
  constructor(
    private readonly db: WorkflowDb,
    private readonly scopes: InstanceScopes,
    private readonly users: UserDirectory,
  ) {}

  /** 404 for an instance of another company (or none), 403 for a member who took no part. */
  async assertReadable(procInstId: string, actor: WorkflowActor): Promise<void> {
    await this.scopes.assertVisible(procInstId, actor.companyId);
    if (actor.admin) return;
    if (await this.#participates([procInstId], String(actor.userId))) return;
    if (!(await this.#monitors(actor))) throw new ApiError(403, zhCN.errors.notParticipant);
  }

  /**
   * The same rule for a business row (the contract form) by its business key: readable when
   * the caller took part in any instance of the company about it.
   */
  async assertBusinessReadable(businessKey: string, actor: WorkflowActor): Promise<void> {
    if (actor.admin) return;
    const instances = await this.db
      .selectFrom('wf_instance as i')
      .innerJoin('wf_instance_scope as s', 's.proc_inst_id', 'i.id')
      .select('i.id')
      .where('i.business_key', '=', businessKey)
      .where('s.company_id', '=', actor.companyId)
      .execute();
    const ids = instances.map((row) => row.id);
    if (ids.length > 0 && (await this.#participates(ids, String(actor.userId)))) return;
    if (ids.length === 0 || !(await this.#monitors(actor))) throw new ApiError(403, zhCN.errors.notParticipant);
  }

  /**
   * Whether the actor may read a form at the node of one task: an administrator or 流程监控
   * holder, or someone who took part in that very task (held, owned, handled, was a candidate
   * for it, acted on it or had it copied to them). Taking part elsewhere in the instance is not
   * enough: a node may hide fields another one shows.
   */
  async readsAtTask(taskId: string, actor: WorkflowActor): Promise<boolean> {
    if (actor.admin) return true;
    const userId = String(actor.userId);
    const task = await this.db
      .selectFrom('wf_task as t')
      .select('t.id')
      .where('t.id', '=', taskId)
      .where((eb) => tookPart(eb, userId))
      .executeTakeFirst();
    if (task) return true;
    const action = await this.db.selectFrom('wf_action').select('id').where('task_id', '=', taskId).where('user_id', '=', userId).limit(1).executeTakeFirst();
    if (action) return true;
    const copy = await this.db.selectFrom('wf_copy').select('id').where('task_id', '=', taskId).where('user_id', '=', actor.userId).limit(1).executeTakeFirst();
    return copy !== undefined || (await this.#monitors(actor));
  }

  async #monitors(actor: WorkflowActor): Promise<boolean> {
    return (await this.users.permissions(actor.userId, actor.companyId)).includes(MONITOR_PERMISSION);
  }

  async #participates(procInstIds: string[], userId: string): Promise<boolean> {
    const initiated = await this.db.selectFrom('wf_instance').select('id').where('id', 'in', procInstIds).where('initiator', '=', userId).limit(1).executeTakeFirst();
    if (initiated) return true;
    const task = await this.db
      .selectFrom('wf_task as t')
      .select('t.id')
      .where('t.instance_id', 'in', procInstIds)
      .where((eb) => tookPart(eb, userId))
      .limit(1)
      .executeTakeFirst();
    if (task) return true;
    const action = await this.db.selectFrom('wf_action').select('id').where('instance_id', 'in', procInstIds).where('user_id', '=', userId).limit(1).executeTakeFirst();
    if (action) return true;
    if (!/^\d+$/.test(userId)) return false;
    const copy = await this.db.selectFrom('wf_copy').select('id').where('proc_inst_id', 'in', procInstIds).where('user_id', '=', Number(userId)).limit(1).executeTakeFirst();
    return copy !== undefined;
  }
}
