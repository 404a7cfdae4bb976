import { ApiError } from '../../http/ApiError.ts';
import type { WorkflowActor } from '../../contracts/workflow.ts';
import type { components } from '../../../contracts/generated/workflow.ts';
import { EngineError, type NodeConfig, type ProcessEngine, type TaskView } from '../../engine/index.ts';
import { EngineRefusal } from './EngineRefusal.ts';
import { tenantOf } from './ProcessDefinitions.ts';
import type { FormCatalog } from './FormCatalog.ts';
import type { InstanceReaders } from './InstanceReaders.ts';
import { TaskHolders } from './TaskHolders.ts';
import { zhCN } from './zhCN.ts';

export type ProcessInfoView = components['schemas']['ProcessInfo'];
export type ProcessFormConfigView = components['schemas']['ProcessFormConfig'];
export type JumpTargetView = components['schemas']['JumpTarget'];
export type HistoryRowView = components['schemas']['HistoryRow'];
export type DiagramView = components['schemas']['Diagram'];

/** Org user ids are integers; anything else (the engine's `system`) has no person to show. */
function orgUserId(id: string): number | null {
  return /^\d+$/.test(id) ? Number(id) : null;
}

/**
 * What the task drawer reads: where a task sits, the forms and buttons of its node, reject
 * targets, the history table and the status diagram. Instance-level reads are refused (404)
 * for another company's instance, and (403) to members who took no part (InstanceReaders).
 */
export class TaskQueries {
  constructor(
    private readonly engine: ProcessEngine,
    private readonly holders: TaskHolders,
    private readonly forms: FormCatalog,
    private readonly readers: InstanceReaders,
  ) {}

  /**
   * getMessageProcessInfo. taskState is the task's state for the caller: running only while
   * the task is open and the caller holds it (the drawer shows buttons), complete otherwise.
   * Without a taskId (an instance-level message) the caller's own open task is named, or when
   * none is open their latest task there, so the drawer can still show the form and the
   * 流程状态 diagram of a finished process to those who took part. A reader who had no task there
   * (an initiator whose process never came back to them, an administrator, a 抄送 recipient) is
   * named the process's latest task, never running for them, for the same read-only view.
   */
  async processInfo(procInstId: string, taskId: string | undefined, actor: WorkflowActor): Promise<ProcessInfoView> {
    await this.readers.assertReadable(procInstId, actor);
    const instance = await EngineRefusal.guard(() => this.engine.instance(procInstId));
    const userId = String(actor.userId);
    let task: { taskId: string; taskDefKey: string; running: boolean } | null = null;
    if (taskId) {
      const view = await this.#task(taskId);
      if (view.procInstId !== procInstId) throw new ApiError(404, zhCN.errors.taskNotFound);
      task = { taskId: view.taskId, taskDefKey: view.taskDefKey, running: view.status === 'open' && TaskHolders.holds(view, userId) };
    } else {
      // The caller's own open task: held by definition.
      const open = await this.holders.openTaskOf(procInstId, userId);
      const last = open ? null : ((await this.holders.lastTaskOf(procInstId, userId)) ?? (await this.holders.latestTaskIn(procInstId)));
      if (open) task = { ...open, running: true };
      else if (last) task = { ...last, running: false };
    }
    return {
      procInstId,
      taskId: task?.taskId ?? null,
      procDefId: instance.procDefId,
      taskDefKey: task?.taskDefKey ?? null,
      taskState: task?.running ? 'running' : 'complete',
      businessKey: instance.businessKey,
      processDefinitionKey: instance.processDefinitionKey,
      processName: instance.processName,
      formRouter: task ? await this.#firstFormRouter(instance.procDefId, task.taskDefKey) : null,
    };
  }

