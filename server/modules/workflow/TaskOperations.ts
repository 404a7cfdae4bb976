import { ApiError } from '../../http/ApiError.ts';
import type { UserDirectory } from '../../contracts/org.ts';
import type { WorkflowActor, WorkflowCompleteInput, WorkflowFormFieldSetting, WorkflowHeldTask, WorkflowRuntime, WorkflowStartForm, WorkflowStartInput, WorkflowTaskAt } from '../../contracts/workflow.ts';
import { FormCatalog } from './FormCatalog.ts';
import type { Db } from '../../db/Database.ts';
import { EngineError, MAX_COPY_RECIPIENTS, type NodeConfig, type ProcessEngine, type TaskView } from '../../engine/index.ts';
import type { CopyRecipients } from './CopyRecipients.ts';
import { EngineRefusal } from './EngineRefusal.ts';
import type { InstanceReaders } from './InstanceReaders.ts';
import { InstanceScopes } from './InstanceScopes.ts';
import { workflowDb } from './WorkflowDatabase.ts';
import { tenantOf, type ProcessDefinitions } from './ProcessDefinitions.ts';
import { TaskHolders } from './TaskHolders.ts';
import { zhCN } from './zhCN.ts';

export interface DelegateRequest {
  procInstId: string;
  taskId: string;
  assignee: number;
  comment: string;
}

export interface AddSignRequest {
  procInstId: string;
  taskId: string;
  taskDefKey: string;
  userIdList: number[];
  comment?: string;
}

export interface CopyRequest {
  procInstId: string;
  taskId: string;
  userIdList: number[];
  comment?: string;
}

export interface RejectRequest {
  procInstId: string;
  taskId: string;
  target: string;
  reSubmitType: number;
  comment?: string;
}

export interface TerminateRequest {
  procInstId: string;
  taskId: string;
  comment?: string;
}

const NODE_CONFIG_CACHE_SIZE = 2000;

/** Variables from a client, without the names the server sets itself. */
function clientVariables(variables: Record<string, unknown> | undefined): Record<string, unknown> {
  const copy = { ...(variables ?? {}) };
  for (const name of InstanceScopes.RESERVED_VARIABLES) delete copy[name];
  return copy;
}

/**
 * The workflow's commands over HTTP and for business form modules. Before the engine runs a
 * task command, the task is checked here so each refusal has its status: a task that does not
 * exist, belongs to another instance or another company is 404; a closed one 409; one the
 * caller does not hold (assignee, delegate while delegated, or candidate) 403.
 */
export class TaskOperations implements WorkflowRuntime {
  readonly #nodeConfigs = new Map<string, NodeConfig>();

  constructor(
    private readonly engine: ProcessEngine,
    private readonly scopes: InstanceScopes,
    private readonly holders: TaskHolders,
    private readonly definitions: ProcessDefinitions,
    private readonly users: UserDirectory,
    private readonly readers: InstanceReaders,
    private readonly copies: CopyRecipients,
    private readonly forms: FormCatalog,
  ) {}

  async start(input: WorkflowStartInput): Promise<{ procInstId: string }> {
    // The engine refuses a start without the choice a 手动 gateway needs (请选择下一流程节点).
    const result = await EngineRefusal.guard(() =>
      this.engine.start({
        procDefKey: input.procDefKey,
        tenantId: tenantOf(input.actor.companyId),
        initiator: String(input.actor.userId),
        definitionId: input.procDefId,
        // The company rides on the start command to the start event, where InstanceScopes records it.
        variables: { ...clientVariables(input.variables), [InstanceScopes.COMPANY_VARIABLE]: input.actor.companyId },
        selectedSeqFlowId: input.selectedSeqFlowId ?? [],
        // The engine's handle on the server's own database: the start's transaction. Checked
        // there, on the version the start runs, so a deploy in between cannot slip another form in.
        within: (scope, definition) => {
          const formKey = FormCatalog.startFormKey(definition.startForms, definition.formKeys);
          if (formKey !== input.formKey) throw new ApiError(400, zhCN.errors.startFormMismatch(definition.name));
          return input.businessRow(scope.db as Db);
        },
      }),
    );
    return { procInstId: result.procInstId };
  }

  async startForm(procDefKey: string, companyId: number): Promise<WorkflowStartForm> {
    const config = await EngineRefusal.guard(() => this.engine.startConfig(procDefKey, tenantOf(companyId)));
    const formKey = FormCatalog.startFormKey(config.formList, await this.forms.formKeysOf(config.procDefId));
    const entry = config.formList.find((form) => form.formKey === formKey);
    const definition = await this.definitions.deployed(procDefKey, companyId);
    return {
      procDefId: config.procDefId,
      processName: definition.processName,
      formKey,
      formFields: (entry?.formFieldList ?? []).map((field) => ({
        key: field.key,
        name: field.name,
        readOnly: field.readOnly,
        operable: field.operable,
        hidden: field.hidden,
        required: field.required,
      })),
    };
  }

