import type { CandidateResolver, UnavailableCandidate } from '../CandidateResolver.ts';
import { EngineError } from '../EngineError.ts';
import type { ExecutionData, ExecutionRecord, MultiInstanceState, TaskRecord } from '../EngineRecords.ts';
import { instanceView, taskView } from '../EngineViews.ts';
import type { CompiledExpression } from '../../../contracts/bpmn/expression/ExpressionAst.ts';
import { ExpressionError } from '../../../contracts/bpmn/expression/ExpressionError.ts';
import type { ExpressionEvaluator } from '../expression/ExpressionEvaluator.ts';
import { isMultiInstance, type FlowModel, type GatewayNodeModel, type NodeModel, type UserTaskNodeModel } from '../model/ProcessModel.ts';
import { zhCN } from '../zhCN.ts';
import type { CommandContext } from './CommandContext.ts';

/** A token between nodes: where it goes, how it got there, and what it carries along. */
interface Arrival {
  nodeId: string;
  viaFlowId: string | null;
  lastActor?: string;
  skipAutoComplete?: boolean;
}

/** wf_instance.business_key is a varchar(255): a longer evaluated key is left out, not an error. */
const BUSINESS_KEY_MAX_LENGTH = 255;

/** The acting user recorded when the engine itself passes a node nobody can handle. */
export const SYSTEM_ACTOR = 'system';

/**
 * Moves tokens through the model for one command. Arrivals are processed depth first, each
 * node's outgoing flows in evaluation order, until every token waits at a user task or a
 * join — the same visiting order as bpmn-engine, which the differential test holds us to.
 *
 * Joins: a parallel join fires once a token has come by each incoming flow; an inclusive join
 * fires once no other live token (waiting, or still on its way in this command) can reach it.
 */
export class ProcessInterpreter {
  private readonly pending: Arrival[] = [];

  constructor(
    private readonly ctx: CommandContext,
    private readonly candidates: CandidateResolver,
    private readonly expressions: ExpressionEvaluator,
  ) {}

  private get model() {
    return this.ctx.model;
  }

  /** Runs a new instance from its start event. */
  async start(): Promise<void> {
    const start = this.model.node(this.model.startNodeId);
    await this.ctx.openActivity(start, 'complete');
    await this.ctx.log('start', start, { userId: this.ctx.instance.initiator, comment: this.ctx.settings.comment });
    const flows = this.chooseFlows(start);
    this.nameBusinessKey(flows);
    await this.take(flows, {});
    await this.drain();
  }

  /**
   * A start with no business key from the business form or the caller takes it from the
   * rh:businessKey of the start flow taken (the first that has one). The key is a convenience,
   * never a reason to refuse a start: a missing variable, a value that is not text or a
   * number, or one too long to store leaves the instance without one.
   */
  private nameBusinessKey(flows: FlowModel[]): void {
    if (this.ctx.instance.businessKey !== null) return;
    const expression = flows.find((flow) => flow.businessKey)?.businessKey;
    if (!expression) return;
    let value: unknown;
    try {
      value = this.expressions.evaluate(expression, this.ctx.instance.variables);
    } catch (error) {
      if (error instanceof ExpressionError) return;
      throw error;
    }
    const key = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (key && key.length <= BUSINESS_KEY_MAX_LENGTH) this.ctx.instance.businessKey = key;
  }

  /** The holder of a task agrees: the task closes and, when its node is done, the token moves on. */
  async complete(task: TaskRecord, actorId: string): Promise<void> {
    const node = this.userTaskNode(task.nodeId);
    const execution = this.executionOf(task);
    await this.ctx.updateTask(task, { status: 'completed', handledBy: actorId, assignee: task.assignee ?? actorId, endedAt: this.ctx.now });
    await this.ctx.log('complete', node, { taskId: task.id, userId: actorId, comment: this.ctx.settings.comment });
    this.ctx.emit(() => ({
      hook: 'taskCompleted',
      payload: { task: taskView(task, this.ctx.instance), instance: instanceView(this.ctx.instance), actorId, comment: this.ctx.settings.comment },
    }));
    const mi = execution.data.multiInstance;
    if (!mi) {
      await this.finishUserTask(node, execution, actorId);
    } else {
      mi.completed++;
      await this.continueMultiInstance(node, execution, actorId);
    }
    await this.drain();
  }