  /**
   * The router of a node's first form, as procDefConfForHandleTask names it: the drawer asks for
   * the form's record with it while the node's settings are on their way (issue 26 item 12).
   */
  async #firstFormRouter(procDefId: string, taskDefKey: string): Promise<string | null> {
    const config = await EngineRefusal.guard(() => this.engine.nodeConfig(procDefId, taskDefKey));
    const [first] = await this.forms.refs(config.formList, procDefId);
    return first?.formRouter ?? null;
  }

  /** procDefConfForHandleTask; buttonFlag 'false' (read-only views) leaves the buttons out. */
  async handleConfig(procDefId: string, taskDefKey: string, buttonFlag: string | undefined): Promise<ProcessFormConfigView> {
    const config = await EngineRefusal.guard(() => this.engine.nodeConfig(procDefId, taskDefKey));
    return this.#view(config, procDefId, buttonFlag !== 'false');
  }

  /**
   * procDefConfForHandleTask for the caller's open task: the node's configuration as they may
   * use it there (ProcessEngine.taskConfig) — the branches whose conditions hold now, and only
   * the buttons the engine would let them use (a delegate: 同意). The same checks as a command:
   * 404 for a task of another node, instance or company, 409 when it closed, 403 when the caller
   * does not hold it.
   */
  async heldTaskConfig(procDefId: string, taskDefKey: string, taskId: string, actor: WorkflowActor): Promise<ProcessFormConfigView> {
    const task = await this.#task(taskId);
    if (task.procDefId !== procDefId || task.taskDefKey !== taskDefKey) throw new ApiError(404, zhCN.errors.taskNotFound);
    await this.readers.assertReadable(task.procInstId, actor);
    if (task.status !== 'open') throw new ApiError(409, zhCN.errors.taskClosed);
    if (!TaskHolders.holds(task, String(actor.userId))) throw new ApiError(403, zhCN.errors.notHolder);
    const config = await EngineRefusal.guard(() => this.engine.taskConfig(taskId));
    return this.#view(config, procDefId, true);
  }

  /** procDefConfForStartProcessInst for the latest version of a key. */
  async startConfig(procDefKey: string, companyId: number): Promise<ProcessFormConfigView> {
    const config = await EngineRefusal.guard(() => this.engine.startConfig(procDefKey, tenantOf(companyId)));
    return this.#view(config, config.procDefId, true);
  }

  /** Reject targets of the open task at taskDefKey: user tasks already passed on the way there, nearest first. */
  async jumpTargets(procInstId: string, taskDefKey: string, actor: WorkflowActor): Promise<JumpTargetView[]> {
    // The targets name the nodes the contract passed: as much the process's as its history is.
    await this.readers.assertReadable(procInstId, actor);
    const held = await this.holders.openTaskOf(procInstId, String(actor.userId));
    const taskId = held && held.taskDefKey === taskDefKey ? held.taskId : await this.#anyOpenTaskAt(procInstId, taskDefKey);
    const targets = await EngineRefusal.guard(() => this.engine.listJumpTargets(taskId));
    // The engine lists them in the order they were first passed; the dialog wants the nearest first.
    return [...targets].reverse().map((target) => ({ taskDefKey: target.taskDefKey, taskName: target.taskName }));
  }

  async history(procInstId: string, actor: WorkflowActor): Promise<HistoryRowView[]> {
    await this.readers.assertReadable(procInstId, actor);
    const rows = await EngineRefusal.guard(() => this.engine.history(procInstId));
    return rows.map((row) => ({
      activityId: row.activityId,
      activityName: row.activityName,
      userNickName: row.userNickName,
      action: row.action,
      startTime: row.startTime,
      endTime: row.endTime,
      fullMsg: row.fullMsg,
      deleteReason: row.deleteReason,
    }));
  }

  async diagram(procInstId: string, procDefId: string, actor: WorkflowActor): Promise<DiagramView> {
    await this.readers.assertReadable(procInstId, actor);
    const instance = await EngineRefusal.guard(() => this.engine.instance(procInstId));
    if (instance.procDefId !== procDefId) throw new ApiError(404, zhCN.errors.diagramMismatch);
    const diagram = await EngineRefusal.guard(() => this.engine.diagram(procInstId));
    return {
      bpmn20Xml: diagram.bpmn20Xml,
      activityStatusList: diagram.activityStatusList.map((activity) => ({
        activityId: activity.activityId,
        status: activity.status,
        operatorList: activity.operatorList.flatMap((operator) => {
          const userId = orgUserId(operator.userId);
          return userId === null ? [] : [{ userId, chineseName: operator.userNickName }];
        }),
      })),
      highLightFlowList: diagram.highLightFlowList,
      highLightGatewayList: diagram.highLightGatewayList,
    };
  }

  async #task(taskId: string): Promise<TaskView> {
    try {
      return await this.engine.task(taskId);
    } catch (error) {
      if (error instanceof EngineError && error.code === 'TASK_NOT_FOUND') throw new ApiError(404, zhCN.errors.taskNotFound);
      throw EngineRefusal.toApiError(error);
    }
  }

  async #anyOpenTaskAt(procInstId: string, taskDefKey: string): Promise<string> {
    const id = await this.holders.openTaskAt(procInstId, taskDefKey);
    if (!id) throw new ApiError(404, zhCN.errors.taskNotFound);
    return id;
  }

  async #view(config: NodeConfig, procDefId: string, withButtons: boolean): Promise<ProcessFormConfigView> {
    return {
      seqFlowList: config.seqFlowList.map((flow) => ({ id: flow.id, name: flow.name, nextElementId: flow.nextElementId, nextElementName: flow.nextElementName })),
      buttonList: withButtons ? config.buttonList.map((b) => ({ id: b.id, name: b.name, enabled: b.enabled, custom: b.custom, editable: b.editable })) : [],
      formList: await this.forms.refs(config.formList, procDefId),
    };
  }
}
