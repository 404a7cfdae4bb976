import { PostgresAdapter, sql, type Kysely, type Selectable } from 'kysely';
import type { DirectoryScope } from '../CandidateDirectory.ts';
import type {
  ActionRecord,
  ActionType,
  ActivityRecord,
  ActivityStatus,
  DefinitionHead,
  DefinitionRecord,
  DefinitionState,
  DelegationState,
  DraftRecord,
  ExecutionRecord,
  ExecutionState,
  InstanceRecord,
  InstanceStatus,
  TakenFlowRecord,
  TaskRecord,
  TaskStatus,
} from '../EngineRecords.ts';
import type {
  ActivityPatch,
  EngineStore,
  EngineTransaction,
  ExecutionPatch,
  InstancePatch,
  TaskPatch,
} from '../EngineStore.ts';
import { QueryTemplate } from '../../kysely/QueryTemplate.ts';
import { RowStatements } from '../../kysely/RowStatements.ts';
import type { EngineDatabase, WfActionTable, WfActivityTable, WfExecutionTable, WfInstanceTable, WfTaskTable } from './EngineTables.ts';

export type EngineDialect = 'sqlite' | 'postgres';

/** Actions that make a task show up among the user's done tasks. */

function json<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function instance(row: Selectable<WfInstanceTable>): InstanceRecord {
  return {
    id: row.id,
    definitionId: row.definition_id,
    definitionKey: row.proc_def_key,
    name: row.name,
    businessKey: row.business_key,
    initiator: row.initiator,
    status: row.status as InstanceStatus,
    variables: json(row.variables, {}),
    startedAt: row.started_at,
    endedAt: row.ended_at,
    nextSeq: Number(row.next_seq),
  };
}

function execution(row: Selectable<WfExecutionTable>): ExecutionRecord {
  return {
    id: row.id,
    instanceId: row.instance_id,
    nodeId: row.node_id,
    state: row.state as ExecutionState,
    incomingFlowId: row.incoming_flow_id,
    activityId: row.activity_id,
    data: json(row.data, {}),
    seq: Number(row.seq),
    createdAt: row.created_at,
    endedAt: row.ended_at,
  };
}

function task(row: Selectable<WfTaskTable>): TaskRecord {
  return {
    id: row.id,
    instanceId: row.instance_id,
    executionId: row.execution_id,
    activityId: row.activity_id,
    nodeId: row.node_id,
    nodeName: row.node_name,
    assignee: row.assignee,
    owner: row.owner,
    delegationState: row.delegation_state as DelegationState | null,
    candidates: json(row.candidates, []),
    multiInstanceRoot: row.mi_root,
    multiInstanceIndex: row.mi_index === null ? null : Number(row.mi_index),
    status: row.status as TaskStatus,
    handledBy: row.handled_by,
    seq: Number(row.seq),
    createdAt: row.created_at,
    endedAt: row.ended_at,
  };
}

function activity(row: Selectable<WfActivityTable>): ActivityRecord {
  return {
    id: row.id,
    instanceId: row.instance_id,
    nodeId: row.node_id,
    nodeName: row.node_name,
    nodeType: row.node_type,
    status: row.status as ActivityStatus,
    seq: Number(row.seq),
    startedAt: row.started_at,
    endedAt: row.ended_at,
  };
}

function action(row: Selectable<WfActionTable>): ActionRecord {
  return {
    id: row.id,
    instanceId: row.instance_id,
    taskId: row.task_id,
    nodeId: row.node_id,
    nodeName: row.node_name,
    userId: row.user_id,
    action: row.action as ActionType,
    comment: row.comment,
    detail: json(row.detail, {}),
    seq: Number(row.seq),
    createdAt: row.created_at,
  };
}

