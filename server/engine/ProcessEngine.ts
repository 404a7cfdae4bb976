import { TimeOrderedId } from './TimeOrderedId.ts';
import { BpmnXmlError } from '../../contracts/bpmn/BpmnXmlError.ts';
import { BpmnXmlReader } from '../../contracts/bpmn/BpmnXmlReader.ts';
import type { FormEntry } from '../../contracts/bpmn/RongheExtension.ts';
import { DeployCheck } from '../../contracts/bpmn/DeployCheck.ts';
import type { DeployFormContext } from '../../contracts/bpmn/DeployFormContext.ts';
import { AsyncSeriesHook, tapOnly } from '../../core/hooks/Hooks.ts';
import type { CandidateDirectory, DirectoryScope } from './CandidateDirectory.ts';
import { CandidateResolver } from './CandidateResolver.ts';
import type { CommandScope } from './CommandScope.ts';
import { EngineClock } from './EngineClock.ts';
import { EngineError } from './EngineError.ts';
import { ENGINE_EVENT_NAMES, type EngineEvent, type EngineEventTaps, type EngineHooks } from './EngineHooks.ts';
import { EngineQueries } from './EngineQueries.ts';
import type { ActionRecord, DefinitionRecord, DefinitionState, DraftRecord, InstanceRecord, TaskRecord } from './EngineRecords.ts';
import { NO_TENANT } from './EngineRecords.ts';
import type { EngineReads, EngineStore, EngineTransaction } from './EngineStore.ts';
import {
  instanceView,
  taskView,
  type CommandResult,
  type DeployResult,
  type DiagramView,
  type HistoryRow,
  type InstanceView,
  type JumpTarget,
  type NodeConfig,
  type ProcessInfo,
  type SeqFlowOption,
  type TaskView,
} from './EngineViews.ts';
import { ExpressionEvaluator } from './expression/ExpressionEvaluator.ts';
import type { ProcessModel } from './model/ProcessModel.ts';
import { ProcessModelCache } from './model/ProcessModelCache.ts';
import { ProcessModelCompiler } from './model/ProcessModelCompiler.ts';
import { CommandContext } from './runtime/CommandContext.ts';
import { TaskActionRule, type TaskCommand } from './TaskActionRule.ts';
import { ProcessInterpreter, SYSTEM_ACTOR } from './runtime/ProcessInterpreter.ts';
import { zhCN } from './zhCN.ts';

/** Comments of every dialog: at most 100 characters (spec part 2 §9). */
export const MAX_COMMENT_LENGTH = 100;

/**
 * People one 抄送 reaches at most: each gets a message and may read the instance, so a copy
 * to a whole company by accident (a department of hundreds) is refused rather than sent.
 */
export const MAX_COPY_RECIPIENTS = 50;

export interface ProcessEngineOptions {
  store: EngineStore;
  directory: CandidateDirectory;
  /** Tests pin time and ids; the server leaves both out. */
  now?: () => Date;
  newId?: () => string;
  /** Where a failing after-commit effect (CommandScope.afterCommit) is reported; the command it followed has committed. */
  onHookError?: (error: unknown, hook: string) => void;
  /** Told of every command once its transaction ended: its name, how long it took (seconds) and how it ended (the server's metrics). */
  onCommand?: (command: EngineCommandName, seconds: number, outcome: EngineCommandOutcome) => void;
}

/** The commands on instances and tasks, as onCommand names them. */
export type EngineCommandName = 'start' | 'complete' | 'delegate' | 'addSign' | 'copy' | 'reject' | 'terminate' | 'terminateInstance' | 'reassign' | 'withdraw';

/** `refused`: an engine rule said no (EngineError: a task gone, not the holder …); `error`: anything else went wrong. */
export type EngineCommandOutcome = 'done' | 'refused' | 'error';

/** What a key holds when a deploy or a draft save is about to write it. */
export interface DefinitionKeyState {
  latest: DefinitionRecord | undefined;
  draft: DraftRecord | undefined;
}

/**
 * The caller's check before a deploy or draft save writes, run inside the write's transaction
 * with the key locked: throwing refuses the write and nothing is stored (the designer's
 * "someone saved a newer draft" check, which must not race with that someone).
 */
export type DefinitionKeyPrecondition = (state: DefinitionKeyState) => void;

export interface DeployInput {
  key: string;
  /** The tenant the definition belongs to (Flowable's tenantId); the engine's default when left out. */
  tenantId?: string;
  name: string;
  xml: string;
  deployedBy: string;
  precondition?: DefinitionKeyPrecondition;
  /** Deletes the tenant's draft of the key with the deploy (a deploy from that draft). */
  dropDraft?: boolean;
  /** The caller's records of the deploy (the audit log, the forms it binds), in the deploy's transaction. */
  within?: (db: DirectoryScope['db'], version: number, definition: DeployedDefinition) => Promise<void>;
  /**
   * What the caller knows of the forms the diagram binds (asked with the bound keys), for the
   * deploy rules' form checks (contracts/bpmn DeployFormContext); none judges the diagram alone.
   */
  forms?: (formKeys: readonly string[]) => Promise<DeployFormContext | undefined>;
}

/** What a deploy stored, for the caller's records written with it. */
export interface DeployedDefinition {
  id: string;
  /** Every form key the process binds: rh:formKeys and the rh:forms entries of the process and its nodes. */
  formKeys: string[];
}

