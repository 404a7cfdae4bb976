import { DEFAULT_BUTTONS, type ButtonSetting } from '../../contracts/bpmn/RongheExtension.ts';
import type { CandidateDirectory } from './CandidateDirectory.ts';
import { EngineError } from './EngineError.ts';
import type { ActionRecord, ActivityRecord, DefinitionHead, DefinitionRecord, InstanceRecord, InstanceStatus, TaskRecord } from './EngineRecords.ts';
import type { EngineReads } from './EngineStore.ts';
import {
  taskView,
  type ActivityStatusView,
  type DiagramNodeStatus,
  type DeleteReason,
  type DiagramView,
  type HistoryRow,
  type JumpTarget,
  type NodeConfig,
  type Operator,
  type ProcessInfo,
  type SeqFlowOption,
  type TaskView,
} from './EngineViews.ts';
import { ExpressionError } from '../../contracts/bpmn/expression/ExpressionError.ts';
import type { ExpressionEvaluator } from './expression/ExpressionEvaluator.ts';
import type { FlowModel, ProcessModel } from './model/ProcessModel.ts';
import { SYSTEM_ACTOR } from './runtime/ProcessInterpreter.ts';
import { TaskActionRule } from './TaskActionRule.ts';
import { zhCN } from './zhCN.ts';

const START_BUTTONS: readonly ButtonSetting[] = Object.freeze([{ id: 'start', name: zhCN.actions.start, custom: false, enabled: true, editable: false }]);

const GATEWAY_TYPES = new Set(['exclusiveGateway', 'parallelGateway', 'inclusiveGateway']);

/**
 * The engine's read side: what the process centre, the task drawer, the history table and
 * the diagram viewer ask for. Reads are plain queries; nothing here takes a lock.
 */
export class EngineQueries {
  constructor(
    private readonly store: EngineReads,
    private readonly directory: CandidateDirectory,
    private readonly modelOfId: (definitionId: string) => Promise<ProcessModel>,
    private readonly expressions: ExpressionEvaluator,
  ) {}

  async definition(id: string): Promise<DefinitionRecord> {
    const definition = await this.store.findDefinition(id);
    if (!definition) throw new EngineError('DEFINITION_NOT_FOUND', zhCN.errors.definitionNotFound(id));
    return definition;
  }

  async latestDefinition(key: string, tenantId: string): Promise<DefinitionRecord> {
    const definition = await this.store.latestDefinition(key, tenantId);
    if (!definition) throw new EngineError('DEFINITION_NOT_FOUND', zhCN.errors.definitionNotFound(key));
    return definition;
  }

  async instance(id: string): Promise<InstanceRecord> {
    const instance = await this.store.findInstance(id);
    if (!instance) throw new EngineError('INSTANCE_NOT_FOUND', zhCN.errors.instanceNotFound);
    return instance;
  }

  async task(id: string): Promise<TaskRecord> {
    const task = await this.store.findTask(id);
    if (!task) throw new EngineError('TASK_NOT_FOUND', zhCN.errors.taskNotFound);
    return task;
  }

  async taskView(taskId: string): Promise<TaskView> {
    const task = await this.task(taskId);
    return taskView(task, await this.instance(task.instanceId));
  }

  async processInfo(taskId: string): Promise<ProcessInfo> {
    const task = await this.task(taskId);
    const instance = await this.instance(task.instanceId);
    return {
      procInstId: instance.id,
      taskId: task.id,
      procDefId: instance.definitionId,
      taskDefKey: task.nodeId,
      taskState: task.status === 'open' ? 'running' : 'complete',
      businessKey: instance.businessKey,
      processDefinitionKey: instance.definitionKey,
    };
  }

