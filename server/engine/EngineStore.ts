import type { DirectoryScope } from './CandidateDirectory.ts';
import type {
  ActionRecord,
  ActivityRecord,
  DefinitionHead,
  DefinitionRecord,
  DefinitionState,
  DraftRecord,
  ExecutionRecord,
  InstanceRecord,
  TakenFlowRecord,
  TaskRecord,
} from './EngineRecords.ts';

/** Reads; lists come back in `seq` order (the order things happened). */
export interface EngineReads {
  readonly directoryScope: DirectoryScope;
  findDefinition(id: string): Promise<DefinitionRecord | undefined>;
  latestDefinition(key: string, tenantId: string): Promise<DefinitionRecord | undefined>;
  /** The newest version of the key that is not retired: what a start runs (issue 22 §4). */
  startableDefinitionHead(key: string, tenantId: string): Promise<DefinitionHead | undefined>;
  latestDefinitionHead(key: string, tenantId: string): Promise<DefinitionHead | undefined>;
  findDraft(key: string, tenantId: string): Promise<DraftRecord | undefined>;
  findInstance(id: string): Promise<InstanceRecord | undefined>;
  findTask(id: string): Promise<TaskRecord | undefined>;
  listTasks(instanceId: string): Promise<TaskRecord[]>;
  /** Executions not closed. */
  listLiveExecutions(instanceId: string): Promise<ExecutionRecord[]>;
  listActivities(instanceId: string): Promise<ActivityRecord[]>;
  listTakenFlows(instanceId: string): Promise<TakenFlowRecord[]>;
  listActions(instanceId: string): Promise<ActionRecord[]>;
}

export type InstancePatch = Partial<Pick<InstanceRecord, 'status' | 'variables' | 'endedAt' | 'nextSeq' | 'businessKey'>>;
export type ExecutionPatch = Partial<Pick<ExecutionRecord, 'state' | 'activityId' | 'data' | 'endedAt'>>;
export type TaskPatch = Partial<Pick<TaskRecord, 'assignee' | 'owner' | 'delegationState' | 'candidates' | 'status' | 'handledBy' | 'endedAt'>>;
export type ActivityPatch = Partial<Pick<ActivityRecord, 'status' | 'endedAt'>>;

/** Reads and writes inside one command's transaction. */
export interface EngineTransaction extends EngineReads {
  /**
   * Reads the instance and holds it until the transaction ends, so commands on one instance
   * run one after another (PostgreSQL: `select … for update`; SQLite: the write lock).
   */
  lockInstance(id: string): Promise<InstanceRecord | undefined>;
  /**
   * Holds a definition key of a tenant until the transaction ends, so two deploys or draft
   * saves of one key run one after another and each sees what the other wrote (PostgreSQL:
   * an advisory transaction lock; SQLite: the write lock).
   */
  lockDefinitionKey(key: string, tenantId: string): Promise<void>;
  insertDefinition(record: DefinitionRecord): Promise<void>;
  setDefinitionState(id: string, state: DefinitionState): Promise<void>;
  saveDraft(record: DraftRecord): Promise<void>;
  /** False when there was no draft. */
  deleteDraft(key: string, tenantId: string): Promise<boolean>;
  insertInstance(record: InstanceRecord): Promise<void>;
  updateInstance(id: string, patch: InstancePatch): Promise<void>;
  insertExecution(record: ExecutionRecord): Promise<void>;
  updateExecution(id: string, patch: ExecutionPatch): Promise<void>;
  insertTask(record: TaskRecord): Promise<void>;
  updateTask(id: string, patch: TaskPatch): Promise<void>;
  insertActivity(record: ActivityRecord): Promise<void>;
  updateActivity(id: string, patch: ActivityPatch): Promise<void>;
  insertTakenFlow(record: TakenFlowRecord): Promise<void>;
  insertAction(record: ActionRecord): Promise<void>;
}

/** Where the engine keeps its state. One `transaction` per command; everything else reads. */
export interface EngineStore extends EngineReads {
  transaction<T>(work: (tx: EngineTransaction) => Promise<T>): Promise<T>;
}