  /**
   * Reject with resubmit strategy 1: every token and task at or after the target closes —
   * including tokens waiting at joins that came from inside that region, so no join fires
   * early and none waits for a token that will never come — and a token starts again at the
   * target, to be handled by a person (no auto-approval on this arrival).
   */
  async reject(task: TaskRecord, targetNodeId: string, actorId: string): Promise<void> {
    const scope = new Set([targetNodeId, ...this.model.reachable(targetNodeId)]);
    for (const execution of [...this.ctx.live]) {
      if (!scope.has(execution.nodeId)) continue;
      if (execution.state === 'waiting') {
        const source = execution.incomingFlowId && this.model.hasFlow(execution.incomingFlowId) ? this.model.flow(execution.incomingFlowId).sourceId : null;
        if (source === null || !scope.has(source)) continue;
      }
      for (const open of this.ctx.tasksOf(execution)) {
        if (open === task) await this.ctx.updateTask(task, { status: 'rejected', handledBy: actorId, endedAt: this.ctx.now });
        else await this.ctx.cancelTask(open, 'reject');
      }
      await this.ctx.endActivity(execution.activityId, 'cancelled');
      await this.ctx.closeExecution(execution);
    }
    await this.restoreFinishedBranches(scope);
    this.pending.push({ nodeId: targetNodeId, viaFlowId: null, skipAutoComplete: true });
    await this.drain();
  }

  /**
   * Rejecting into one branch of a parallel block (say from after its join) re-runs that
   * branch only; the other branches finished earlier and their results stand. A parallel join
   * in the rejected region would wait for them forever, so each incoming flow that comes from
   * outside the region, with no token waiting on it and none that could still bring one, gets
   * a waiting token as its finished branch would have left. Inclusive joins need no help:
   * they wait only for tokens that exist.
   */
  private async restoreFinishedBranches(scope: ReadonlySet<string>): Promise<void> {
    for (const nodeId of scope) {
      const node = this.model.node(nodeId);
      if (node.type !== 'parallelGateway' || node.incoming.length < 2) continue;
      for (const flowId of node.incoming) {
        const source = this.model.flow(flowId).sourceId;
        if (scope.has(source)) continue;
        const waiting = this.ctx.live.some((e) => e.nodeId === nodeId && e.state === 'waiting' && e.incomingFlowId === flowId);
        const coming = this.ctx.live.some((e) => e.nodeId !== nodeId && (e.nodeId === source || this.model.canReach(e.nodeId, source)));
        if (!waiting && !coming) await this.ctx.openExecution(nodeId, 'waiting', { incomingFlowId: flowId });
      }
    }
  }

  /** Closes every token and task; open nodes are recorded as terminal. */
  /**
   * Ends the instance: the acting holder's task (if the holder terminated, not an administrator
   * or the initiator withdrawing) is theirs; every other open task closes with nobody as handler.
   */
  async terminate(task: TaskRecord | null, actorId: string, ending: { status: 'terminated' | 'withdrawn'; reason: 'terminate' | 'withdraw' } = { status: 'terminated', reason: 'terminate' }): Promise<void> {
    for (const execution of [...this.ctx.live]) {
      for (const open of this.ctx.tasksOf(execution)) {
        if (open === task) await this.ctx.updateTask(task, { status: 'terminated', handledBy: actorId, endedAt: this.ctx.now });
        else await this.ctx.cancelTask(open, ending.reason, 'terminated');
      }
      await this.ctx.endActivity(execution.activityId, 'terminal');
      await this.ctx.closeExecution(execution);
    }
    this.ctx.instance.status = ending.status;
    this.ctx.instance.endedAt = this.ctx.now;
  }

  /**
   * Adds instances to a running multi-person node. A parallel node gets their tasks at once, a
   * sequential one queues them; nrOfInstances grows, so the completion percentage is applied
   * to the new total from the next completion on.
   */
  async addSign(task: TaskRecord, userIds: string[]): Promise<string[]> {
    const node = this.userTaskNode(task.nodeId);
    const execution = this.executionOf(task);
    const mi = execution.data.multiInstance;
    if (!mi) throw new EngineError('ADD_SIGN_NOT_MULTI_INSTANCE', zhCN.errors.addSignNotMultiInstance);
    const added = [...new Set(userIds)].filter((id) => !mi.assignees.includes(id));
    if (added.length === 0) throw new EngineError('ADD_SIGN_USERS_PRESENT', zhCN.errors.addSignUsersPresent);
    mi.assignees.push(...added);
    if (!mi.sequential) {
      for (const userId of added) await this.createInstanceTask(node, execution, userId, mi.nextIndex++);
    }
    await this.ctx.saveExecutionData(execution);
    return added;
  }