  /**
   * The choices a node offers for where to go next: the branches of the 手动 exclusive gateway
   * right after it, or its own outgoing flows when it branches itself. Empty when there is
   * nothing to choose. With the instance's variables, only the branches the engine would accept
   * (`offered`); without them (a definition's configuration, the start) every branch.
   */
  flowOptions(model: ProcessModel, nodeId: string, variables?: Readonly<Record<string, unknown>>): SeqFlowOption[] {
    const outgoing = model.outgoing(nodeId);
    const option = (flow: FlowModel): SeqFlowOption => ({
      id: flow.id,
      name: flow.name,
      nextElementId: flow.targetId,
      nextElementName: model.node(flow.targetId).name,
    });
    const choices = (flows: FlowModel[]) => (variables ? flows.filter((flow) => this.offered(flow, variables)) : flows).map(option);
    if (outgoing.length === 1) {
      const next = model.node(outgoing[0].targetId);
      // Only a 手动 gateway takes the handler's choice; in 自动 the conditions decide.
      return next.type === 'exclusiveGateway' && next.manual && next.outgoing.length > 1 ? choices(model.outgoing(next.id)) : [];
    }
    const node = model.node(nodeId);
    return node.type === 'userTask' || node.type === 'startEvent' ? choices(outgoing) : [];
  }

  /**
   * Whether a branch is offered over these variables: the default, one without a condition, or
   * one whose condition holds — what ProcessInterpreter accepts. A condition that cannot be
   * evaluated yet (it names a variable the handler's form may still set) is offered: the
   * engine evaluates it again, over the submitted variables, when it is chosen.
   */
  private offered(flow: FlowModel, variables: Readonly<Record<string, unknown>>): boolean {
    if (flow.isDefault || !flow.condition) return true;
    try {
      return this.expressions.evaluateCondition(flow.condition, variables);
    } catch (error) {
      if (error instanceof ExpressionError) return true;
      throw error;
    }
  }

  /**
   * Start options: the start event's own choices, else those of the first task after it when
   * that task passes itself for the initiator (InitiatorAutoComplete) and so uses the start's
   * choice. Any other first task stops the token and asks its handler, so the start does not.
   */
  startFlowOptions(model: ProcessModel): SeqFlowOption[] {
    const own = this.flowOptions(model, model.startNodeId);
    if (own.length > 0) return own;
    const outgoing = model.outgoing(model.startNodeId);
    if (outgoing.length !== 1) return [];
    const first = model.node(outgoing[0].targetId);
    return first.type === 'userTask' && first.behaviour.initiatorAutoComplete ? this.flowOptions(model, first.id) : [];
  }

  async taskFlowOptions(taskId: string): Promise<SeqFlowOption[]> {
    const task = await this.task(taskId);
    const instance = await this.instance(task.instanceId);
    const model = await this.modelOfId(instance.definitionId);
    return this.flowOptions(model, task.nodeId, instance.variables);
  }

  /**
   * A node's configuration as the holder of one of its tasks may use it: the branches offered
   * over the instance's variables, the buttons TaskActionRule allows. A delegate's agreement
   * hands the task back to its owner and moves nothing, so it offers no branches.
   */
  async taskConfig(taskId: string): Promise<NodeConfig> {
    const task = await this.task(taskId);
    const instance = await this.instance(task.instanceId);
    const model = await this.modelOfId(instance.definitionId);
    const config = await this.nodeConfig(instance.definitionId, task.nodeId);
    return {
      seqFlowList: task.delegationState === 'pending' ? [] : this.flowOptions(model, task.nodeId, instance.variables),
      buttonList: TaskActionRule.buttons(task, config.buttonList),
      formList: config.formList,
    };
  }

  /** The start event's node id of a definition (its form settings are the initiator's). */
  async startNodeId(definitionId: string): Promise<string> {
    return (await this.modelOfId(definitionId)).startNodeId;
  }