/** The version a start runs, as the caller's `within` sees it before the instance exists. */
export interface StartingDefinition {
  id: string;
  key: string;
  name: string;
  /** The start node's form entries, else the process's (what procDefConfForStartProcessInst lists). */
  startForms: readonly FormEntry[];
  /** The process's rh:formKeys. */
  formKeys: readonly string[];
}

export interface DraftInput {
  key: string;
  tenantId?: string;
  name: string;
  xml: string;
  savedBy: string;
  precondition?: DefinitionKeyPrecondition;
  /** The caller's record of the save (the audit log), in the save's transaction. */
  within?: (db: DirectoryScope['db']) => Promise<void>;
}

export interface StartInput {
  procDefKey: string;
  /** Starts the latest version of the key in this tenant only. */
  tenantId?: string;
  initiator: string;
  variables?: Record<string, unknown>;
  /** The flow(s) the initiator chose where the start offers several next nodes. */
  selectedSeqFlowId?: string | string[];
  businessKey?: string | null;
  comment?: string;
  /**
   * Starts exactly this version (the one the caller checked its form against): refused
   * (DEFINITION_CHANGED) when a start of the key would now run another.
   */
  definitionId?: string;
  /**
   * The caller's own writes that commit or roll back with the start (the business row the
   * instance is about), run in the command's transaction before the instance is created; a
   * key it answers becomes the business key.
   */
  within?: (scope: CommandScope, definition: StartingDefinition) => Promise<string | void>;
}

export interface CompleteInput {
  taskId: string;
  userId: string;
  comment?: string;
  selectedSeqFlowId?: string | string[];
  /** Merged into the process variables before the token moves on. */
  variables?: Record<string, unknown>;
  /**
   * The caller's own writes that commit or roll back with the completion (the business
   * row's edits), run in the command's transaction once the engine's work is done.
   */
  within?: (scope: CommandScope) => Promise<void>;
}

export interface DelegateInput {
  taskId: string;
  userId: string;
  /** Exactly one person. */
  assignee: string;
  comment: string;
}

export interface AddSignInput {
  taskId: string;
  userId: string;
  userIdList: string[];
  comment?: string;
}

export interface CopyInput {
  taskId: string;
  userId: string;
  /** Active users of the instance's tenant, at most MAX_COPY_RECIPIENTS after duplicates go. */
  userIdList: string[];
  comment?: string;
  /** The caller's record of the copy (who may now read the instance), in the command's transaction. */
  within?: (scope: CommandScope, userIds: readonly string[]) => Promise<void>;
}

export interface RejectInput {
  taskId: string;
  userId: string;
  /** The node id of a target from listJumpTargets. */
  target: string;
  /** 1: flow through the nodes again. 2 (straight back to the rejecting node) is not offered. */
  reSubmitType: number;
  comment?: string;
}

export interface TerminateInput {
  taskId: string;
  userId: string;
  comment?: string;
}

/** What a remedy by an administrator (issue 22 §4) writes with it in its transaction: the audit log. */
type RemedyRecord = (scope: CommandScope) => Promise<void>;

export interface InstanceTerminateInput {
  procInstId: string;
  /** The administrator; they hold no task of it. */
  actorId: string;
  /** Why: required, at most MAX_COMMENT_LENGTH. */
  comment: string;
  within?: RemedyRecord;
}

export interface ReassignInput {
  taskId: string;
  /** The administrator. */
  actorId: string;
  /** The one person who holds the task from now on: active, of the instance's tenant. */
  assignee: string;
  comment: string;
  within?: RemedyRecord;
}

export interface WithdrawInput {
  procInstId: string;
  /** Must be the initiator. */
  userId: string;
  comment?: string;
  within?: RemedyRecord;
}

export interface DefinitionStateInput {
  definitionId: string;
  state: DefinitionState;
  within?: (db: DirectoryScope['db']) => Promise<void>;
}



function commentOf(comment: string | undefined): string {
  const text = (comment ?? '').trim();
  if ([...text].length > MAX_COMMENT_LENGTH) throw new EngineError('COMMENT_TOO_LONG', zhCN.errors.commentTooLong(MAX_COMMENT_LENGTH));
  return text;
}

/** The reason an administrator's remedy must give. */
function requiredReason(comment: string | undefined): string {
  const text = commentOf(comment);
  if (!text) throw new EngineError('REASON_REQUIRED', zhCN.errors.reasonRequired);
  return text;
}

function flowIds(selected: string | string[] | undefined): string[] {
  if (selected === undefined) return [];
  return (Array.isArray(selected) ? selected : [selected]).map((id) => id.trim()).filter((id) => id.length > 0);
}

/** Process variables are JSON data: anything else would not survive the round trip to the database. */
/** Every form key a model binds, in the order it names them. */
function boundFormKeys(model: ProcessModel): string[] {
  const keys = new Set<string>(model.formKeys);
  for (const entry of model.forms) keys.add(entry.formKey);
  for (const node of model.nodes) if ('forms' in node) for (const entry of node.forms) keys.add(entry.formKey);
  return [...keys].filter((key) => key.trim() !== '');
}

function startingDefinition(definition: { id: string; key: string; name: string }, model: ProcessModel): StartingDefinition {
  const start = model.node(model.startNodeId);
  const forms = start.type === 'startEvent' ? start.forms : [];
  return { id: definition.id, key: definition.key, name: definition.name, startForms: forms.length > 0 ? forms : model.forms, formKeys: model.formKeys };
}

