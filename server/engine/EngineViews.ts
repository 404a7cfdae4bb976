import type { ButtonSetting, FormEntry } from '../../contracts/bpmn/RongheExtension.ts';
import type { IllegalNode } from '../../contracts/bpmn/DeployErrorCodes.ts';
import type { ActionType, DelegationState, InstanceRecord, InstanceStatus, TaskRecord, TaskStatus } from './EngineRecords.ts';

/*
 * What the engine hands out: the field names of spec part 2 §3 where it names them, so the
 * server's handlers pass these through with little or no mapping.
 */

export interface InstanceView {
  procInstId: string;
  procDefId: string;
  processDefinitionKey: string;
  processName: string;
  businessKey: string | null;
  initiator: string;
  status: InstanceStatus;
  startTime: string;
  endTime: string | null;
  variables: Record<string, unknown>;
}

export interface TaskView {
  taskId: string;
  taskName: string;
  /** The user task's node id. */
  taskDefKey: string;
  procInstId: string;
  procDefId: string;
  processDefinitionKey: string;
  processName: string;
  businessKey: string | null;
  initiator: string;
  assignee: string | null;
  owner: string | null;
  delegationState: DelegationState | null;
  candidates: string[];
  status: TaskStatus;
  /** True for one instance of a multi-person node (addSign applies). */
  multiInstance: boolean;
  createTime: string;
  endTime: string | null;
}

/** getMessageProcessInfo: where a task sits. */
export interface ProcessInfo {
  procInstId: string;
  taskId: string;
  procDefId: string;
  taskDefKey: string;
  taskState: 'running' | 'complete';
  businessKey: string | null;
  processDefinitionKey: string;
}

/** A next-flow choice for the agree or start dialog. */
export interface SeqFlowOption {
  id: string;
  name: string;
  nextElementId: string;
  nextElementName: string;
}

export interface JumpTarget {
  taskDefKey: string;
  taskName: string;
}

export interface NodeConfig {
  seqFlowList: SeqFlowOption[];
  buttonList: ButtonSetting[];
  formList: FormEntry[];
}

export type DiagramNodeStatus = 'running' | 'complete' | 'noRunning' | 'terminal';

export interface Operator {
  userId: string;
  userNickName: string;
}

export interface ActivityStatusView {
  activityId: string;
  status: DiagramNodeStatus;
  /** Who handled (or holds) the node's tasks. */
  operatorList: Operator[];
}

export interface DiagramView {
  bpmn20Xml: string;
  activityStatusList: ActivityStatusView[];
  highLightFlowList: string[];
  highLightGatewayList: string[];
}

/** A row of the history table (spec part 2 §2); `action` is an operation type, 'running' while open. */
/**
 * Why the engine closed a task nobody acted on, as Flowable's delete reason: a reject sent the
 * process back over it, the process was terminated, or the other signers of its countersign
 * completed it.
 */
export type DeleteReason = 'rejected' | 'terminated' | 'completedByOther' | 'withdrawn';

export interface HistoryRow {
  activityId: string;
  activityName: string;
  userId: string;
  userNickName: string;
  /** `canceled` (取消): a task the engine closed without its holder, see deleteReason. */
  action: ActionType | 'running' | 'canceled';
  startTime: string;
  endTime: string | null;
  fullMsg: string;
  /** Set on `canceled` rows only. */
  deleteReason: DeleteReason | null;
}

export interface DeployResult {
  success: boolean;
  illegalNodeList: IllegalNode[];
  /** The stored definition when the deploy succeeded. */
  definition?: { id: string; key: string; name: string; version: number };
}

/** What a command leaves behind: the instance and its open tasks. */
export interface CommandResult {
  procInstId: string;
  status: InstanceStatus;
  openTasks: TaskView[];
}

export function instanceView(instance: InstanceRecord): InstanceView {
  return {
    procInstId: instance.id,
    procDefId: instance.definitionId,
    processDefinitionKey: instance.definitionKey,
    processName: instance.name,
    businessKey: instance.businessKey,
    initiator: instance.initiator,
    status: instance.status,
    startTime: instance.startedAt,
    endTime: instance.endedAt,
    variables: instance.variables,
  };
}

export function taskView(task: TaskRecord, instance: InstanceRecord): TaskView {
  return {
    taskId: task.id,
    taskName: task.nodeName,
    taskDefKey: task.nodeId,
    procInstId: instance.id,
    procDefId: instance.definitionId,
    processDefinitionKey: instance.definitionKey,
    processName: instance.name,
    businessKey: instance.businessKey,
    initiator: instance.initiator,
    assignee: task.assignee,
    owner: task.owner,
    delegationState: task.delegationState,
    candidates: [...task.candidates],
    status: task.status,
    multiInstance: task.multiInstanceRoot !== null,
    createTime: task.createdAt,
    endTime: task.endedAt,
  };
}
