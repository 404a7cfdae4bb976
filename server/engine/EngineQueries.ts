import { DEFAULT_BUTTONS, type ButtonSetting } from '../../contracts/bpmn/RongheExtension.ts';
import type { CandidateDirectory } from './CandidateDirectory.ts';
import { EngineError } from './EngineError.ts';
import type { ActivityRecord, DefinitionRecord, InstanceRecord, TaskRecord } from './EngineRecords.ts';
import type { EngineReads, Page, PageRequest } from './EngineStore.ts';
import {
  instanceView,
  taskView,
  type ActivityStatusView,
  type DiagramNodeStatus,
  type DiagramView,
  type DoneTaskView,
  type HistoryRow,
  type InstanceView,
  type JumpTarget,
  type NodeConfig,
  type Operator,
  type ProcessInfo,
  type SeqFlowOption,
  type TaskView,
} from './EngineViews.ts';
import type { FlowModel, ProcessModel } from './model/ProcessModel.ts';
import { SYSTEM_ACTOR } from './runtime/ProcessInterpreter.ts';
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
  ) {}

  async definition(id: string): Promise<DefinitionRecord> {
    const definition = await this.store.findDefinition(id);
    if (!definition) throw new EngineError('DEFINITION_NOT_FOUND', zhCN.errors.definitionNotFound(id));
    return definition;
  }

  async latestDefinition(key: string): Promise<DefinitionRecord> {
    const definition = await this.store.latestDefinition(key);
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
   * The choices a node offers for where to go next: the branches of the exclusive gateway
   * right after it, or its own outgoing flows when it branches itself. Empty when there is
   * nothing to choose.
   */
  flowOptions(model: ProcessModel, nodeId: string): SeqFlowOption[] {
    const outgoing = model.outgoing(nodeId);
    const option = (flow: FlowModel): SeqFlowOption => ({
      id: flow.id,
      name: flow.name,
      nextElementId: flow.targetId,
      nextElementName: model.node(flow.targetId).name,
    });
    if (outgoing.length === 1) {
      const next = model.node(outgoing[0].targetId);
      // Only a 手动 gateway takes the handler's choice; in 自动 the conditions decide.
      return next.type === 'exclusiveGateway' && next.manual && next.outgoing.length > 1 ? model.outgoing(next.id).map(option) : [];
    }
    const node = model.node(nodeId);
    return node.type === 'userTask' || node.type === 'startEvent' ? outgoing.map(option) : [];
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
    return this.flowOptions(model, task.nodeId);
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

  async startConfig(key: string): Promise<NodeConfig & { procDefId: string }> {
    const definition = await this.store.latestDefinitionHead(key);
    if (!definition) throw new EngineError('DEFINITION_NOT_FOUND', zhCN.errors.definitionNotFound(key));
    const model = await this.modelOfId(definition.id);
    const start = model.node(model.startNodeId);
    const forms = start.type === 'startEvent' ? start.forms : [];
    const buttons = start.type === 'startEvent' ? start.buttons : null;
    return {
      procDefId: definition.id,
      seqFlowList: this.startFlowOptions(model),
      buttonList: [...(buttons ?? START_BUTTONS)].map((b) => ({ ...b })),
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

  async diagram(instanceId: string): Promise<DiagramView> {
    const instance = await this.instance(instanceId);
    const definition = await this.definition(instance.definitionId);
    const [activities, tasks, flows] = await Promise.all([
      this.store.listActivities(instanceId),
      this.store.listTasks(instanceId),
      this.store.listTakenFlows(instanceId),
    ]);
    const operatorsByNode = new Map<string, string[]>();
    for (const task of tasks) {
      // a task closed by a reject, a terminate or its node finishing was handled by nobody
      if (task.status === 'cancelled') continue;
      const people = task.status === 'open' ? (task.assignee ? [task.assignee] : task.candidates) : task.handledBy ? [task.handledBy] : [];
      const list = operatorsByNode.get(task.nodeId) ?? [];
      for (const person of people) if (!list.includes(person)) list.push(person);
      operatorsByNode.set(task.nodeId, list);
    }
    const names = await this.names([...operatorsByNode.values()].flat());
    const latest = new Map<string, ActivityRecord[]>();
    for (const activity of activities) latest.set(activity.nodeId, [...(latest.get(activity.nodeId) ?? []), activity]);
    const activityStatusList: ActivityStatusView[] = [];
    for (const [nodeId, list] of latest) {
      const status: DiagramNodeStatus = list.some((a) => a.status === 'running')
        ? 'running'
        : ({ complete: 'complete', terminal: 'terminal', cancelled: 'noRunning', running: 'running' } as const)[list[list.length - 1].status];
      const operatorList: Operator[] = (operatorsByNode.get(nodeId) ?? []).map((userId) => ({ userId, userNickName: names.get(userId) ?? userId }));
      activityStatusList.push({ activityId: nodeId, status, operatorList });
    }
    return {
      bpmn20Xml: definition.xml,
      activityStatusList,
      highLightFlowList: [...new Set(flows.map((f) => f.flowId))],
      highLightGatewayList: [...new Set(activities.filter((a) => GATEWAY_TYPES.has(a.nodeType) && a.status === 'complete').map((a) => a.nodeId))],
    };
  }

  /** The history table: every action in order, then the tasks still waiting. */
  async history(instanceId: string): Promise<HistoryRow[]> {
    await this.instance(instanceId);
    const [actions, tasks] = await Promise.all([this.store.listActions(instanceId), this.store.listTasks(instanceId)]);
    const taskById = new Map(tasks.map((t) => [t.id, t]));
    const open = tasks.filter((t) => t.status === 'open');
    const names = await this.names([...actions.map((a) => a.userId), ...open.flatMap((t) => (t.assignee ? [t.assignee] : t.candidates))]);
    const rows: HistoryRow[] = actions.map((action) => ({
      activityId: action.nodeId,
      activityName: action.nodeName,
      userId: action.userId,
      userNickName: names.get(action.userId) ?? action.userId,
      action: action.action,
      startTime: (action.taskId && taskById.get(action.taskId)?.createdAt) || action.createdAt,
      endTime: action.createdAt,
      fullMsg: action.comment,
    }));
    for (const task of open) {
      const people = task.assignee ? [task.assignee] : task.candidates;
      rows.push({
        activityId: task.nodeId,
        activityName: task.nodeName,
        userId: people.join(','),
        userNickName: people.map((id) => names.get(id) ?? id).join('、'),
        action: 'running',
        startTime: task.createdAt,
        endTime: null,
        fullMsg: '',
      });
    }
    return rows;
  }

  async todo(userId: string, page: PageRequest): Promise<Page<TaskView>> {
    const result = await this.store.todoTasks(userId, page);
    return { ...result, records: result.records.map(({ task, instance }) => taskView(task, instance)) };
  }

  async done(userId: string, page: PageRequest): Promise<Page<DoneTaskView>> {
    const result = await this.store.doneTasks(userId, page);
    return {
      ...result,
      records: result.records.map(({ task, instance, action, handledAt }) => ({ ...taskView(task, instance), action, handledTime: handledAt })),
    };
  }

  async started(userId: string, page: PageRequest): Promise<Page<InstanceView>> {
    const result = await this.store.startedInstances(userId, page);
    return { ...result, records: result.records.map(instanceView) };
  }
}
