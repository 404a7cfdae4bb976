import { AsyncSeriesHook } from '../../core/hooks/Hooks.ts';
import type { NoticeSetting } from '../../contracts/bpmn/RongheExtension.ts';
import type { UnavailableReason } from './CandidateDirectory.ts';
import type { CommandScope } from './CommandScope.ts';
import type { InstanceView, TaskView } from './EngineViews.ts';

export interface TaskEvent {
  task: TaskView;
  instance: InstanceView;
  /** Who acted; null when the engine did (a multi-person node finishing, say). */
  actorId: string | null;
  comment: string;
}

/** A task opened; `notice` is its node's rh:notice setting (null: nobody is to be notified beyond the to-do). */
export interface TaskCreatedEvent extends TaskEvent {
  notice: NoticeSetting | null;
}

export interface TaskDelegatedEvent extends TaskEvent {
  from: string;
  to: string;
}

/** A delegate finished: the task is back with its owner. */
export interface TaskResolvedEvent extends TaskEvent {
  delegate: string;
  owner: string;
}

/** The holder sent a copy of the task (抄送) to these people; the task stays theirs. */
export interface TaskCopiedEvent extends TaskEvent {
  userIds: string[];
}

export type TaskCancelReason = 'reject' | 'terminate' | 'withdraw' | 'multiInstanceDone';

/** An administrator handed the task to someone else (转办, issue 22 §4): `from` held it (none when it was stalled). */
export interface TaskReassignedEvent extends TaskEvent {
  from: string[];
  to: string;
}

/** A user a stalled task named, who cannot hold it. */
export interface StalledCandidate {
  userId: string;
  /** The directory's name, or the id when it knows none (an unknown user). */
  name: string;
  reason: UnavailableReason;
}

/**
 * A step stopped (issue 22 §4): its task was created with no holder because the users it names
 * cannot hold it. `comment` is the history's sentence (节点“…”的办理人（…）…，流程已暂停，请管理员转办).
 */
export interface TaskStalledEvent extends TaskEvent {
  unavailable: StalledCandidate[];
}

/** A task closed without its holder acting on it. */
export interface TaskCancelledEvent extends TaskEvent {
  reason: TaskCancelReason;
}

export interface ProcessEvent {
  instance: InstanceView;
  actorId: string | null;
  comment: string;
}

export interface ProcessRejectedEvent extends ProcessEvent {
  taskId: string;
  fromNodeId: string;
  targetNodeId: string;
}

/**
 * The engine's events, one hook per kind of event. They are called after the command's
 * transaction has committed, in the order things happened, so a tap sees the new state; a
 * failing tap is reported and never undoes the command. Rows that must agree with the
 * engine's (to-dos, messages) are written in `committing` instead. `taskCreated` fires only
 * for tasks still open when the command ends (an auto-approved task was never anyone's to-do).
 */
export class EngineEventHooks {
  readonly processStarted = new AsyncSeriesHook<[ProcessEvent]>(1);
  readonly taskCreated = new AsyncSeriesHook<[TaskCreatedEvent]>(1);
  readonly taskCompleted = new AsyncSeriesHook<[TaskEvent]>(1);
  readonly taskDelegated = new AsyncSeriesHook<[TaskDelegatedEvent]>(1);
  readonly taskResolved = new AsyncSeriesHook<[TaskResolvedEvent]>(1);
  readonly taskCancelled = new AsyncSeriesHook<[TaskCancelledEvent]>(1);
  readonly signAdded = new AsyncSeriesHook<[TaskEvent & { userIds: string[] }]>(1);
  readonly taskCopied = new AsyncSeriesHook<[TaskCopiedEvent]>(1);
  readonly taskReassigned = new AsyncSeriesHook<[TaskReassignedEvent]>(1);
  /** A step's task has no holder: it waits for 转办 (its taskCreated follows, with nobody to notify). */
  readonly taskStalled = new AsyncSeriesHook<[TaskStalledEvent]>(1);
  readonly processCompleted = new AsyncSeriesHook<[ProcessEvent]>(1);
  readonly processTerminated = new AsyncSeriesHook<[ProcessEvent]>(1);
  /** The initiator withdrew it (撤回); its open tasks were cancelled (taskCancelled, reason withdraw) just before. */
  readonly processWithdrawn = new AsyncSeriesHook<[ProcessEvent]>(1);
  readonly processRejected = new AsyncSeriesHook<[ProcessRejectedEvent]>(1);
}

type HookArgument<H> = H extends AsyncSeriesHook<[infer P]> ? P : never;

/** One event waiting for the commit, typed by the hook it goes to. */
export type EngineEvent = { [K in keyof EngineEventHooks]: { hook: K; payload: HookArgument<EngineEventHooks[K]> } }[keyof EngineEventHooks];

/**
 * The per-kind hooks, and every event of one command at once, in order:
 * - `committing`, inside the command's transaction before it commits: a tap writes the rows
 *   the events imply through `scope.db`, so they commit with the command or not at all (a
 *   kill -9 between two transactions left to-dos that no task matched). A failing tap rolls
 *   the whole command back and its error reaches the caller. What must wait for the commit
 *   (a live push) goes to `scope.afterCommit`.
 * - `committed`, after the commit, before the per-kind hooks; a failing tap is reported.
 */
export class EngineHooks extends EngineEventHooks {
  readonly committing = new AsyncSeriesHook<[readonly EngineEvent[], CommandScope]>(2);
  readonly committed = new AsyncSeriesHook<[readonly EngineEvent[]]>(1);
}