  async heldTask(taskId: string, procInstId: string, actor: WorkflowActor): Promise<WorkflowHeldTask> {
    const task = await this.#held(taskId, procInstId, actor);
    return {
      taskId: task.taskId,
      taskDefKey: task.taskDefKey,
      procInstId: task.procInstId,
      procDefId: task.procDefId,
      businessKey: task.businessKey,
      initiatorId: Number(task.initiator),
      holderId: actor.userId,
      formFields: await this.#formFields(task.procDefId, task.taskDefKey),
    };
  }

  async taskAt(taskId: string, actor: WorkflowActor): Promise<WorkflowTaskAt> {
    let task: TaskView;
    try {
      task = await this.engine.task(taskId);
    } catch (error) {
      if (error instanceof EngineError && error.code === 'TASK_NOT_FOUND') throw new ApiError(404, zhCN.errors.taskNotFound);
      throw EngineRefusal.toApiError(error);
    }
    await this.scopes.assertVisible(task.procInstId, actor.companyId);
    return {
      taskId: task.taskId,
      taskDefKey: task.taskDefKey,
      procInstId: task.procInstId,
      procDefId: task.procDefId,
      businessKey: task.businessKey,
      initiatorId: Number(task.initiator),
      held: task.status === 'open' && TaskHolders.holds(task, String(actor.userId)),
      readable: Number(task.initiator) === actor.userId || (await this.readers.readsAtTask(task.taskId, actor)),
      formFields: await this.#formFields(task.procDefId, task.taskDefKey),
      startFormFields: await this.#formFields(task.procDefId, await EngineRefusal.guard(() => this.engine.startNodeId(task.procDefId))),
    };
  }

  async complete(input: WorkflowCompleteInput): Promise<void> {
    const checked = input.checked;
    const fresh = checked && checked.taskId === input.taskId && checked.procInstId === input.procInstId && checked.holderId === input.actor.userId;
    if (!fresh) await this.#held(input.taskId, input.procInstId, input.actor);
    await EngineRefusal.guard(() =>
      this.engine.complete({
        taskId: input.taskId,
        userId: String(input.actor.userId),
        comment: input.comment,
        selectedSeqFlowId: input.selectedSeqFlowId,
        variables: clientVariables(input.variables),
        within: input.within && ((scope) => input.within!(scope.db as Db)),
      }),
    );
  }

  async delegate(request: DelegateRequest, actor: WorkflowActor): Promise<void> {
    await this.#requireEnabled(await this.#held(request.taskId, request.procInstId, actor), 'delegate');
    await this.#requireMembers([request.assignee], actor.companyId, zhCN.people.delegate);
    await EngineRefusal.guard(() =>
      this.engine.delegate({ taskId: request.taskId, userId: String(actor.userId), assignee: String(request.assignee), comment: request.comment }),
    );
  }

  async addSign(request: AddSignRequest, actor: WorkflowActor): Promise<void> {
    const task = await this.#held(request.taskId, request.procInstId, actor);
    if (task.taskDefKey !== request.taskDefKey) throw new ApiError(400, zhCN.errors.taskDefKeyMismatch);
    await this.#requireEnabled(task, 'invite');
    await this.#requireMembers(request.userIdList, actor.companyId, zhCN.people.addSign);
    await EngineRefusal.guard(() =>
      this.engine.addSign({ taskId: request.taskId, userId: String(actor.userId), userIdList: request.userIdList.map(String), comment: request.comment }),
    );
  }

  /**
   * 抄送: the holder of a task whose node enables 抄送 sends it to up to MAX_COPY_RECIPIENTS
   * members of the instance's company (the engine checks again that they are its active users).
   * The task stays the holder's; the recipients are recorded with the engine's history row.
   */
  async copy(request: CopyRequest, actor: WorkflowActor): Promise<void> {
    const task = await this.#held(request.taskId, request.procInstId, actor);
    await this.#requireEnabled(task, 'copy');
    const userIds = [...new Set(request.userIdList)];
    if (userIds.length > MAX_COPY_RECIPIENTS) throw new ApiError(400, zhCN.errors.tooManyCopies(MAX_COPY_RECIPIENTS));
    await this.#requireMembers(userIds, actor.companyId, zhCN.people.copy);
    await EngineRefusal.guard(() =>
      this.engine.copy({
        taskId: request.taskId,
        userId: String(actor.userId),
        userIdList: userIds.map(String),
        comment: request.comment,
        within: (scope, recipients) =>
          this.copies.record(workflowDb(scope.db as Db), {
            procInstId: task.procInstId,
            taskId: task.taskId,
            companyId: actor.companyId,
            copiedBy: actor.userId,
            userIds: recipients,
          }),
      }),
    );
  }

  async reject(request: RejectRequest, actor: WorkflowActor): Promise<void> {
    await this.#requireEnabled(await this.#held(request.taskId, request.procInstId, actor), 'reject');
    await EngineRefusal.guard(() =>
      this.engine.reject({
        taskId: request.taskId,
        userId: String(actor.userId),
        target: request.target,
        reSubmitType: request.reSubmitType,
        comment: request.comment,
      }),
    );
  }

