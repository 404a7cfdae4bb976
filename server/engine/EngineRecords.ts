/*
 * The engine's state as rows. Ids are opaque strings (user ids included: the engine never
 * interprets them); times are `yyyy-MM-dd HH:mm:ss` text in server local time, the house
 * convention; `seq` numbers order what happened inside one instance, as several things
 * happen within the same second.
 */

/** withdrawn: the initiator took it back before anyone acted on it (撤回, issue 22 §4). */
export type InstanceStatus = 'running' | 'complete' | 'terminated' | 'withdrawn';

/** A definition version's state (issue 22 §4): suspended versions start nothing until activated; retired ones never again. */
export type DefinitionState = 'active' | 'suspended' | 'retired';

/** A token: waiting at a user task (`active`), waiting at a join (`waiting`), or gone (`closed`). */
export type ExecutionState = 'active' | 'waiting' | 'closed';

export type TaskStatus = 'open' | 'completed' | 'autoCompleted' | 'rejected' | 'terminated' | 'cancelled';

/** Flowable's delegation states: pending while the delegate holds the task, resolved once returned. */
export type DelegationState = 'pending' | 'resolved';

/** running while a token is there; terminal when terminate closed it; cancelled when a reject did. */
export type ActivityStatus = 'running' | 'complete' | 'terminal' | 'cancelled';

/** Operation types of spec part 2 §3 that this engine writes. */
export type ActionType = 'start' | 'complete' | 'delegate' | 'reject' | 'terminate' | 'addSign' | 'autoComplete' | 'copy' | 'reassign' | 'withdraw' | 'stall';

/**
 * Definitions and drafts belong to one tenant (Flowable's tenantId): the same key may exist
 * in several tenants, each with its own versions. '' is the engine's tenant-less default.
 */
export const NO_TENANT = '';

export interface DefinitionRecord {
  id: string;
  key: string;
  tenantId: string;
  name: string;
  version: number;
  xml: string;
  deployedBy: string;
  deployedAt: string;
  state: DefinitionState;
}

/**
 * What a start needs of a definition to run its cached model: not the XML, which may be
 * large, nor the columns stored after it (reading those would walk the XML's pages).
 */
export type DefinitionHead = Pick<DefinitionRecord, 'id' | 'key' | 'tenantId' | 'name' | 'version' | 'state'>;

export interface DraftRecord {
  key: string;
  tenantId: string;
  name: string;
  xml: string;
  savedBy: string;
  savedAt: string;
}

export interface InstanceRecord {
  id: string;
  definitionId: string;
  definitionKey: string;
  name: string;
  businessKey: string | null;
  initiator: string;
  status: InstanceStatus;
  variables: Record<string, unknown>;
  startedAt: string;
  endedAt: string | null;
  /** The next `seq` to hand out; advanced by each command. */
  nextSeq: number;
}

/** Multi-instance bookkeeping of the token sitting at a multi-person user task. */
export interface MultiInstanceState {
  sequential: boolean;
  /** Every assignee in instance order, including those added by addSign. */
  assignees: string[];
  /** Sequential: index of the next assignee to get a task. */
  nextIndex: number;
  completed: number;
}

export interface ExecutionData {
  /** Who completed the user task this token just left, for SerialAutoComplete. */
  lastActor?: string;
  /** Set on the token a reject creates: the target node is handled by a person again. */
  skipAutoComplete?: boolean;
  multiInstance?: MultiInstanceState;
}

export interface ExecutionRecord {
  id: string;
  instanceId: string;
  nodeId: string;
  state: ExecutionState;
  /** The flow a join-waiting token came by. */
  incomingFlowId: string | null;
  activityId: string | null;
  data: ExecutionData;
  seq: number;
  createdAt: string;
  endedAt: string | null;
}

export interface TaskRecord {
  id: string;
  instanceId: string;
  executionId: string;
  activityId: string;
  nodeId: string;
  nodeName: string;
  assignee: string | null;
  owner: string | null;
  delegationState: DelegationState | null;
  /** Everyone who may take the task when it has no single assignee. */
  candidates: string[];
  /** The execution id shared by the instances of one multi-person activation. */
  multiInstanceRoot: string | null;
  multiInstanceIndex: number | null;
  status: TaskStatus;
  handledBy: string | null;
  seq: number;
  createdAt: string;
  endedAt: string | null;
}

export interface ActivityRecord {
  id: string;
  instanceId: string;
  nodeId: string;
  nodeName: string;
  nodeType: string;
  status: ActivityStatus;
  seq: number;
  startedAt: string;
  endedAt: string | null;
}

export interface TakenFlowRecord {
  id: string;
  instanceId: string;
  flowId: string;
  seq: number;
  takenAt: string;
}

export interface ActionRecord {
  id: string;
  instanceId: string;
  taskId: string | null;
  nodeId: string;
  nodeName: string;
  userId: string;
  action: ActionType;
  comment: string;
  /** Action details as JSON data: the delegate, the reject target, the added signers. */
  detail: Record<string, unknown>;
  seq: number;
  createdAt: string;
}