function plainVariables(variables: Record<string, unknown> | undefined): Record<string, unknown> {
  if (variables === undefined) return {};
  try {
    const copy: unknown = JSON.parse(JSON.stringify(variables));
    if (copy !== null && typeof copy === 'object' && !Array.isArray(copy)) return copy as Record<string, unknown>;
  } catch {
    // falls through to the refusal below
  }
  throw new EngineError('VARIABLES_INVALID', zhCN.errors.variablesInvalid);
}

/**
 * The workflow engine: deploys definitions and runs instances of them. Each command is one
 * transaction that locks its instance, so commands on one instance run one at a time and a
 * second completion of a task finds it gone. All state is in the store; a new engine over the
 * same database carries on where another left off. Its events go to its hooks inside the
 * command's transaction (EngineHooks).
 */
export class ProcessEngine {
  readonly #hooks = Object.fromEntries(ENGINE_EVENT_NAMES.map((name) => [name, new AsyncSeriesHook(2)])) as EngineHooks;
  /** Tap-only view of the engine's events (see EngineHooks). */
  readonly hooks: EngineEventTaps = tapOnly(this.#hooks);

  private readonly store: EngineStore;
  private readonly directory: CandidateDirectory;
  private readonly clock: EngineClock;
  private readonly newId: () => string;
  private readonly onHookError: (error: unknown, hook: string) => void;
  private readonly onCommand: ProcessEngineOptions['onCommand'];
  private readonly expressions = new ExpressionEvaluator();
  private readonly compiler = new ProcessModelCompiler(this.expressions);
  private readonly models = new ProcessModelCache();
  private readonly reader = new BpmnXmlReader();
  private readonly resolver: CandidateResolver;
  private readonly queries: EngineQueries;

  constructor(options: ProcessEngineOptions) {
    this.store = options.store;
    this.directory = options.directory;
    this.clock = new EngineClock(options.now);
    this.newId = options.newId ?? new TimeOrderedId().next;
    this.onCommand = options.onCommand;
    this.onHookError =
      options.onHookError ?? ((error, hook) => console.error(`[engine] 钩子 ${hook} 执行失败：`, error instanceof Error ? error.message : error));
    this.resolver = new CandidateResolver(this.directory, this.expressions);
    this.queries = new EngineQueries(this.store, this.directory, (definitionId) => this.modelOfId(this.store, definitionId), this.expressions);
  }

  // ── definitions ──────────────────────────────────────────────────────────

  /** Runs the deploy rules and the engine's own checks; stores a new version when all pass. */
  async deploy(input: DeployInput): Promise<DeployResult> {
    const key = input.key.trim();
    if (!key) throw new EngineError('KEY_REQUIRED', zhCN.errors.keyRequired);
    let definitions;
    try {
      definitions = (await this.reader.read(input.xml)).definitions;
    } catch (error) {
      if (error instanceof BpmnXmlError) throw new EngineError('XML_INVALID', zhCN.errors.xmlInvalid(error.message), { cause: error });
      throw error;
    }
    const forms = input.forms ? await input.forms(DeployCheck.boundFormKeys(definitions)) : undefined;
    const checked = await new DeployCheck(this.reader).checkDefinitions(definitions, forms);
    if (!checked.success) return checked;
    const compiled = this.compiler.compile(definitions, key);
    if (!compiled.model) return { success: false, illegalNodeList: compiled.illegalNodeList };
    const model = compiled.model;
    const tenantId = input.tenantId ?? NO_TENANT;
    await this.refuseCandidatesOutsideTenant(model, tenantId);
    const definition = await this.store.transaction(async (tx) => {
      await tx.lockDefinitionKey(key, tenantId);
      if (input.precondition) input.precondition({ latest: await tx.latestDefinition(key, tenantId), draft: await tx.findDraft(key, tenantId) });
      const latest = await tx.latestDefinitionHead(key, tenantId);
      const record: DefinitionRecord = {
        id: this.newId(),
        key,
        tenantId,
        name: input.name.trim() || model.name,
        version: (latest?.version ?? 0) + 1,
        xml: input.xml,
        deployedBy: input.deployedBy,
        deployedAt: this.clock.timestamp(),
        state: 'active',
      };
      await tx.insertDefinition(record);
      if (input.dropDraft) await tx.deleteDraft(key, tenantId);
      await input.within?.(tx.directoryScope.db, record.version, { id: record.id, formKeys: boundFormKeys(model) });
      return record;
    });
    this.models.set(definition.id, model);
    return { success: true, illegalNodeList: [], definition: { id: definition.id, key, name: definition.name, version: definition.version } };
  }

  /**
   * A definition of a tenant may name only that tenant's users, departments and companies:
   * anyone else could never see the task, or would see another tenant's process.
   */
  private async refuseCandidatesOutsideTenant(model: ProcessModel, tenantId: string): Promise<void> {
    if (tenantId === NO_TENANT || !this.directory.outsideTenant) return;
    for (const node of model.nodes) {
      if (node.type !== 'userTask') continue;
      const condition = node.candidates;
      const listing = {
        userIds: condition.userList.map((u) => u.userId.trim()).filter(Boolean),
        deptIds: condition.departmentList.map((d) => d.deptId.trim()).filter(Boolean),
        companyIds: condition.companyList.map((c) => c.companyId.trim()).filter(Boolean),
      };
      if (listing.userIds.length + listing.deptIds.length + listing.companyIds.length === 0) continue;
      const outside = await this.directory.outsideTenant(tenantId, listing, this.store.directoryScope);
      if (outside.length > 0) throw new EngineError('CANDIDATE_OUTSIDE_TENANT', zhCN.errors.candidateOutsideTenant(node.name || node.id, outside.join('、')));
    }
  }

  /** The XML of the latest deployed version. */
  async deployedXml(key: string, tenantId: string = NO_TENANT): Promise<{ procDefId: string; name: string; version: number; bpmnData: string }> {
    const definition = await this.queries.latestDefinition(key, tenantId);
    return { procDefId: definition.id, name: definition.name, version: definition.version, bpmnData: definition.xml };
  }

  /** Keeps a designer draft; the XML is guarded like a deploy but not checked. */
  async saveDraft(input: DraftInput): Promise<DraftRecord> {
    const key = input.key.trim();
    if (!key) throw new EngineError('KEY_REQUIRED', zhCN.errors.keyRequired);
    try {
      this.reader.assertAcceptable(input.xml);
    } catch (error) {
      if (error instanceof BpmnXmlError) throw new EngineError('XML_INVALID', zhCN.errors.xmlInvalid(error.message), { cause: error });
      throw error;
    }
    const draft: DraftRecord = { key, tenantId: input.tenantId ?? NO_TENANT, name: input.name, xml: input.xml, savedBy: input.savedBy, savedAt: this.clock.timestamp() };
    await this.store.transaction(async (tx) => {
      await tx.lockDefinitionKey(key, draft.tenantId);
      if (input.precondition) input.precondition({ latest: await tx.latestDefinition(key, draft.tenantId), draft: await tx.findDraft(key, draft.tenantId) });
      await tx.saveDraft(draft);
      await input.within?.(tx.directoryScope.db);
    });
    return draft;
  }

  async draft(key: string, tenantId: string = NO_TENANT): Promise<DraftRecord | undefined> {
    return this.store.findDraft(key, tenantId);
  }

  /** False when the tenant has no draft of the key; `within` (the caller's record of it) runs in the delete's transaction when there was one. */
  async deleteDraft(key: string, tenantId: string = NO_TENANT, within?: (db: DirectoryScope['db']) => Promise<void>): Promise<boolean> {
    return this.store.transaction(async (tx) => {
      const deleted = await tx.deleteDraft(key, tenantId);
      if (deleted) await within?.(tx.directoryScope.db);
      return deleted;
    });
  }

  /** A definition never changes once deployed, so a compiled model spares reading its row again. */
  private async modelOfId(reads: Pick<EngineReads, 'findDefinition'>, definitionId: string): Promise<ProcessModel> {
    const cached = this.models.get(definitionId);
    if (cached) return cached;
    const definition = await reads.findDefinition(definitionId);
    if (!definition) throw new EngineError('DEFINITION_NOT_FOUND', zhCN.errors.definitionNotFound(definitionId));
    return this.modelOf(definition);
  }

  private async modelOf(definition: DefinitionRecord): Promise<ProcessModel> {
    const cached = this.models.get(definition.id);
    if (cached) return cached;
    let compiled;
    try {
      compiled = this.compiler.compile((await this.reader.read(definition.xml)).definitions, definition.key);
    } catch (error) {
      throw new EngineError('MODEL_INVALID', zhCN.errors.modelInvalid(error instanceof Error ? error.message : String(error)), { cause: error });
    }
    if (!compiled.model) {
      throw new EngineError('MODEL_INVALID', zhCN.errors.modelInvalid(compiled.illegalNodeList.map((n) => `${n.nodeId}:${n.errCode}`).join(', ')));
    }
    this.models.set(definition.id, compiled.model);
    return compiled.model;
  }

  // ── commands ─────────────────────────────────────────────────────────────

  async start(input: StartInput): Promise<CommandResult> {
    const comment = commentOf(input.comment);
    const variables = plainVariables(input.variables);
    const initiator = input.initiator.trim();
    return this.command('start', async (tx, scope) => {
      const definition = await EngineQueries.startable(tx, input.procDefKey, input.tenantId ?? NO_TENANT);
      if (input.definitionId !== undefined && input.definitionId !== definition.id) throw new EngineError('DEFINITION_CHANGED', zhCN.errors.definitionChanged(definition.name));
      const model = await this.modelOfId(tx, definition.id);
      const businessKey = (await input.within?.(scope, startingDefinition(definition, model))) ?? input.businessKey ?? null;
      const now = this.clock.timestamp();
      const instance: InstanceRecord = {
        id: this.newId(),
        definitionId: definition.id,
        definitionKey: definition.key,
        name: definition.name,
        businessKey,
        initiator,
        status: 'running',
        variables: { ...variables, initiator },
        startedAt: now,
        endedAt: null,
        nextSeq: 1,
      };
      await tx.insertInstance(instance);
      const ctx = this.context(tx, model, instance, initiator, comment, input.selectedSeqFlowId, now);
      ctx.emit(() => ({ hook: 'processStarted', payload: { instance: instanceView(instance), actorId: initiator, comment } }));
      await this.interpreter(ctx).start();
      return ctx;
    });
  }

  /**
   * Agree. A delegate's agreement returns the task to its owner (Flowable's resolve); anyone
   * else's closes it and moves the token on.
   */
  async complete(input: CompleteInput): Promise<CommandResult> {
    const comment = commentOf(input.comment);
    const variables = plainVariables(input.variables);
    return this.taskCommand(
      'complete',
      input.taskId,
      input.userId,
      comment,
      input.selectedSeqFlowId,
      async (ctx, task, interpreter) => {
        Object.assign(ctx.instance.variables, variables);
        if (task.delegationState === 'pending') {
          const owner = task.owner!;
          await ctx.updateTask(task, { assignee: owner, delegationState: 'resolved' });
          await ctx.log('complete', ctx.model.node(task.nodeId), { taskId: task.id, userId: input.userId, comment, detail: { resolvedTo: owner } });
          ctx.emit(() => ({
            hook: 'taskResolved',
            payload: { task: taskView(task, ctx.instance), instance: instanceView(ctx.instance), actorId: input.userId, comment, delegate: input.userId, owner },
          }));
          return;
        }
        await interpreter.complete(task, input.userId);
      },
      input.within,
    );
  }

  /** Hands the task to exactly one person, who handles it and gives it back. */
  async delegate(input: DelegateInput): Promise<CommandResult> {
    const comment = commentOf(input.comment);
    if (!comment) throw new EngineError('COMMENT_REQUIRED', zhCN.errors.delegateCommentRequired);
    const delegateTo = (input.assignee ?? '').trim();
    if (!delegateTo) throw new EngineError('DELEGATE_REQUIRED', zhCN.errors.delegateRequired);
    if (delegateTo === input.userId) throw new EngineError('DELEGATE_TO_SELF', zhCN.errors.delegateToSelf);
    return this.taskCommand('delegate', input.taskId, input.userId, comment, undefined, async (ctx, task) => {
      this.refuseUnlessAllowed(task, 'delegate');
      const active = await this.directory.activeUsers([delegateTo], ctx.tx.directoryScope);
      if (active.length === 0) throw new EngineError('DELEGATE_REQUIRED', zhCN.errors.delegateRequired);
      const owner = task.owner ?? input.userId;
      await ctx.updateTask(task, { owner, assignee: delegateTo, delegationState: 'pending' });
      await ctx.log('delegate', ctx.model.node(task.nodeId), { taskId: task.id, userId: input.userId, comment, detail: { assignee: delegateTo } });
      ctx.emit(() => ({
        hook: 'taskDelegated',
        payload: { task: taskView(task, ctx.instance), instance: instanceView(ctx.instance), actorId: input.userId, comment, from: input.userId, to: delegateTo },
      }));
    });
  }

  /** Adds signers to a running multi-person task (sequential or parallel). */
  async addSign(input: AddSignInput): Promise<CommandResult> {
    const comment = commentOf(input.comment);
    const userIds = [...new Set((input.userIdList ?? []).map((id) => String(id).trim()).filter((id) => id.length > 0))];
    if (userIds.length === 0) throw new EngineError('ADD_SIGN_USERS_REQUIRED', zhCN.errors.addSignUsersRequired);
    return this.taskCommand('addSign', input.taskId, input.userId, comment, undefined, async (ctx, task, interpreter) => {
      this.refuseUnlessAllowed(task, 'invite');
      if (task.multiInstanceRoot === null) throw new EngineError('ADD_SIGN_NOT_MULTI_INSTANCE', zhCN.errors.addSignNotMultiInstance);
      const active = await this.directory.activeUsers(userIds, ctx.tx.directoryScope);
      if (active.length === 0) throw new EngineError('ADD_SIGN_USERS_REQUIRED', zhCN.errors.addSignUsersRequired);
      const added = await interpreter.addSign(task, active);
      await ctx.log('addSign', ctx.model.node(task.nodeId), { taskId: task.id, userId: input.userId, comment, detail: { userIdList: added } });
    });
  }

  /**
   * 抄送: the holder sends a copy of the task to other people of the instance's tenant. Nothing
   * moves; the task stays the holder's. The action row names the recipients (the history's
   * 抄送 row) and the caller's `within` records them in the same transaction.
   */
  async copy(input: CopyInput): Promise<CommandResult> {
    const comment = commentOf(input.comment);
    const userIds = [...new Set((input.userIdList ?? []).map((id) => String(id).trim()).filter((id) => id.length > 0))];
    if (userIds.length === 0) throw new EngineError('COPY_USERS_REQUIRED', zhCN.errors.copyUsersRequired);
    if (userIds.length > MAX_COPY_RECIPIENTS) throw new EngineError('COPY_TOO_MANY', zhCN.errors.copyTooMany(MAX_COPY_RECIPIENTS));
    return this.taskCommand('copy', input.taskId, input.userId, comment, undefined, async (ctx, task) => {
      this.refuseUnlessAllowed(task, 'copy');
      // With the instance, the directory answers only the active users of its tenant (company).
      const active = new Set(await this.directory.activeUsers(userIds, ctx.tx.directoryScope, ctx.instance));
      if (userIds.some((id) => !active.has(id))) throw new EngineError('COPY_USERS_INVALID', zhCN.errors.copyUsersInvalid);
      await ctx.log('copy', ctx.model.node(task.nodeId), { taskId: task.id, userId: input.userId, comment, detail: { userIdList: userIds } });
      ctx.emit(() => ({
        hook: 'taskCopied',
        payload: { task: taskView(task, ctx.instance), instance: instanceView(ctx.instance), actorId: input.userId, comment, userIds },
      }));
    }, input.within && ((scope) => input.within!(scope, userIds)));
  }

  /** Sends the instance back to an earlier user task (resubmit strategy 1). */
  async reject(input: RejectInput): Promise<CommandResult> {
    const comment = commentOf(input.comment);
    const target = (input.target ?? '').trim();
    if (!target) throw new EngineError('REJECT_TARGET_REQUIRED', zhCN.errors.rejectTargetRequired);
    if (input.reSubmitType === undefined || input.reSubmitType === null) {
      throw new EngineError('REJECT_STRATEGY_REQUIRED', zhCN.errors.rejectStrategyRequired);
    }
    if (Number(input.reSubmitType) !== 1) throw new EngineError('REJECT_STRATEGY_UNSUPPORTED', zhCN.errors.rejectStrategyUnsupported);
    return this.taskCommand('reject', input.taskId, input.userId, comment, undefined, async (ctx, task, interpreter) => {
      this.refuseUnlessAllowed(task, 'reject');
      const targets = this.queries.jumpTargetsOf(ctx.model, task, await ctx.tx.listActivities(ctx.instance.id));
      if (!targets.some((t) => t.taskDefKey === target)) throw new EngineError('REJECT_TARGET_INVALID', zhCN.errors.rejectTargetInvalid);
      const node = ctx.model.node(task.nodeId);
      await ctx.log('reject', node, { taskId: task.id, userId: input.userId, comment, detail: { target } });
      await interpreter.reject(task, target, input.userId);
      ctx.emit(() => ({
        hook: 'processRejected',
        payload: { instance: instanceView(ctx.instance), actorId: input.userId, comment, taskId: task.id, fromNodeId: node.id, targetNodeId: target },
      }));
    });
  }

  /** Ends the instance for good: every token and task closes. */
  async terminate(input: TerminateInput): Promise<CommandResult> {
    const comment = commentOf(input.comment);
    return this.taskCommand('terminate', input.taskId, input.userId, comment, undefined, async (ctx, task, interpreter) => {
      this.refuseUnlessAllowed(task, 'terminate');
      await ctx.log('terminate', ctx.model.node(task.nodeId), { taskId: task.id, userId: input.userId, comment });
      await interpreter.terminate(task, input.userId);
      ctx.emit(() => ({ hook: 'processTerminated', payload: { instance: instanceView(ctx.instance), actorId: input.userId, comment } }));
    });
  }

  // ── remedies for stuck work (issue 22 §4): an administrator's, and the initiator's withdraw ──

  /** An administrator ends a running instance; every open task closes with nobody as its handler. */
  async terminateInstance(input: InstanceTerminateInput): Promise<CommandResult> {
    const comment = requiredReason(input.comment);
    return this.instanceCommand('terminateInstance', input.procInstId, input.actorId, comment, async (ctx, interpreter) => {
      await ctx.log('terminate', this.nodeWhereItStands(ctx), { userId: input.actorId, comment });
      await interpreter.terminate(null, input.actorId);
      ctx.emit(() => ({ hook: 'processTerminated', payload: { instance: instanceView(ctx.instance), actorId: input.actorId, comment } }));
    }, input.within);
  }

  /**
   * 转办: an administrator gives an open task to one active person of the instance's tenant,
   * whoever held it (nobody, when it stalled). A delegation under way ends with it; in a
   * countersign the new person takes the old one's vote, so they may not hold one already.
   */
  async reassign(input: ReassignInput): Promise<CommandResult> {
    const comment = requiredReason(input.comment);
    const to = (input.assignee ?? '').trim();
    if (!to) throw new EngineError('REASSIGN_USER_INVALID', zhCN.errors.reassignUserInvalid);
    return this.command('reassign', async (tx, scope) => {
      const found = await tx.findTask(input.taskId);
      if (!found) throw new EngineError('TASK_NOT_FOUND', zhCN.errors.taskNotFound);
      const ctx = await this.lockedContext(tx, found.instanceId, input.actorId, comment);
      const task = ctx.openTasks.find((t) => t.id === input.taskId);
      if (!task) throw new EngineError('TASK_NOT_FOUND', zhCN.errors.taskNotFound);
      const from = task.assignee ? [task.assignee] : [...task.candidates];
      if (from.length === 1 && from[0] === to) throw new EngineError('REASSIGN_SAME_HOLDER', zhCN.errors.reassignSameHolder);
      const active = await this.directory.activeUsers([to], tx.directoryScope, { variables: ctx.instance.variables, initiator: ctx.instance.initiator });
      if (active.length === 0) throw new EngineError('REASSIGN_USER_INVALID', zhCN.errors.reassignUserInvalid);
      if (task.multiInstanceRoot !== null) {
        const execution = ctx.live.find((e) => e.id === task.executionId);
        const mi = execution?.data.multiInstance;
        // the task's own vote may go back to the one it was meant for (a stalled vote, its user enabled again)
        const otherVote = mi ? mi.assignees.some((id, index) => id === to && index !== task.multiInstanceIndex) : false;
        if (ctx.openTasks.some((t) => t.executionId === task.executionId && t !== task && t.assignee === to) || otherVote) {
          throw new EngineError('REASSIGN_ALREADY_SIGNER', zhCN.errors.reassignAlreadySigner);
        }
        if (execution && mi && task.multiInstanceIndex !== null) {
          mi.assignees[task.multiInstanceIndex] = to;
          await ctx.saveExecutionData(execution);
        }
      }
      await ctx.updateTask(task, { assignee: to, candidates: [to], owner: null, delegationState: null });
      await ctx.log('reassign', ctx.model.node(task.nodeId), { taskId: task.id, userId: input.actorId, comment, detail: { from, to } });
      ctx.emit(() => ({
        hook: 'taskReassigned',
        payload: { task: taskView(task, ctx.instance), instance: instanceView(ctx.instance), actorId: input.actorId, comment, from, to },
      }));
      await input.within?.(scope);
      return ctx;
    });
  }

  /** 撤回: the initiator takes the instance back while nobody but the engine has acted on it. */
  async withdraw(input: WithdrawInput): Promise<CommandResult> {
    const comment = commentOf(input.comment);
    return this.instanceCommand('withdraw', input.procInstId, input.userId, comment, async (ctx, interpreter) => {
      if (ctx.instance.initiator !== input.userId) throw new EngineError('NOT_INITIATOR', zhCN.errors.notInitiator);
      if (!ProcessEngine.untouched(await ctx.tx.listActions(ctx.instance.id), ctx.instance.initiator)) {
        throw new EngineError('WITHDRAW_TOO_LATE', zhCN.errors.withdrawTooLate);
      }
      await ctx.log('withdraw', this.nodeWhereItStands(ctx), { userId: input.userId, comment });
      await interpreter.terminate(null, input.userId, { status: 'withdrawn', reason: 'withdraw' });
    }, input.within);
  }

  /**
   * Whether an instance's history still allows its initiator to withdraw it: the start and
   * automatic approvals only — the engine's (a node nobody handles) or the initiator's own
   * (InitiatorAutoComplete), and stalls (a step nobody could take). A SerialAutoComplete
   * follows someone's agreement, which counts.
   */
  static untouched(actions: readonly ActionRecord[], initiator: string): boolean {
    return actions.every(
      (action) => action.action === 'start' || action.action === 'stall' || (action.action === 'autoComplete' && (action.userId === SYSTEM_ACTOR || action.userId === initiator)),
    );
  }

  /** Suspends, activates or retires one version; a retired version stays so (deploy anew instead). */
  async setDefinitionState(input: DefinitionStateInput): Promise<DefinitionRecord> {
    return this.store.transaction(async (tx) => {
      const definition = await tx.findDefinition(input.definitionId);
      if (!definition) throw new EngineError('DEFINITION_NOT_FOUND', zhCN.errors.definitionVersionNotFound);
      await tx.lockDefinitionKey(definition.key, definition.tenantId);
      if (definition.state === 'retired') throw new EngineError('DEFINITION_RETIRED', zhCN.errors.definitionRetired);
      await tx.setDefinitionState(definition.id, input.state);
      await input.within?.(tx.directoryScope.db);
      return { ...definition, state: input.state };
    });
  }

  /** The node an instance-wide action is recorded at: where its first open task waits, else its start. */
  private nodeWhereItStands(ctx: CommandContext) {
    const [first] = ctx.openTasks;
    return ctx.model.node(first ? first.nodeId : ctx.model.startNodeId);
  }

  /** The frame of a command on a whole instance: lock it, load it, refuse one that has ended. */
  private instanceCommand(
    name: EngineCommandName,
    procInstId: string,
    actorId: string,
    comment: string,
    work: (ctx: CommandContext, interpreter: ProcessInterpreter) => Promise<void>,
    within?: (scope: CommandScope) => Promise<void>,
  ): Promise<CommandResult> {
    return this.command(name, async (tx, scope) => {
      const ctx = await this.lockedContext(tx, procInstId, actorId, comment);
      await work(ctx, this.interpreter(ctx));
      await within?.(scope);
      return ctx;
    });
  }

  private async lockedContext(tx: EngineTransaction, procInstId: string, actorId: string, comment: string): Promise<CommandContext> {
    const instance = await tx.lockInstance(procInstId);
    if (!instance) throw new EngineError('INSTANCE_NOT_FOUND', zhCN.errors.instanceNotFound);
    const model = await this.modelOfId(tx, instance.definitionId);
    const ctx = this.context(tx, model, instance, actorId, comment, undefined, this.clock.timestamp());
    await ctx.load();
    if (instance.status !== 'running') throw new EngineError('INSTANCE_NOT_RUNNING', zhCN.errors.instanceNotRunning);
    return ctx;
  }

  private refuseUnlessAllowed(task: TaskRecord, command: TaskCommand): void {
    if (!TaskActionRule.allows(task, command)) throw new EngineError('DELEGATE_ONLY_COMPLETES', zhCN.errors.delegateOnlyCompletes);
  }

  /**
   * The frame of every task command: find the task, lock its instance, read the task again
   * under the lock (a concurrent command may have closed it), check the user holds it.
   */
  private taskCommand(
    name: EngineCommandName,
    taskId: string,
    userId: string,
    comment: string,
    selected: string | string[] | undefined,
    work: (ctx: CommandContext, task: TaskRecord, interpreter: ProcessInterpreter) => Promise<void>,
    within?: (scope: CommandScope) => Promise<void>,
  ): Promise<CommandResult> {
    return this.command(name, async (tx, scope) => {
      const found = await tx.findTask(taskId);
      if (!found) throw new EngineError('TASK_NOT_FOUND', zhCN.errors.taskNotFound);
      const instance = await tx.lockInstance(found.instanceId);
      if (!instance) throw new EngineError('INSTANCE_NOT_FOUND', zhCN.errors.instanceNotFound);
      const model = await this.modelOfId(tx, instance.definitionId);
      const ctx = this.context(tx, model, instance, userId, comment, selected, this.clock.timestamp());
      // Loaded under the lock: a concurrent command may have closed the task since findTask.
      await ctx.load();
      const task = ctx.openTasks.find((t) => t.id === taskId);
      if (!task) throw new EngineError('TASK_NOT_FOUND', zhCN.errors.taskNotFound);
      if (instance.status !== 'running') throw new EngineError('INSTANCE_NOT_RUNNING', zhCN.errors.instanceNotRunning);
      const holds = task.assignee === userId || (task.assignee === null && task.candidates.includes(userId));
      if (!holds) throw new EngineError('NOT_ASSIGNEE', zhCN.errors.notAssignee);
      await work(ctx, task, this.interpreter(ctx));
      await within?.(scope);
      return ctx;
    });
  }

  private context(
    tx: EngineTransaction,
    model: ProcessModel,
    instance: InstanceRecord,
    actorId: string,
    comment: string,
    selected: string | string[] | undefined,
    now: string,
  ): CommandContext {
    const ids = flowIds(selected);
    const unknown = ids.find((id) => !model.hasFlow(id));
    if (unknown) throw new EngineError('SELECTED_FLOW_INVALID', zhCN.errors.selectedFlowInvalid(unknown));
    return new CommandContext(tx, model, instance, { actorId, comment, selectedFlowIds: new Set(ids), now, newId: this.newId });
  }

  private interpreter(ctx: CommandContext): ProcessInterpreter {
    return new ProcessInterpreter(ctx, this.resolver, this.expressions);
  }

  /**
   * One transaction for the command and everything it implies: the caller's `within` writes
   * and the rows the event hooks' taps write commit with the engine's or not at all, so no
   * crash can leave one without the other. Effects run only once it has committed.
   */
  private async command(name: EngineCommandName, work: (tx: EngineTransaction, scope: CommandScope) => Promise<CommandContext>): Promise<CommandResult> {
    const effects: Array<() => Promise<void>> = [];
    const began = performance.now();
    let outcome: EngineCommandOutcome = 'error';
    const result = await this.store.transaction(async (tx) => {
      const scope: CommandScope = Object.freeze({ db: tx.directoryScope.db, afterCommit: (effect: () => Promise<void>) => void effects.push(effect) });
      const ctx = await work(tx, scope);
      for (const event of await ctx.finish()) await this.publish(event, scope);
      return {
        procInstId: ctx.instance.id,
        status: ctx.instance.status,
        openTasks: ctx.openTasks.map((task) => taskView(task, ctx.instance)),
      } satisfies CommandResult;
    }).then(
      (done) => ((outcome = 'done'), done),
      (error: unknown) => {
        if (error instanceof EngineError) outcome = 'refused';
        throw error;
      },
    ).finally(() => this.onCommand?.(name, (performance.now() - began) / 1000, outcome));
    // Every effect gets its turn: one failing push must not keep the others' users waiting.
    for (const effect of effects) {
      try {
        await effect();
      } catch (error) {
        this.onHookError(error, 'afterCommit');
      }
    }
    return result;
  }

  private publish(event: EngineEvent, scope: CommandScope): Promise<void> {
    // The union of hooks takes no union of payloads; `event.hook` names the one its payload is for.
    return (this.#hooks[event.hook] as AsyncSeriesHook<[EngineEvent['payload'], CommandScope]>).promise(event.payload, scope);
  }

  // ── queries ──────────────────────────────────────────────────────────────

  /** getMessageProcessInfo. */
  processInfo(taskId: string): Promise<ProcessInfo> {
    return this.queries.processInfo(taskId);
  }

  task(taskId: string): Promise<TaskView> {
    return this.queries.taskView(taskId);
  }

  async instance(procInstId: string): Promise<InstanceView> {
    return instanceView(await this.queries.instance(procInstId));
  }

  /** The next-flow options of a task (agree dialog). */
  nextFlowOptions(taskId: string): Promise<SeqFlowOption[]> {
    return this.queries.taskFlowOptions(taskId);
  }

  /** procDefConfForStartProcessInst: next-flow options, buttons and forms for starting. */
  startConfig(procDefKey: string, tenantId: string = NO_TENANT): Promise<NodeConfig & { procDefId: string }> {
    return this.queries.startConfig(procDefKey, tenantId);
  }

  /** procDefConfForHandleTask: next-flow options, buttons and forms of a node. */
  startNodeId(procDefId: string): Promise<string> {
    return this.queries.startNodeId(procDefId);
  }

  nodeConfig(procDefId: string, taskDefKey: string): Promise<NodeConfig> {
    return this.queries.nodeConfig(procDefId, taskDefKey);
  }

  /**
   * procDefConfForHandleTask for one open task, as its holder may use it: the branches whose
   * conditions hold over the instance's variables, and the buttons TaskActionRule leaves them.
   */
  taskConfig(taskId: string): Promise<NodeConfig> {
    return this.queries.taskConfig(taskId);
  }

  /** Reject targets: user tasks this instance already passed on the way to the task's node. */
  listJumpTargets(taskId: string): Promise<JumpTarget[]> {
    return this.queries.jumpTargets(taskId);
  }

  diagram(procInstId: string): Promise<DiagramView> {
    return this.queries.diagram(procInstId);
  }

  history(procInstId: string): Promise<HistoryRow[]> {
    return this.queries.history(procInstId);
  }
}
