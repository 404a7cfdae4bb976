import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { deployErrorLabel } from '../../contracts/bpmn/DeployErrorCodes.ts';
import type { DeployFormContext } from '../../contracts/bpmn/DeployFormContext.ts';
import { EngineDefinitionStateMigration, EngineError, EngineMigration, EngineTenantMigration, KyselyEngineStore, ProcessEngine, type CandidateDirectory, type EngineDatabase } from '../../server/engine/index.ts';
import type { TaskRecord } from '../../server/engine/EngineRecords.ts';
import { zhCN } from '../zhCN.ts';
import type { SimulatedAction, SimulatedPerson, SimulationReport } from './SimulationReport.ts';
import type { SimulationStep } from './SimulationStepParser.ts';
import { StepRefusal } from './StepRefusal.ts';

export interface SimulationInput {
  xml: string;
  key: string;
  name: string;
  initiator: string;
  variables: Record<string, unknown>;
  steps: readonly SimulationStep[];
  /** After the steps, agree every open task until the process ends. */
  untilEnd: boolean;
  directory: CandidateDirectory;
  /** How the directory is described in the report. */
  directoryName: string;
  /** The designed form(s) the process binds (`--form`): the deploy judges its conditions against them, as the server's would. */
  forms?: DeployFormContext;
}

/** Agreements (and their chains through sequential signers) one run may make before it is called a loop. */
const MAX_ACTIONS = 500;

/**
 * Runs a diagram on the server's own engine — ProcessEngine over an in-memory SQLite database
 * with the engine migration — so conditions, gateways, multi-person tasks, candidate
 * resolution and rejects behave exactly as after a deploy. Deploys, starts, applies the
 * steps, and reads the path, tasks and state back from the engine's tables.
 */