  private userTaskNode(nodeId: string): UserTaskNodeModel {
    const node = this.model.node(nodeId);
    if (node.type !== 'userTask') throw new EngineError('MODEL_INVALID', zhCN.errors.modelInvalid(nodeId));
    return node;
  }

  private executionOf(task: TaskRecord): ExecutionRecord {
    const execution = this.ctx.live.find((e) => e.id === task.executionId);
    if (!execution) throw new EngineError('TASK_NOT_FOUND', zhCN.errors.taskNotFound);
    return execution;
  }

  private async drain(): Promise<void> {
    for (;;) {
      while (this.pending.length > 0) await this.arrive(this.pending.pop()!);
      if (!(await this.fireFreeInclusiveJoins())) break;
    }
    if (this.ctx.live.length === 0 && this.ctx.instance.status === 'running') {
      this.ctx.instance.status = 'complete';
      this.ctx.instance.endedAt = this.ctx.now;
      this.ctx.emit(() => ({
        hook: 'processCompleted',
        payload: { instance: instanceView(this.ctx.instance), actorId: this.ctx.settings.actorId, comment: this.ctx.settings.comment },
      }));
    }
  }

  private async arrive(arrival: Arrival): Promise<void> {
    const node = this.model.node(arrival.nodeId);
    switch (node.type) {
      case 'userTask':
        return this.enterUserTask(node, arrival);
      case 'parallelGateway':
      case 'inclusiveGateway':
        if (node.incoming.length > 1) return this.join(node, arrival);
        break;
    }
    await this.ctx.openActivity(node, 'complete');
    await this.leave(node, arrival);
  }

  private async join(node: GatewayNodeModel, arrival: Arrival): Promise<void> {
    await this.ctx.openExecution(node.id, 'waiting', { incomingFlowId: arrival.viaFlowId, data: this.carried(arrival) });
    if (node.type === 'parallelGateway') {
      const firstPerFlow = new Map<string, ExecutionRecord>();
      for (const execution of this.ctx.live) {
        if (execution.nodeId !== node.id || execution.state !== 'waiting' || !execution.incomingFlowId) continue;
        if (!firstPerFlow.has(execution.incomingFlowId)) firstPerFlow.set(execution.incomingFlowId, execution);
      }
      if (node.incoming.every((flowId) => firstPerFlow.has(flowId))) await this.fire(node, [...firstPerFlow.values()], arrival.lastActor);
    } else if (!this.otherTokenCanReach(node.id)) {
      await this.fire(node, this.waitingAt(node.id), arrival.lastActor);
    }
  }

  private waitingAt(nodeId: string): ExecutionRecord[] {
    return this.ctx.live.filter((e) => e.nodeId === nodeId && e.state === 'waiting');
  }

  private otherTokenCanReach(joinId: string): boolean {
    return (
      this.ctx.live.some((e) => e.nodeId !== joinId && this.model.canReach(e.nodeId, joinId)) ||
      this.pending.some((a) => a.nodeId === joinId || this.model.canReach(a.nodeId, joinId))
    );
  }

  private async fire(node: GatewayNodeModel, consumed: ExecutionRecord[], lastActor: string | undefined): Promise<void> {
    for (const execution of consumed) await this.ctx.closeExecution(execution);
    await this.ctx.openActivity(node, 'complete');
    await this.leave(node, { lastActor });
  }

  /** Inclusive joins left waiting only for tokens that have since gone (ended, rejected away). */
  private async fireFreeInclusiveJoins(): Promise<boolean> {
    for (const execution of this.ctx.live) {
      const node = this.model.node(execution.nodeId);
      if (execution.state !== 'waiting' || node.type !== 'inclusiveGateway') continue;
      if (this.otherTokenCanReach(node.id)) continue;
      await this.fire(node, this.waitingAt(node.id), execution.data.lastActor);
      return true;
    }
    return false;
  }