  async nodeConfig(definitionId: string, nodeId: string): Promise<NodeConfig> {
    const model = await this.modelOfId(definitionId);
    const node = model.node(nodeId);
    const forms = node.type === 'userTask' || node.type === 'startEvent' || node.type === 'endEvent' ? node.forms : [];
    const buttons = node.type === 'userTask' || node.type === 'startEvent' ? node.buttons : null;
    return {
      seqFlowList: this.flowOptions(model, nodeId),
      buttonList: [...(buttons ?? DEFAULT_BUTTONS)].map((b) => ({ ...b })),
      formList: (forms.length > 0 ? forms : model.forms).map((f) => structuredClone(f)),
    };
  }

  /**
   * The version a start of the key runs: its newest that is not retired, refused while that one
   * is suspended; a key whose every version is retired is refused as such, not as unknown.
   */
  static async startable(reads: EngineReads, key: string, tenantId: string): Promise<DefinitionHead> {
    const definition = await reads.startableDefinitionHead(key, tenantId);
    if (!definition) {
      const latest = await reads.latestDefinitionHead(key, tenantId);
      if (latest) throw new EngineError('DEFINITION_RETIRED', zhCN.errors.definitionAllRetired(latest.name));
      throw new EngineError('DEFINITION_NOT_FOUND', zhCN.errors.definitionNotFound(key));
    }
    if (definition.state === 'suspended') throw new EngineError('DEFINITION_SUSPENDED', zhCN.errors.definitionSuspended(definition.name));
    return definition;
  }

  async startConfig(key: string, tenantId: string): Promise<NodeConfig & { procDefId: string }> {
    const definition = await EngineQueries.startable(this.store, key, tenantId);
    const model = await this.modelOfId(definition.id);
    const start = model.node(model.startNodeId);
    const forms = start.type === 'startEvent' ? start.forms : [];
    return {
      procDefId: definition.id,
      seqFlowList: this.startFlowOptions(model),
      // Spec part 2: starting shows the one button 提交, whatever buttons a start event carries
      // (another tool's task list there would leave the initiator nothing to start with).
      buttonList: START_BUTTONS.map((b) => ({ ...b })),
      formList: (forms.length > 0 ? forms : model.forms).map((f) => structuredClone(f)),
    };
  }

  /** User tasks this instance has already passed that lead to the task's node. */
  async jumpTargets(taskId: string): Promise<JumpTarget[]> {
    const task = await this.task(taskId);
    const instance = await this.instance(task.instanceId);
    const model = await this.modelOfId(instance.definitionId);
    return this.jumpTargetsOf(model, task, await this.store.listActivities(instance.id));
  }

  jumpTargetsOf(model: ProcessModel, task: TaskRecord, activities: ActivityRecord[]): JumpTarget[] {
    const seen = new Set<string>();
    const targets: JumpTarget[] = [];
    for (const activity of activities) {
      if (activity.nodeType !== 'userTask' || activity.status !== 'complete' || activity.nodeId === task.nodeId) continue;
      if (seen.has(activity.nodeId) || !model.hasNode(activity.nodeId) || !model.canReach(activity.nodeId, task.nodeId)) continue;
      seen.add(activity.nodeId);
      targets.push({ taskDefKey: activity.nodeId, taskName: model.node(activity.nodeId).name });
    }
    return targets;
  }

  private async names(userIds: Iterable<string>): Promise<Map<string, string>> {
    const ids = [...new Set(userIds)].filter((id) => id !== SYSTEM_ACTOR);
    const names = ids.length > 0 ? await this.directory.displayNames(ids, this.store.directoryScope) : new Map<string, string>();
    names.set(SYSTEM_ACTOR, zhCN.system);
    return names;
  }