export class ProcessSimulation {
  async run(input: SimulationInput): Promise<SimulationReport> {
    const db = new Kysely<EngineDatabase>({ dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }) });
    try {
      await EngineMigration.up(db);
      await EngineTenantMigration.up(db);
      await EngineDefinitionStateMigration.up(db);
      const store = new KyselyEngineStore(db);
      // Hooks have no listeners here; a failing one would be the engine's bug, not the diagram's.
      const engine = new ProcessEngine({ store, directory: input.directory, onHookError: () => undefined });
      const report: SimulationReport = {
        process: { key: input.key, name: input.name },
        directory: input.directoryName,
        initiator: { id: input.initiator, name: null },
        variables: input.variables,
        steps: [],
        path: [],
        flows: [],
        tasks: [],
        status: 'running',
        waiting: [],
      };

      try {
        const forms = input.forms;
        const deployed = await engine.deploy({ key: input.key, name: input.name, xml: input.xml, deployedBy: 'simulate', ...(forms ? { forms: async () => forms } : {}) });
        if (!deployed.success) {
          report.status = 'refused';
          report.illegalNodeList = deployed.illegalNodeList.map((node) => ({ ...node, label: deployErrorLabel(node.errCode) ?? '--' }));
          return report;
        }
      } catch (error) {
        if (!(error instanceof EngineError)) throw error;
        report.status = 'refused';
        report.error = error.message;
        return report;
      }

      let instanceId: string;
      try {
        instanceId = (await engine.start({ procDefKey: input.key, initiator: input.initiator, variables: input.variables })).procInstId;
      } catch (error) {
        if (!(error instanceof EngineError)) throw error;
        report.status = 'failed';
        report.error = zhCN.simulate.startFailed(error.message);
        return report;
      }

      const actions = { count: 0 };
      try {
        for (const step of input.steps) {
          const done: SimulatedAction[] = [];
          report.steps.push({ step: step.text, actions: done });
          await this.apply(engine, store, instanceId, step, done, actions);
        }
        if (input.untilEnd) {
          const done: SimulatedAction[] = [];
          report.steps.push({ step: '--until-end', actions: done });
          await this.agreeUntilEnd(engine, store, instanceId, done, actions);
        }
      } catch (error) {
        if (!(error instanceof EngineError) && !(error instanceof StepRefusal)) throw error;
        report.status = 'failed';
        report.error = error.message;
      }

      await this.collect(engine, store, instanceId, input.directory, db, report);
      return report;
    } finally {
      await db.destroy();
    }
  }

  private async apply(engine: ProcessEngine, store: KyselyEngineStore, instanceId: string, step: SimulationStep, done: SimulatedAction[], actions: { count: number }): Promise<void> {
    const open = await this.openTasks(store, instanceId);
    const atNode = open.filter((task) => task.nodeId === step.node || task.nodeName === step.node);
    if (atNode.length === 0) {
      const waiting = [...new Set(open.map((task) => `${task.nodeName}（${task.nodeId}）`))];
      throw new StepRefusal(zhCN.simulate.noTaskAt(step.text, step.node, waiting));
    }

    if (step.action === 'reject') {
      const task = atNode[0];
      const targets = await engine.listJumpTargets(task.id);
      const target = targets.find((candidate) => candidate.taskDefKey === step.target || candidate.taskName === step.target);
      if (!target) throw new StepRefusal(zhCN.simulate.noRejectTarget(step.text, targets.map((t) => `${t.taskName}（${t.taskDefKey}）`)));
      const user = this.handler(task);
      await engine.reject({ taskId: task.id, userId: user, target: target.taskDefKey, reSubmitType: 1 });
      done.push({ action: 'reject', nodeId: task.nodeId, nodeName: task.nodeName, user: { id: user, name: null }, target: target.taskDefKey });
      return;
    }
    if (step.action === 'terminate') {
      const task = atNode[0];
      const user = this.handler(task);
      await engine.terminate({ taskId: task.id, userId: user });
      done.push({ action: 'terminate', nodeId: task.nodeId, nodeName: task.nodeName, user: { id: user, name: null } });
      return;
    }

    if (step.user !== undefined) {
      const task = atNode.find((candidate) => candidate.assignee === step.user || (candidate.assignee === null && candidate.candidates.includes(step.user!)));
      if (!task) throw new StepRefusal(zhCN.simulate.notAHandler(step.text, step.user, atNode.flatMap((t) => (t.assignee ? [t.assignee] : t.candidates))));
      await this.agree(engine, task, step.user, step.variables, done, actions, await this.chosenFlow(engine, task, step));
      return;
    }
    // Every handler of the node agrees; a sequential multi-person node hands the next signer
    // a new task of the same activation, which is agreed as well.
    const roots = new Set(atNode.map((task) => task.multiInstanceRoot).filter((root) => root !== null));
    const handled = new Set<string>();
    let batch = atNode;
    while (batch.length > 0) {
      for (const task of batch) {
        handled.add(task.id);
        const current = (await this.openTasks(store, instanceId)).find((candidate) => candidate.id === task.id);
        // A parallel multi-person node closes its remaining tasks once enough have agreed; a stalled vote waits for 转办.
        if (!current || (ProcessSimulation.stalled(current) && atNode.some((other) => !ProcessSimulation.stalled(other)))) continue;
        await this.agree(engine, current, this.handler(current), step.variables, done, actions, await this.chosenFlow(engine, current, step));
      }
      batch = (await this.openTasks(store, instanceId)).filter((task) => !handled.has(task.id) && task.multiInstanceRoot !== null && roots.has(task.multiInstanceRoot));
    }
  }

  private async agreeUntilEnd(engine: ProcessEngine, store: KyselyEngineStore, instanceId: string, done: SimulatedAction[], actions: { count: number }): Promise<void> {
    for (;;) {
      if ((await engine.instance(instanceId)).status !== 'running') return;
      // A stalled task waits for 转办, which a simulation has nobody to give.
      const task = (await this.openTasks(store, instanceId)).find((open) => !ProcessSimulation.stalled(open));
      if (!task) return;
      await this.agree(engine, task, this.handler(task), undefined, done, actions);
    }
  }

  /**
   * The flow a step chose at the 手动 gateway after its task, among the gateway's branches. The
   * engine then accepts it only when its condition holds over the variables the step brings.
   */
  private async chosenFlow(engine: ProcessEngine, task: TaskRecord, step: SimulationStep): Promise<string | undefined> {
    if (step.flow === undefined) return undefined;
    const { procDefId } = await engine.instance(task.instanceId);
    const offered = (await engine.nodeConfig(procDefId, task.nodeId)).seqFlowList;
    const flow = offered.find((option) => [option.id, option.name, option.nextElementId, option.nextElementName].includes(step.flow!));
    if (!flow) throw new StepRefusal(zhCN.simulate.noSuchFlow(step.text, offered.map((option) => `${option.name || option.id}（${option.id}）→ ${option.nextElementName}`)));
    return flow.id;
  }

  private async agree(
    engine: ProcessEngine,
    task: TaskRecord,
    user: string,
    variables: Record<string, unknown> | undefined,
    done: SimulatedAction[],
    actions: { count: number },
    selectedSeqFlowId?: string,
  ): Promise<void> {
    if (++actions.count > MAX_ACTIONS) throw new StepRefusal(zhCN.simulate.tooManyActions(MAX_ACTIONS));
    await engine.complete({ taskId: task.id, userId: user, variables, selectedSeqFlowId });
    done.push({ action: 'agree', nodeId: task.nodeId, nodeName: task.nodeName, user: { id: user, name: null } });
  }

  /** A stalled task (issue 22 §4): nobody holds it until an administrator's 转办. */
  private static stalled(task: TaskRecord): boolean {
    return task.assignee === null && task.candidates.length === 0;
  }

  /** Who acts on a task: its assignee, else its first candidate; a stalled task has nobody, and a step there is refused. */
  private handler(task: TaskRecord): string {
    const user = task.assignee ?? task.candidates[0];
    if (user === undefined) throw new StepRefusal(zhCN.simulate.stalledStep(`${task.nodeName}（${task.nodeId}）`));
    return user;
  }

  private async openTasks(store: KyselyEngineStore, instanceId: string): Promise<TaskRecord[]> {
    return (await store.listTasks(instanceId)).filter((task) => task.status === 'open');
  }

  private async collect(engine: ProcessEngine, store: KyselyEngineStore, instanceId: string, directory: CandidateDirectory, db: Kysely<EngineDatabase>, report: SimulationReport): Promise<void> {
    const [activities, flows, tasks, actions, instance, executions] = await Promise.all([
      store.listActivities(instanceId),
      store.listTakenFlows(instanceId),
      store.listTasks(instanceId),
      store.listActions(instanceId),
      engine.instance(instanceId),
      store.listLiveExecutions(instanceId),
    ]);
    // A multi-person node still running knows all its signers; a finished one, the tasks it made.
    const signers = new Map(executions.map((execution) => [execution.id, execution.data.multiInstance?.assignees.length]));
    const ids = new Set<string>([report.initiator.id]);
    for (const task of tasks) {
      if (task.assignee) ids.add(task.assignee);
      if (task.handledBy) ids.add(task.handledBy);
      task.candidates.forEach((id) => ids.add(id));
    }
    for (const step of report.steps) for (const action of step.actions) ids.add(action.user.id);
    const names = await directory.displayNames([...ids], { db });
    const person = (id: string): SimulatedPerson => ({ id, name: names.get(id) ?? null });

    report.initiator = person(report.initiator.id);
    for (const step of report.steps) for (const action of step.actions) action.user = person(action.user.id);
    const autoCompleted = new Set(actions.filter((action) => action.action === 'autoComplete' && action.taskId === null).map((action) => action.nodeId));
    report.path = activities.map((activity) => ({
      nodeId: activity.nodeId,
      nodeName: activity.nodeName,
      nodeType: activity.nodeType,
      status: activity.status,
      autoCompleted: activity.nodeType === 'userTask' && autoCompleted.has(activity.nodeId) && !tasks.some((task) => task.activityId === activity.id),
    }));
    report.flows = flows.map((flow) => flow.flowId);
    report.tasks = tasks.map((task) => ({
      nodeId: task.nodeId,
      nodeName: task.nodeName,
      assignee: task.assignee ? person(task.assignee) : null,
      candidates: task.candidates.map(person),
      multiInstance:
        task.multiInstanceRoot === null
          ? null
          : {
              index: (task.multiInstanceIndex ?? 0) + 1,
              of: signers.get(task.multiInstanceRoot) ?? tasks.filter((other) => other.multiInstanceRoot === task.multiInstanceRoot).length,
            },
      status: task.status,
      handledBy: task.handledBy ? person(task.handledBy) : null,
    }));
    if (report.status !== 'failed') report.status = instance.status === 'complete' ? 'complete' : instance.status === 'terminated' ? 'terminated' : 'running';
    const open = tasks.filter((task) => task.status === 'open');
    report.waiting = [...new Set(open.map((task) => task.nodeId))].map((nodeId) => {
      const atNode = open.filter((task) => task.nodeId === nodeId);
      const handlers = [...new Set(atNode.flatMap((task) => (task.assignee ? [task.assignee] : task.candidates)))];
      return { nodeId, nodeName: atNode[0].nodeName, handlers: handlers.map(person) };
    });
  }
}