  async terminate(request: TerminateRequest & { actor: WorkflowActor }): Promise<void> {
    await this.#requireEnabled(await this.#held(request.taskId, request.procInstId, request.actor), 'terminate');
    await EngineRefusal.guard(() => this.engine.terminate({ taskId: request.taskId, userId: String(request.actor.userId), comment: request.comment }));
  }

  /** 撤回 (issue 22 §4): the initiator, while nobody has acted on the instance (the engine checks both under its lock). */
  async withdraw(request: { procInstId: string; comment?: string }, actor: WorkflowActor): Promise<void> {
    await this.scopes.assertVisible(request.procInstId, actor.companyId);
    await EngineRefusal.guard(() => this.engine.withdraw({ procInstId: request.procInstId, userId: String(actor.userId), comment: request.comment }));
  }

  async openTaskOf(procInstId: string, actor: WorkflowActor): Promise<{ taskId: string; taskDefKey: string } | null> {
    await this.scopes.assertVisible(procInstId, actor.companyId);
    return this.holders.openTaskOf(procInstId, String(actor.userId));
  }

  assertBusinessReadable(businessKey: string, actor: WorkflowActor): Promise<void> {
    return this.readers.assertBusinessReadable(businessKey, actor);
  }

  deployedVersion(procDefKey: string, companyId: number): Promise<number | null> {
    return this.definitions.deployedVersion(procDefKey, companyId);
  }

  async deploy(input: {
    procDefKey: string;
    processName: string;
    bpmnXml: string;
    userId: number;
    companyId: number;
  }): Promise<{ success: boolean; procDefId: string | null }> {
    const result = await this.definitions.deploy({
      processDefinitionKey: input.procDefKey,
      processName: input.processName,
      bpmnData: input.bpmnXml,
      userId: input.userId,
      companyId: input.companyId,
    });
    return { success: result.success, procDefId: result.procDefId ?? null };
  }

  /** The task, checked to be open, in the actor's company, in the named instance and held by the actor. */
  async #held(taskId: string, procInstId: string, actor: WorkflowActor): Promise<TaskView> {
    let task: TaskView;
    try {
      task = await this.engine.task(taskId);
    } catch (error) {
      if (error instanceof EngineError && error.code === 'TASK_NOT_FOUND') throw new ApiError(404, zhCN.errors.taskNotFound);
      throw EngineRefusal.toApiError(error);
    }
    if (task.procInstId !== procInstId) throw new ApiError(404, zhCN.errors.taskNotFound);
    await this.scopes.assertVisible(procInstId, actor.companyId);
    if (task.status !== 'open') throw new ApiError(409, zhCN.errors.taskClosed);
    if (!TaskHolders.holds(task, String(actor.userId))) throw new ApiError(403, zhCN.errors.notHolder);
    return task;
  }

  /** A node's configuration; definitions never change once deployed, so it is read once. */
  async #nodeConfig(procDefId: string, taskDefKey: string): Promise<NodeConfig> {
    const key = `${procDefId}\u0000${taskDefKey}`;
    const cached = this.#nodeConfigs.get(key);
    if (cached) return cached;
    const config = await EngineRefusal.guard(() => this.engine.nodeConfig(procDefId, taskDefKey));
    if (this.#nodeConfigs.size >= NODE_CONFIG_CACHE_SIZE) this.#nodeConfigs.delete(this.#nodeConfigs.keys().next().value!);
    this.#nodeConfigs.set(key, config);
    return config;
  }

  /**
   * The node's action buttons are the server's rule, not only the browser's: an action whose
   * button the node does not enable (the defaults when it has none: 同意 and 驳回) is refused.
   */
  async #requireEnabled(task: TaskView, buttonId: 'copy' | 'delegate' | 'invite' | 'reject' | 'terminate'): Promise<void> {
    const config = await this.#nodeConfig(task.procDefId, task.taskDefKey);
    const button = config.buttonList.find((b) => b.id === buttonId);
    if (!button?.enabled) throw new ApiError(400, zhCN.errors.actionNotEnabled(zhCN.actions[buttonId]));
  }

  /** A node's form settings by form key. */
  async #formFields(procDefId: string, taskDefKey: string): Promise<Record<string, WorkflowFormFieldSetting[]>> {
    const config = await this.#nodeConfig(procDefId, taskDefKey);
    const formFields: Record<string, WorkflowFormFieldSetting[]> = {};
    for (const form of config.formList) {
      formFields[form.formKey] = form.formFieldList.map((field) => ({
        key: field.key,
        name: field.name,
        readOnly: field.readOnly,
        operable: field.operable,
        hidden: field.hidden,
        required: field.required,
      }));
    }
    return formFields;
  }

  /** Delegates, extra signers and copy recipients come from the instance's company. */
  async #requireMembers(userIds: number[], companyId: number, who: string): Promise<void> {
    for (const userId of new Set(userIds)) {
      if (!(await this.users.isMember(userId, companyId))) throw new ApiError(400, zhCN.errors.notCompanyMember(who));
    }
  }
}
