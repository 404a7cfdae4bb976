import type { AsyncSeriesHook, AsyncSeriesTap } from '../../core/hooks/Hooks.ts';
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

/** An entry of ENGINE_EVENTS: what its event carries (a type only; the value is empty). */
export interface EventKind<P> {
  readonly payload?: P;
}

function carries<P>(): EventKind<P> {
  return Object.freeze({});
}

/**
 * The engine's events, the one list of them: each name with what it carries. The engine's
 * hooks (below), the server's WorkflowHooks and the relay between them are mapped over it, so
 * a new event is a line here and the engine's `emit` of it; nothing else names them all.
 * `taskCreated` fires only for tasks still open when the command ends (an auto-approved task
 * was never anyone's to-do). Adding signers announces their tasks (taskCreated); a withdrawal
 * its cancelled tasks (taskCancelled, reason withdraw).
 */
export const ENGINE_EVENTS = Object.freeze({
  processStarted: carries<ProcessEvent>(),
  taskCreated: carries<TaskCreatedEvent>(),
  taskCompleted: carries<TaskEvent>(),
  taskDelegated: carries<TaskDelegatedEvent>(),
  taskResolved: carries<TaskResolvedEvent>(),
  taskCancelled: carries<TaskCancelledEvent>(),
  taskCopied: carries<TaskCopiedEvent>(),
  taskReassigned: carries<TaskReassignedEvent>(),
  /** A step's task has no holder: it waits for 转办 (its taskCreated follows, with nobody to notify). */
  taskStalled: carries<TaskStalledEvent>(),
  processCompleted: carries<ProcessEvent>(),
  processTerminated: carries<ProcessEvent>(),
  processRejected: carries<ProcessRejectedEvent>(),
});

export type EngineEventName = keyof typeof ENGINE_EVENTS;

/** The names of ENGINE_EVENTS, for whoever relays or records every event. */
export const ENGINE_EVENT_NAMES: readonly EngineEventName[] = Object.freeze(Object.keys(ENGINE_EVENTS) as EngineEventName[]);

/** What the event `K` carries. */
export type EngineEventPayload<K extends EngineEventName> = NonNullable<(typeof ENGINE_EVENTS)[K]['payload']>;

/** One event of a command, typed by its name. */
export type EngineEvent = { [K in EngineEventName]: { hook: K; payload: EngineEventPayload<K> } }[EngineEventName];

/**
 * The engine's hooks, one per event, published once: inside the command's transaction, in the
 * order things happened, with the command's scope. A tap writes the rows the event implies
 * through `scope.db`, so they commit with the command or not at all (a kill -9 between two
 * transactions once left to-dos that no task matched); a failing tap rolls the whole command
 * back and its error reaches the caller. What must wait for the commit (a live push) goes to
 * `scope.afterCommit`.
 */
export type EngineHooks = { [K in EngineEventName]: AsyncSeriesHook<[EngineEventPayload<K>, CommandScope]> };

/** The tap-only view of EngineHooks the engine hands out. */
export type EngineEventTaps = { readonly [K in EngineEventName]: AsyncSeriesTap<[EngineEventPayload<K>, CommandScope]> };