  /**
   * The diagram of the current round. A reject starts a new round over its region (the
   * target and everything after it): what happened there before the reject — activities,
   * flows taken out of its nodes, their handlers — no longer shows, so a re-run node is not
   * green from the last round and highlights do not add up; a node of the region not reached
   * again yet shows as not handled (noRunning).
   */
  async diagram(instanceId: string): Promise<DiagramView> {
    const instance = await this.instance(instanceId);
    const definition = await this.definition(instance.definitionId);
    const [activities, tasks, flows, actions, model] = await Promise.all([
      this.store.listActivities(instanceId),
      this.store.listTasks(instanceId),
      this.store.listTakenFlows(instanceId),
      this.store.listActions(instanceId),
      this.modelOfId(instance.definitionId),
    ]);
    const roundStart = new Map<string, number>();
    for (const action of actions) {
      const target = action.action === 'reject' ? action.detail.target : undefined;
      if (typeof target !== 'string' || !model.hasNode(target)) continue;
      for (const nodeId of [target, ...model.reachable(target)]) roundStart.set(nodeId, action.seq);
    }
    const inRound = (nodeId: string, seq: number) => seq > (roundStart.get(nodeId) ?? -1);
    const earlier = new Set(activities.filter((a) => !inRound(a.nodeId, a.seq)).map((a) => a.nodeId));
    const current = activities.filter((a) => inRound(a.nodeId, a.seq));
    const operatorsByNode = new Map<string, string[]>();
    for (const task of tasks) {
      // a task closed by a reject, a terminate or its node finishing was handled by nobody
      if (task.status === 'cancelled' || !inRound(task.nodeId, task.seq)) continue;
      const people = task.status === 'open' ? (task.assignee ? [task.assignee] : task.candidates) : task.handledBy ? [task.handledBy] : [];
      const list = operatorsByNode.get(task.nodeId) ?? [];
      for (const person of people) if (!list.includes(person)) list.push(person);
      operatorsByNode.set(task.nodeId, list);
    }
    const names = await this.names([...operatorsByNode.values()].flat());
    const latest = new Map<string, ActivityRecord[]>();
    for (const activity of current) latest.set(activity.nodeId, [...(latest.get(activity.nodeId) ?? []), activity]);
    const activityStatusList: ActivityStatusView[] = [];
    for (const [nodeId, list] of latest) {
      const status: DiagramNodeStatus = list.some((a) => a.status === 'running')
        ? 'running'
        : ({ complete: 'complete', terminal: 'terminal', cancelled: 'noRunning', running: 'running' } as const)[list[list.length - 1].status];
      const operatorList: Operator[] = (operatorsByNode.get(nodeId) ?? []).map((userId) => ({ userId, userNickName: names.get(userId) ?? userId }));
      activityStatusList.push({ activityId: nodeId, status, operatorList });
    }
    for (const nodeId of earlier) if (!latest.has(nodeId)) activityStatusList.push({ activityId: nodeId, status: 'noRunning', operatorList: [] });
    // A flow belongs to the round of the node it leaves; one out of a node the definition no longer has stays.
    const flowInRound = (flow: { flowId: string; seq: number }) => !model.hasFlow(flow.flowId) || inRound(model.flow(flow.flowId).sourceId, flow.seq);
    return {
      bpmn20Xml: definition.xml,
      activityStatusList,
      highLightFlowList: [...new Set(flows.filter(flowInRound).map((f) => f.flowId))],
      highLightGatewayList: [...new Set(current.filter((a) => GATEWAY_TYPES.has(a.nodeType) && a.status === 'complete').map((a) => a.nodeId))],
    };
  }