  private carried(arrival: Arrival): ExecutionData {
    return {
      ...(arrival.lastActor !== undefined && { lastActor: arrival.lastActor }),
      ...(arrival.skipAutoComplete && { skipAutoComplete: true }),
    };
  }

  private async leave(node: NodeModel, from: { lastActor?: string }): Promise<void> {
    await this.take(this.chooseFlows(node), from);
  }

  private async take(flows: FlowModel[], from: { lastActor?: string }): Promise<void> {
    for (const flow of flows) await this.ctx.takeFlow(flow);
    // pushed last-first so the first flow's branch is followed first (depth first)
    for (const flow of [...flows].reverse()) {
      this.pending.push({ nodeId: flow.targetId, viaFlowId: flow.id, ...(from.lastActor !== undefined && { lastActor: from.lastActor }) });
    }
  }

  private chooseFlows(node: NodeModel): FlowModel[] {
    const outgoing = this.model.outgoing(node.id);
    if (outgoing.length === 0) return [];
    if (node.type === 'parallelGateway') return outgoing;
    const selected = outgoing.filter((flow) => this.ctx.settings.selectedFlowIds.has(flow.id));
    if (node.type === 'exclusiveGateway') {
      if (node.manual) {
        if (selected.length !== 1) throw new EngineError('NEXT_FLOW_REQUIRED', zhCN.errors.nextFlowRequired);
        this.refuseUnlessHolds(selected[0], node);
        return selected;
      }
      if (selected.length > 0) throw new EngineError('FLOW_DECIDED_BY_CONDITION', zhCN.errors.flowDecidedByCondition(node.name || node.id));
      const first = outgoing.find((flow) => !flow.isDefault && this.holds(flow, node));
      return [first ?? this.defaultFlow(node, outgoing)];
    }
    // inclusive gateways and activities: every flow whose condition holds, else the default
    if (selected.length > 0) {
      // a task's own branches are offered like a 手动 gateway's, and accepted the same way
      if (node.type === 'userTask' || node.type === 'startEvent') for (const flow of selected) this.refuseUnlessHolds(flow, node);
      return selected;
    }
    const taken = outgoing.filter((flow) => !flow.isDefault && this.holds(flow, node));
    return taken.length > 0 ? taken : [this.defaultFlow(node, outgoing)];
  }

  private defaultFlow(node: NodeModel, outgoing: FlowModel[]): FlowModel {
    const flow = outgoing.find((f) => f.isDefault);
    if (!flow) throw new EngineError('NO_OUTGOING_FLOW', zhCN.errors.noOutgoingFlow(node.name || node.id));
    return flow;
  }

  /**
   * A branch the handler chose must be one the task drawer offers (EngineQueries.flowOptions):
   * the default, one without a condition, or one whose condition holds now, over the variables
   * the command brought. A 手动 gateway lets the handler pick among the possible ways; it does
   * not let them take a way its condition rules out.
   */
  private refuseUnlessHolds(flow: FlowModel, node: NodeModel): void {
    if (flow.isDefault || this.holds(flow, node)) return;
    throw new EngineError('FLOW_CONDITION_FALSE', zhCN.errors.flowConditionFalse(flow.name || this.model.node(flow.targetId).name || flow.id));
  }

  private holds(flow: FlowModel, node: NodeModel): boolean {
    if (!flow.condition) return true;
    return this.condition(flow.condition, this.ctx.instance.variables, flow.name || node.name || flow.id);
  }

  private condition(expression: CompiledExpression, scope: Record<string, unknown>, where: string): boolean {
    try {
      return this.expressions.evaluateCondition(expression, scope);
    } catch (error) {
      if (error instanceof ExpressionError) {
        throw new EngineError('EXPRESSION_FAILED', zhCN.errors.expressionFailed(where, error.message), { cause: error });
      }
      throw error;
    }
  }