// The statements every command runs, compiled once (QueryTemplate): Kysely's per-call build
// and compile was a fifth of the server's CPU per approval.
const rows = new RowStatements<EngineDatabase>();
const tasksOfInstance = new QueryTemplate<EngineDatabase, { instanceId: string }, Selectable<WfTaskTable>>((db, p) =>
  db.selectFrom('wf_task').selectAll().where('instance_id', '=', p.instanceId).orderBy('seq'),
);
const liveExecutionsOfInstance = new QueryTemplate<EngineDatabase, { instanceId: string }, Selectable<WfExecutionTable>>((db, p) =>
  db.selectFrom('wf_execution').selectAll().where('instance_id', '=', p.instanceId).where('state', '!=', 'closed').orderBy('seq'),
);
const lockInstanceRow = new QueryTemplate<EngineDatabase, { id: string }, Selectable<WfInstanceTable>>((db, p) =>
  db.updateTable('wf_instance').set({ next_seq: sql`next_seq` }).where('id', '=', p.id).returningAll(),
);
const lockInstanceRowForUpdate = new QueryTemplate<EngineDatabase, { id: string }, Selectable<WfInstanceTable>>((db, p) =>
  db.selectFrom('wf_instance').selectAll().where('id', '=', p.id).forUpdate(),
);
type HeadRow = Pick<Selectable<EngineDatabase['wf_definition']>, 'id' | 'proc_def_key' | 'tenant_id' | 'name' | 'version' | 'state'>;
const latestHead = new QueryTemplate<EngineDatabase, { key: string; tenantId: string }, HeadRow>((db, p) =>
  db
    .selectFrom('wf_definition')
    .select(['id', 'proc_def_key', 'tenant_id', 'name', 'version', 'state'])
    .where('tenant_id', '=', p.tenantId)
    .where('proc_def_key', '=', p.key)
    .orderBy('version', 'desc')
    .limit(1),
);
const startableHead = new QueryTemplate<EngineDatabase, { key: string; tenantId: string }, HeadRow>((db, p) =>
  db
    .selectFrom('wf_definition')
    .select(['id', 'proc_def_key', 'tenant_id', 'name', 'version', 'state'])
    .where('tenant_id', '=', p.tenantId)
    .where('proc_def_key', '=', p.key)
    .where('state', '<>', 'retired')
    .orderBy('version', 'desc')
    .limit(1),
);

function head(row: HeadRow): DefinitionHead {
  return { id: row.id, key: row.proc_def_key, tenantId: row.tenant_id, name: row.name, version: Number(row.version), state: row.state as DefinitionState };
}

/**
 * EngineStore over Kysely, for SQLite (better-sqlite3) and PostgreSQL. The same class serves
 * reads on the root handle and, inside `transaction`, reads and writes on the transaction.
 * It works on a plugin-free copy of the handle: the engine's queries spell snake_case
 * columns themselves and must not meet a CamelCasePlugin the server may add.
 */
export class KyselyEngineStore implements EngineStore, EngineTransaction {
  private readonly db: Kysely<EngineDatabase>;
  readonly dialect: EngineDialect;
  readonly directoryScope: DirectoryScope;