  /**
   * The history table: every action in order, each task the engine cancelled (取消, with its
   * delete reason) right after the action that cancelled it, then the tasks still waiting.
   */
  async history(instanceId: string): Promise<HistoryRow[]> {
    const instance = await this.instance(instanceId);
    const [actions, tasks, activities] = await Promise.all([this.store.listActions(instanceId), this.store.listTasks(instanceId), this.store.listActivities(instanceId)]);
    const taskById = new Map(tasks.map((t) => [t.id, t]));
    const activityById = new Map(activities.map((a) => [a.id, a]));
    const open = tasks.filter((t) => t.status === 'open');
    const cancelled = tasks.flatMap((task) => {
      const reason = this.deleteReason(task, activityById.get(task.activityId), instance.status);
      return reason ? [{ task, reason }] : [];
    });
    const holders = (task: TaskRecord) => (task.assignee ? [task.assignee] : task.candidates);
    const copiedTo = (action: ActionRecord) => (action.action === 'copy' && Array.isArray(action.detail.userIdList) ? action.detail.userIdList.map(String) : []);
    const names = await this.names([
      ...actions.map((a) => a.userId),
      ...actions.flatMap(copiedTo),
      ...open.flatMap(holders),
      ...cancelled.flatMap(({ task }) => holders(task)),
    ]);
    const waitingRow = (task: TaskRecord, action: 'running' | 'canceled', reason: DeleteReason | null): HistoryRow => {
      const people = holders(task);
      return {
        activityId: task.nodeId,
        activityName: task.nodeName,
        userId: people.join(','),
        userNickName: people.map((id) => names.get(id) ?? id).join('、'),
        action,
        startTime: task.createdAt,
        endTime: task.endedAt,
        fullMsg: reason ? zhCN.deleteReasons[reason] : '',
        deleteReason: reason,
      };
    };
    // A cancelled task follows the action that cancelled it (in the same command).
    const byAnchor = new Map<number, HistoryRow[]>();
    for (const { task, reason } of cancelled) {
      const anchor = this.cancellingAction(actions, task, reason);
      byAnchor.set(anchor, [...(byAnchor.get(anchor) ?? []), waitingRow(task, 'canceled', reason)]);
    }
    const rows: HistoryRow[] = [];
    for (const [index, action] of actions.entries()) {
      rows.push({
        activityId: action.nodeId,
        activityName: action.nodeName,
        userId: action.userId,
        userNickName: names.get(action.userId) ?? action.userId,
        action: action.action,
        startTime: (action.taskId && taskById.get(action.taskId)?.createdAt) || action.createdAt,
        endTime: action.createdAt,
        // A 抄送 row says whom it went to: the recipients are what the step did.
        fullMsg: action.action === 'copy' ? zhCN.copyMessage(copiedTo(action).map((id) => names.get(id) ?? id).join('、'), action.comment) : action.comment,
        deleteReason: null,
      });
      rows.push(...(byAnchor.get(index) ?? []));
    }
    rows.push(...(byAnchor.get(-1) ?? []));
    for (const task of open) rows.push(waitingRow(task, 'running', null));
    return rows;
  }

  /**
   * The index of the action that cancelled a task: the latest of the kind the reason names (a
   * reject, a terminate, or a completion at the task's own node) after the task was created
   * and no later than it ended; -1 when none is found.
   */
  private cancellingAction(actions: ActionRecord[], task: TaskRecord, reason: DeleteReason): number {
    const ended = task.endedAt ?? '';
    const kind = (action: ActionRecord) =>
      reason === 'rejected' ? action.action === 'reject' : reason === 'terminated' ? action.action === 'terminate' : reason === 'withdrawn' ? action.action === 'withdraw' : action.nodeId === task.nodeId && (action.action === 'complete' || action.action === 'autoComplete');
    return actions.findLastIndex((action) => action.seq > task.seq && action.createdAt <= ended && kind(action));
  }

  /**
   * Why the engine closed a task its holder never acted on (null for any other task). A
   * terminate closes the others' tasks as terminated with nobody as handler; a reject ends
   * the task's activity as cancelled; a countersign that completes closes the rest of its
   * tasks while its activity completes.
   */
  deleteReason(task: TaskRecord, activity: ActivityRecord | undefined, instanceStatus?: InstanceStatus): DeleteReason | null {
    if (task.status === 'terminated') return task.handledBy === null ? (instanceStatus === 'withdrawn' ? 'withdrawn' : 'terminated') : null;
    if (task.status !== 'cancelled') return null;
    return activity?.status === 'complete' ? 'completedByOther' : activity?.status === 'terminal' ? 'terminated' : 'rejected';
  }
}