  /**
   * A user task's arrival. Nobody to hand it to: when the task names users (its list, its
   * `${…}` variable) that cannot hold it, the step stalls (issue 22 §4); when only its groups
   * came up empty, the spec's noManager rule passes it ('0') or refuses the command ('1').
   */
  private async enterUserTask(node: UserTaskNodeModel, arrival: Arrival): Promise<void> {
    const activity = await this.ctx.openActivity(node, 'running');
    const execution = await this.ctx.openExecution(node.id, 'active', { activityId: activity.id, data: this.carried(arrival) });
    const { users, unavailable, votes } = await this.candidates.resolve(node, this.ctx.instance, this.ctx.tx.directoryScope);
    if (users.length === 0 && unavailable.length === 0) {
      if (node.behaviour.noManager === '1') throw new EngineError('NO_CANDIDATE', zhCN.errors.noCandidate(node.name || node.id));
      await this.ctx.log('autoComplete', node, { userId: SYSTEM_ACTOR });
      await this.finishUserTask(node, execution, arrival.lastActor);
      return;
    }
    if (!isMultiInstance(node)) {
      if (users.length === 0) {
        await this.stall(node, execution, unavailable, null);
        return;
      }
      const assignee = users.length === 1 ? users[0] : null;
      const task = await this.ctx.createTask({
        executionId: execution.id,
        activityId: activity.id,
        nodeId: node.id,
        nodeName: node.name,
        assignee,
        candidates: users,
        multiInstanceRoot: null,
        multiInstanceIndex: null,
      });
      if (assignee !== null && this.autoApproves(node, assignee, execution.data)) {
        await this.autoComplete(node, task);
        await this.finishUserTask(node, execution, assignee);
      }
      return;
    }
    // Every named user is a vote, an unavailable one too: their vote waits, holder-less, for 转办.
    const mi: MultiInstanceState = { sequential: node.multiActor.isSequential, assignees: votes, nextIndex: 0, completed: 0 };
    execution.data.multiInstance = mi;
    if (mi.sequential) {
      await this.nextSequentialInstance(node, execution);
      return;
    }
    const out = new Map(unavailable.map((candidate) => [candidate.userId, candidate]));
    const tasks: TaskRecord[] = [];
    for (const userId of votes) {
      const missing = out.get(userId);
      tasks.push(missing ? await this.stall(node, execution, [missing], mi.nextIndex++) : await this.createInstanceTask(node, execution, userId, mi.nextIndex++));
    }
    for (const task of tasks) {
      if (task.status !== 'open' || task.assignee === null || !this.autoApproves(node, task.assignee, execution.data)) continue;
      await this.autoComplete(node, task);
      mi.completed++;
      if (this.multiInstanceDone(node, mi)) {
        await this.closeMultiInstance(node, execution, task.assignee);
        return;
      }
    }
    await this.ctx.saveExecutionData(execution);
  }

  /**
   * Stops the token at a step its named handlers cannot take (issue 22 §4): the task is
   * created with no holder (a countersign's: the vote at `index`), the history names who could
   * not and why (action `stall`, by the engine), and `taskStalled` lets the server tell the
   * initiator and the administrators. 转办 (reassign) gives the task to someone; the instance
   * goes on when they act.
   */
  private async stall(node: UserTaskNodeModel, execution: ExecutionRecord, unavailable: UnavailableCandidate[], index: number | null): Promise<TaskRecord> {
    const task = await this.ctx.createTask({
      executionId: execution.id,
      activityId: execution.activityId!,
      nodeId: node.id,
      nodeName: node.name,
      assignee: null,
      candidates: [],
      multiInstanceRoot: index === null ? null : execution.id,
      multiInstanceIndex: index,
    });
    const names = await this.candidates.displayNames(unavailable.map((candidate) => candidate.userId), this.ctx.tx.directoryScope);
    const people = unavailable.map(({ userId, reason }) => ({ userId, name: names.get(userId) ?? userId, reason }));
    const message = zhCN.stalled(node.name || node.id, people);
    await this.ctx.log('stall', node, { taskId: task.id, userId: SYSTEM_ACTOR, comment: message, detail: { unavailable: people } });
    this.ctx.emit(() => ({
      hook: 'taskStalled',
      payload: { task: taskView(task, this.ctx.instance), instance: instanceView(this.ctx.instance), actorId: this.ctx.settings.actorId, comment: message, unavailable: people },
    }));
    return task;
  }