  constructor(db: Kysely<EngineDatabase>, options: { dialect?: EngineDialect } = {}) {
    this.db = db.withoutPlugins();
    this.dialect = options.dialect ?? (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');
    this.directoryScope = Object.freeze({ db: this.db });
  }

  transaction<T>(work: (tx: EngineTransaction) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new KyselyEngineStore(trx, { dialect: this.dialect })));
  }

  async lockInstance(id: string): Promise<InstanceRecord | undefined> {
    if (this.dialect === 'postgres') {
      const row = await lockInstanceRowForUpdate.executeTakeFirst(this.db, { id });
      return row ? instance(row) : undefined;
    }
    // SQLite has no row locks: a write takes the database's write lock for the rest of the
    // transaction, which serializes commands across connections and processes.
    const row = await lockInstanceRow.executeTakeFirst(this.db, { id });
    return row ? instance(row) : undefined;
  }

  async findDefinition(id: string): Promise<DefinitionRecord | undefined> {
    const row = await this.db.selectFrom('wf_definition').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? this.definition(row) : undefined;
  }

  async latestDefinition(key: string, tenantId: string): Promise<DefinitionRecord | undefined> {
    const row = await this.db
      .selectFrom('wf_definition')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('proc_def_key', '=', key)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? this.definition(row) : undefined;
  }

  async latestDefinitionHead(key: string, tenantId: string): Promise<DefinitionHead | undefined> {
    const row = await latestHead.executeTakeFirst(this.db, { key, tenantId });
    return row ? head(row) : undefined;
  }

  async startableDefinitionHead(key: string, tenantId: string): Promise<DefinitionHead | undefined> {
    const row = await startableHead.executeTakeFirst(this.db, { key, tenantId });
    return row ? head(row) : undefined;
  }

  private definition(row: Selectable<EngineDatabase['wf_definition']>): DefinitionRecord {
    return {
      id: row.id,
      key: row.proc_def_key,
      tenantId: row.tenant_id,
      name: row.name,
      version: Number(row.version),
      xml: row.xml,
      deployedBy: row.deployed_by,
      deployedAt: row.deployed_at,
      state: row.state as DefinitionState,
    };
  }

  async findDraft(key: string, tenantId: string): Promise<DraftRecord | undefined> {
    const row = await this.db.selectFrom('wf_draft').selectAll().where('tenant_id', '=', tenantId).where('proc_def_key', '=', key).executeTakeFirst();
    return row ? { key: row.proc_def_key, tenantId: row.tenant_id, name: row.name, xml: row.xml, savedBy: row.saved_by, savedAt: row.saved_at } : undefined;
  }

  async findInstance(id: string): Promise<InstanceRecord | undefined> {
    const row = await rows.findById(this.db, 'wf_instance', id);
    return row ? instance(row) : undefined;
  }

  async findTask(id: string): Promise<TaskRecord | undefined> {
    const row = await rows.findById(this.db, 'wf_task', id);
    return row ? task(row) : undefined;
  }

  async listTasks(instanceId: string): Promise<TaskRecord[]> {
    return (await tasksOfInstance.execute(this.db, { instanceId })).map(task);
  }

  async listLiveExecutions(instanceId: string): Promise<ExecutionRecord[]> {
    return (await liveExecutionsOfInstance.execute(this.db, { instanceId })).map(execution);
  }

  async listActivities(instanceId: string): Promise<ActivityRecord[]> {
    const rows = await this.db.selectFrom('wf_activity').selectAll().where('instance_id', '=', instanceId).orderBy('seq').execute();
    return rows.map(activity);
  }

  async listTakenFlows(instanceId: string): Promise<TakenFlowRecord[]> {
    const rows = await this.db.selectFrom('wf_taken_flow').selectAll().where('instance_id', '=', instanceId).orderBy('seq').execute();
    return rows.map((row) => ({ id: row.id, instanceId: row.instance_id, flowId: row.flow_id, seq: Number(row.seq), takenAt: row.taken_at }));
  }

  async listActions(instanceId: string): Promise<ActionRecord[]> {
    const rows = await this.db.selectFrom('wf_action').selectAll().where('instance_id', '=', instanceId).orderBy('seq').execute();
    return rows.map(action);
  }

  async insertDefinition(record: DefinitionRecord): Promise<void> {
    await this.db
      .insertInto('wf_definition')
      .values({
        id: record.id,
        proc_def_key: record.key,
        tenant_id: record.tenantId,
        name: record.name,
        version: record.version,
        xml: record.xml,
        deployed_by: record.deployedBy,
        deployed_at: record.deployedAt,
        state: record.state,
      })
      .execute();
  }

  async setDefinitionState(id: string, state: DefinitionState): Promise<void> {
    await this.db.updateTable('wf_definition').set({ state }).where('id', '=', id).execute();
  }

  async lockDefinitionKey(key: string, tenantId: string): Promise<void> {
    if (this.dialect === 'postgres') {
      // No row may exist yet (a key's first draft), so the lock is on the key itself.
      await sql`select pg_advisory_xact_lock(hashtext(${`wf_definition_key:${tenantId}:${key}`}))`.execute(this.db);
      return;
    }
    // SQLite: any write statement takes the database's write lock, even one changing no row.
    await this.db.updateTable('wf_draft').set({ name: sql`name` }).where('tenant_id', '=', tenantId).where('proc_def_key', '=', key).execute();
  }

  async deleteDraft(key: string, tenantId: string): Promise<boolean> {
    const result = await this.db.deleteFrom('wf_draft').where('tenant_id', '=', tenantId).where('proc_def_key', '=', key).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async saveDraft(record: DraftRecord): Promise<void> {
    const values = { name: record.name, xml: record.xml, saved_by: record.savedBy, saved_at: record.savedAt };
    await this.db
      .insertInto('wf_draft')
      .values({ proc_def_key: record.key, tenant_id: record.tenantId, ...values })
      .onConflict((oc) => oc.columns(['tenant_id', 'proc_def_key']).doUpdateSet(values))
      .execute();
  }

  async insertInstance(record: InstanceRecord): Promise<void> {
    await rows.insert(this.db, 'wf_instance', {
      id: record.id,
      definition_id: record.definitionId,
      proc_def_key: record.definitionKey,
      name: record.name,
      business_key: record.businessKey,
      initiator: record.initiator,
      status: record.status,
      variables: JSON.stringify(record.variables),
      started_at: record.startedAt,
      ended_at: record.endedAt,
      next_seq: record.nextSeq,
    });
  }

  async updateInstance(id: string, patch: InstancePatch): Promise<void> {
    await rows.updateById(this.db, 'wf_instance', id, {
      ...(patch.status !== undefined && { status: patch.status }),
      ...(patch.variables !== undefined && { variables: JSON.stringify(patch.variables) }),
      ...(patch.endedAt !== undefined && { ended_at: patch.endedAt }),
      ...(patch.nextSeq !== undefined && { next_seq: patch.nextSeq }),
      ...(patch.businessKey !== undefined && { business_key: patch.businessKey }),
    });
  }

  async insertExecution(record: ExecutionRecord): Promise<void> {
    await rows.insert(this.db, 'wf_execution', {
      id: record.id,
      instance_id: record.instanceId,
      node_id: record.nodeId,
      state: record.state,
      incoming_flow_id: record.incomingFlowId,
      activity_id: record.activityId,
      data: JSON.stringify(record.data),
      seq: record.seq,
      created_at: record.createdAt,
      ended_at: record.endedAt,
    });
  }

  async updateExecution(id: string, patch: ExecutionPatch): Promise<void> {
    await rows.updateById(this.db, 'wf_execution', id, {
      ...(patch.state !== undefined && { state: patch.state }),
      ...(patch.activityId !== undefined && { activity_id: patch.activityId }),
      ...(patch.data !== undefined && { data: JSON.stringify(patch.data) }),
      ...(patch.endedAt !== undefined && { ended_at: patch.endedAt }),
    });
  }

  async insertTask(record: TaskRecord): Promise<void> {
    await rows.insert(this.db, 'wf_task', {
      id: record.id,
      instance_id: record.instanceId,
      execution_id: record.executionId,
      activity_id: record.activityId,
      node_id: record.nodeId,
      node_name: record.nodeName,
      assignee: record.assignee,
      owner: record.owner,
      delegation_state: record.delegationState,
      candidates: JSON.stringify(record.candidates),
      mi_root: record.multiInstanceRoot,
      mi_index: record.multiInstanceIndex,
      status: record.status,
      handled_by: record.handledBy,
      seq: record.seq,
      created_at: record.createdAt,
      ended_at: record.endedAt,
    });
  }

  async updateTask(id: string, patch: TaskPatch): Promise<void> {
    await rows.updateById(this.db, 'wf_task', id, {
      ...(patch.assignee !== undefined && { assignee: patch.assignee }),
      ...(patch.owner !== undefined && { owner: patch.owner }),
      ...(patch.delegationState !== undefined && { delegation_state: patch.delegationState }),
      ...(patch.candidates !== undefined && { candidates: JSON.stringify(patch.candidates) }),
      ...(patch.status !== undefined && { status: patch.status }),
      ...(patch.handledBy !== undefined && { handled_by: patch.handledBy }),
      ...(patch.endedAt !== undefined && { ended_at: patch.endedAt }),
    });
  }

  async insertActivity(record: ActivityRecord): Promise<void> {
    await rows.insert(this.db, 'wf_activity', {
      id: record.id,
      instance_id: record.instanceId,
      node_id: record.nodeId,
      node_name: record.nodeName,
      node_type: record.nodeType,
      status: record.status,
      seq: record.seq,
      started_at: record.startedAt,
      ended_at: record.endedAt,
    });
  }

  async updateActivity(id: string, patch: ActivityPatch): Promise<void> {
    await rows.updateById(this.db, 'wf_activity', id, {
      ...(patch.status !== undefined && { status: patch.status }),
      ...(patch.endedAt !== undefined && { ended_at: patch.endedAt }),
    });
  }

  async insertTakenFlow(record: TakenFlowRecord): Promise<void> {
    await rows.insert(this.db, 'wf_taken_flow', { id: record.id, instance_id: record.instanceId, flow_id: record.flowId, seq: record.seq, taken_at: record.takenAt });
  }

  async insertAction(record: ActionRecord): Promise<void> {
    await rows.insert(this.db, 'wf_action', {
      id: record.id,
      instance_id: record.instanceId,
      task_id: record.taskId,
      node_id: record.nodeId,
      node_name: record.nodeName,
      user_id: record.userId,
      action: record.action,
      comment: record.comment,
      detail: JSON.stringify(record.detail),
      seq: record.seq,
      created_at: record.createdAt,
    });
  }
}
