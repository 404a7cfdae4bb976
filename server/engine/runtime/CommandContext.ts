import type {
  ActionType,
  ActivityRecord,
  ActivityStatus,
  ExecutionData,
  ExecutionRecord,
  InstanceRecord,
  TaskRecord,
} from '../EngineRecords.ts';
import type { EngineEvent, TaskCancelReason } from '../EngineHooks.ts';
import type { EngineTransaction, TaskPatch } from '../EngineStore.ts';
import { instanceView, taskView } from '../EngineViews.ts';
import type { FlowModel, NodeModel } from '../model/ProcessModel.ts';
import type { ProcessModel } from '../model/ProcessModel.ts';

export interface CommandSettings {
  readonly actorId: string;
  readonly comment: string;
  /** Flows the caller chose at the exclusive (or inclusive) gateways this command reaches. */
  readonly selectedFlowIds: ReadonlySet<string>;
  readonly now: string;
  readonly newId: () => string;
}

/**
 * The in-memory state of one command on one instance: the locked instance, its live tokens
 * and open tasks, and the events to publish after commit. Every change goes to the
 * transaction as it is made; the instance row (seq counter, variables, status) is written in
 * `finish`.
 */
export class CommandContext {
  readonly live: ExecutionRecord[] = [];
  readonly openTasks: TaskRecord[] = [];
  private readonly createdTasks: TaskRecord[] = [];
  private readonly events: Array<() => EngineEvent | undefined> = [];

  constructor(
    readonly tx: EngineTransaction,
    readonly model: ProcessModel,
    readonly instance: InstanceRecord,
    readonly settings: CommandSettings,
  ) {}

  /** Loads the live tokens and open tasks of an existing instance. */
  async load(): Promise<void> {
    this.live.push(...(await this.tx.listLiveExecutions(this.instance.id)));
    this.openTasks.push(...(await this.tx.listTasks(this.instance.id)).filter((task) => task.status === 'open'));
  }

  get now(): string {
    return this.settings.now;
  }

  nextSeq(): number {
    return this.instance.nextSeq++;
  }

  newId(): string {
    return this.settings.newId();
  }

  emit(event: () => EngineEvent | undefined): void {
    this.events.push(event);
  }

  async openActivity(node: NodeModel, status: ActivityStatus): Promise<ActivityRecord> {
    const record: ActivityRecord = {
      id: this.newId(),
      instanceId: this.instance.id,
      nodeId: node.id,
      nodeName: node.name,
      nodeType: node.type,
      status,
      seq: this.nextSeq(),
      startedAt: this.now,
      endedAt: status === 'running' ? null : this.now,
    };
    await this.tx.insertActivity(record);
    return record;
  }

  async endActivity(activityId: string | null, status: Exclude<ActivityStatus, 'running'>): Promise<void> {
    if (activityId) await this.tx.updateActivity(activityId, { status, endedAt: this.now });
  }

  async takeFlow(flow: FlowModel): Promise<void> {
    await this.tx.insertTakenFlow({ id: this.newId(), instanceId: this.instance.id, flowId: flow.id, seq: this.nextSeq(), takenAt: this.now });
  }

  async openExecution(nodeId: string, state: 'active' | 'waiting', fields: { incomingFlowId?: string | null; activityId?: string | null; data?: ExecutionData }): Promise<ExecutionRecord> {
    const record: ExecutionRecord = {
      id: this.newId(),
      instanceId: this.instance.id,
      nodeId,
      state,
      incomingFlowId: fields.incomingFlowId ?? null,
      activityId: fields.activityId ?? null,
      data: fields.data ?? {},
      seq: this.nextSeq(),
      createdAt: this.now,
      endedAt: null,
    };
    await this.tx.insertExecution(record);
    this.live.push(record);
    return record;
  }

  async saveExecutionData(execution: ExecutionRecord): Promise<void> {
    await this.tx.updateExecution(execution.id, { data: execution.data });
  }

  async closeExecution(execution: ExecutionRecord): Promise<void> {
    execution.state = 'closed';
    execution.endedAt = this.now;
    await this.tx.updateExecution(execution.id, { state: 'closed', endedAt: this.now });
    const index = this.live.indexOf(execution);
    if (index >= 0) this.live.splice(index, 1);
  }

  async createTask(fields: Pick<TaskRecord, 'executionId' | 'activityId' | 'nodeId' | 'nodeName' | 'assignee' | 'candidates' | 'multiInstanceRoot' | 'multiInstanceIndex'>): Promise<TaskRecord> {
    const record: TaskRecord = {
      id: this.newId(),
      instanceId: this.instance.id,
      owner: null,
      delegationState: null,
      status: 'open',
      handledBy: null,
      seq: this.nextSeq(),
      createdAt: this.now,
      endedAt: null,
      ...fields,
    };
    await this.tx.insertTask(record);
    this.openTasks.push(record);
    this.createdTasks.push(record);
    return record;
  }

  async updateTask(task: TaskRecord, patch: TaskPatch): Promise<void> {
    Object.assign(task, patch);
    await this.tx.updateTask(task.id, patch);
    if (task.status !== 'open') {
      const index = this.openTasks.indexOf(task);
      if (index >= 0) this.openTasks.splice(index, 1);
    }
  }

  /** Closes a task nobody acted on; its holder hears of it unless it was born in this command. */
  async cancelTask(task: TaskRecord, reason: TaskCancelReason, status: 'cancelled' | 'terminated' = 'cancelled'): Promise<void> {
    await this.updateTask(task, { status, endedAt: this.now });
    if (this.createdTasks.includes(task)) return;
    this.emit(() => ({
      hook: 'taskCancelled',
      payload: { task: taskView(task, this.instance), instance: instanceView(this.instance), actorId: this.settings.actorId, comment: this.settings.comment, reason },
    }));
  }

  tasksOf(execution: ExecutionRecord): TaskRecord[] {
    return this.openTasks.filter((task) => task.executionId === execution.id);
  }

  async log(action: ActionType, node: NodeModel, fields: { taskId?: string | null; userId: string; comment?: string; detail?: Record<string, unknown> }): Promise<void> {
    await this.tx.insertAction({
      id: this.newId(),
      instanceId: this.instance.id,
      taskId: fields.taskId ?? null,
      nodeId: node.id,
      nodeName: node.name,
      userId: fields.userId,
      action,
      comment: fields.comment ?? '',
      detail: fields.detail ?? {},
      seq: this.nextSeq(),
      createdAt: this.now,
    });
  }

  /** Writes the instance row and returns the events to publish once the transaction commits. */
  async finish(): Promise<EngineEvent[]> {
    await this.tx.updateInstance(this.instance.id, {
      nextSeq: this.instance.nextSeq,
      variables: this.instance.variables,
      businessKey: this.instance.businessKey,
      status: this.instance.status,
      endedAt: this.instance.endedAt,
    });
    const events = this.events.map((event) => event()).filter((event): event is EngineEvent => event !== undefined);
    for (const task of this.createdTasks) {
      if (task.status !== 'open') continue;
      const node = this.model.node(task.nodeId);
      events.push({
        hook: 'taskCreated',
        payload: {
          task: taskView(task, this.instance),
          instance: instanceView(this.instance),
          actorId: this.settings.actorId,
          comment: this.settings.comment,
          notice: node.type === 'userTask' ? node.notice : null,
        },
      });
    }
    return events;
  }
}