  private createInstanceTask(node: UserTaskNodeModel, execution: ExecutionRecord, userId: string, index: number): Promise<TaskRecord> {
    return this.ctx.createTask({
      executionId: execution.id,
      activityId: execution.activityId!,
      nodeId: node.id,
      nodeName: node.name,
      assignee: userId,
      candidates: [userId],
      multiInstanceRoot: execution.id,
      multiInstanceIndex: index,
    });
  }

  /** InitiatorAutoComplete and SerialAutoComplete, never on a node a reject sent the token back to. */
  private autoApproves(node: UserTaskNodeModel, assignee: string, carried: ExecutionData): boolean {
    if (carried.skipAutoComplete) return false;
    if (node.behaviour.initiatorAutoComplete && assignee === this.ctx.instance.initiator) return true;
    return node.behaviour.serialAutoComplete && carried.lastActor !== undefined && assignee === carried.lastActor;
  }

  private async autoComplete(node: UserTaskNodeModel, task: TaskRecord): Promise<void> {
    await this.ctx.updateTask(task, { status: 'autoCompleted', handledBy: task.assignee, endedAt: this.ctx.now });
    await this.ctx.log('autoComplete', node, { taskId: task.id, userId: task.assignee ?? SYSTEM_ACTOR });
  }

  /** Sequential: hands the next queued assignee a task, auto-approving through as the flags allow. */
  private async nextSequentialInstance(node: UserTaskNodeModel, execution: ExecutionRecord): Promise<void> {
    const mi = execution.data.multiInstance!;
    while (mi.nextIndex < mi.assignees.length) {
      const userId = mi.assignees[mi.nextIndex];
      // Asked at the voter's turn: someone disabled while waiting in the queue stalls it too.
      const unavailable = await this.candidates.unavailableAmong([userId], this.ctx.instance, this.ctx.tx.directoryScope);
      if (unavailable.length > 0) {
        await this.stall(node, execution, unavailable, mi.nextIndex++);
        break;
      }
      const task = await this.createInstanceTask(node, execution, userId, mi.nextIndex++);
      if (!this.autoApproves(node, userId, execution.data)) break;
      await this.autoComplete(node, task);
      mi.completed++;
      if (this.multiInstanceDone(node, mi)) {
        await this.closeMultiInstance(node, execution, userId);
        return;
      }
    }
    await this.ctx.saveExecutionData(execution);
  }

  private async continueMultiInstance(node: UserTaskNodeModel, execution: ExecutionRecord, actorId: string): Promise<void> {
    const mi = execution.data.multiInstance!;
    if (this.multiInstanceDone(node, mi)) {
      await this.closeMultiInstance(node, execution, actorId);
    } else if (mi.sequential) {
      await this.nextSequentialInstance(node, execution);
    } else {
      await this.ctx.saveExecutionData(execution);
    }
  }

  /**
   * Done when every instance completed, or — completeMultiInst — completed ÷ total reaches the
   * percentage, or — conditionBasedMultiInst — the completion condition holds (over
   * nrOfInstances, nrOfCompletedInstances, nrOfActiveInstances and the process variables).
   */
  private multiInstanceDone(node: UserTaskNodeModel, mi: MultiInstanceState): boolean {
    const total = mi.assignees.length;
    if (mi.completed >= total) return true;
    if (node.multiActor.type === 'conditionBasedMultiInst' && node.completionCondition) {
      const scope = {
        ...this.ctx.instance.variables,
        nrOfInstances: total,
        nrOfCompletedInstances: mi.completed,
        nrOfActiveInstances: mi.sequential ? 1 : total - mi.completed,
      };
      return this.condition(node.completionCondition, scope, node.name || node.id);
    }
    return mi.completed * 100 >= node.multiActor.completePercentage * total;
  }

  private async closeMultiInstance(node: UserTaskNodeModel, execution: ExecutionRecord, lastActor: string): Promise<void> {
    for (const open of this.ctx.tasksOf(execution)) await this.ctx.cancelTask(open, 'multiInstanceDone');
    await this.finishUserTask(node, execution, lastActor);
  }

  private async finishUserTask(node: UserTaskNodeModel, execution: ExecutionRecord, lastActor: string | undefined): Promise<void> {
    await this.ctx.endActivity(execution.activityId, 'complete');
    await this.ctx.closeExecution(execution);
    await this.leave(node, lastActor === undefined ? {} : { lastActor });
  }
}

