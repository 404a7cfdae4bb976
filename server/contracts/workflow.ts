import type { AsyncSeriesHook, TapOnly } from '../../core/hooks/index.ts';
import type { DeployFormContext } from '../../contracts/bpmn/DeployFormContext.ts';
import { createServiceId, pluginRef } from '../../contracts/workbench/index.ts';
import type { Db } from '../db/Database.ts';
import type { EngineEventName, EngineEventPayload } from '../engine/EngineHooks.ts';
import type { AuditActor } from './audit.ts';
import type { DemoRowSet, FollowUpWrites } from './host.ts';

/*
 * The engine's views and its common task event as the modules that tap the workflow's events
 * read them (the to-dos' and messages' writers; each event by name is WorkflowEvent): only the
 * workflow module imports the engine itself.
 */
export type { InstanceView, TaskEvent, TaskView } from '../engine/index.ts';

/**
 * The start variable holding the company an instance was started in: candidates resolve
 * inside it (the org's candidate directory reads it, the workflow module writes it).
 */
export const INSTANCE_COMPANY_VARIABLE = 'companyId';

/** An engine event with the company its process instance belongs to (the one it was started in). */
export type InCompany<E> = E & { companyId: number; writes: FollowUpWrites };

/**
 * The workflow engine's events as the server republishes them, each with its instance's
 * company: one hook per event of the engine's one list (ENGINE_EVENTS), so every engine event
 * reaches the modules and none is named twice. Called inside the engine command's transaction,
 * in the order things happened; the to-do and message modules tap them to write their rows
 * (through `writes`) and announce them for the live push (`writes.afterCommit`). A failing tap
 * rolls the whole command back and its error reaches the caller: a command never commits
 * without its to-dos and messages. User ids in the payloads are the engine's: the org's
 * numeric ids as text.
 */
export type WorkflowHooks = { [K in EngineEventName]: AsyncSeriesHook<[WorkflowEvent<K>]> };

/** The event `K` as WorkflowHooks hands it to a tap. */
export type WorkflowEvent<K extends EngineEventName> = InCompany<EngineEventPayload<K>>;

/** Who acts, in which company (a Principal's two fields that workflow commands need). */
export interface WorkflowActor {
  userId: number;
  companyId: number;
  /** An administrator of the current company: reads every process of it, not only those they took part in. */
  admin?: boolean;
}

export interface WorkflowStartInput {
  procDefKey: string;
  actor: WorkflowActor;
  /**
   * The form key of the caller's business form: the start is refused (400) when the version it
   * runs starts with another form (a contract form never starts 费用报销审批).
   */
  formKey: string;
  /** Starts exactly this version (the one startForm answered); refused (409) when a start would now run another. */
  procDefId?: string;
  /**
   * Writes the business form's row (the contract) in the start's own transaction and answers
   * its key: the row and its instance commit together or not at all. `db` is the transaction.
   */
  businessRow: (db: Db) => Promise<string>;
  /** Process variables from the form (the contract's agreementMoney, say). */
  variables: Record<string, unknown>;
  selectedSeqFlowId?: string[];
}

/** A form field's settings at one node (rh:forms), as the business form module needs them. */
export interface WorkflowFormFieldSetting {
  key: string;
  /** The field's name as the node's form table shows it, for the required message. */
  name: string;
  readOnly: 'true' | 'false' | 'default';
  operable: 'true' | 'false' | 'default';
  hidden: 'true' | 'false' | 'default';
  /** 'true': the node refuses a completion that leaves the field empty. */
  required: 'true' | 'false' | 'default';
}

/** The form a start of a process runs with: its latest startable version's start form. */
export interface WorkflowStartForm {
  procDefId: string;
  processName: string;
  /** The start node's first form (else the process's first), null when it binds none. */
  formKey: string | null;
  /** That form's settings at the start node. */
  formFields: WorkflowFormFieldSetting[];
}

/** An open task the actor holds, checked: it exists in the actor's company, is open, and is theirs. */
export interface WorkflowHeldTask {
  taskId: string;
  taskDefKey: string;
  procInstId: string;
  procDefId: string;
  businessKey: string | null;
  initiatorId: number;
  /** Who it was checked for. */
  holderId: number;
  /** The node's form settings by form key (empty when the node configures none). */
  formFields: Record<string, WorkflowFormFieldSetting[]>;
}

/** A task as taskAt answers it. */
export interface WorkflowTaskAt extends Omit<WorkflowHeldTask, 'holderId'> {
  /** Open, and held by the actor. */
  held: boolean;
  /**
   * The actor may read a form at this task's node: its initiator, an administrator or
   * 流程监控 holder, or someone who took part in this very task (InstanceReaders.readsAtTask).
   */
  readable: boolean;
  /** The start node's form settings by form key: how the initiator sees the form outside a task of theirs. */
  startFormFields: Record<string, WorkflowFormFieldSetting[]>;
}

export interface WorkflowCompleteInput {
  taskId: string;
  procInstId: string;
  actor: WorkflowActor;
  comment?: string;
  selectedSeqFlowId?: string[];
  variables?: Record<string, unknown>;
  /**
   * The same task as heldTask answered it for this actor a moment ago: its checks are not
   * repeated (the engine still checks the holder under its lock).
   */
  checked?: WorkflowHeldTask;
  /** The business row's edits, written in the completion's own transaction (`db`): saved with it or not at all. */
  within?: (db: Db) => Promise<void>;
}

/**
 * What a business form module (demoself's contract form) needs from the workflow module:
 * start an instance bound to its row, check and complete tasks. Refusals are ApiErrors with
 * the contract's statuses (404 unknown or another company's, 403 not the holder, 409 closed,
 * 400 otherwise).
 */
export interface WorkflowRuntime {
  start(input: WorkflowStartInput): Promise<{ procInstId: string }>;
  /** What a start of the key in the company would run with (404 not deployed, 400 suspended or retired). */
  startForm(procDefKey: string, companyId: number): Promise<WorkflowStartForm>;
  heldTask(taskId: string, procInstId: string, actor: WorkflowActor): Promise<WorkflowHeldTask>;
  /**
   * A task of the actor's company, open or not, with its node's form settings and whether the
   * actor holds it now (a form shown at that node: editable there, or read with its hidden
   * fields); 404 for an unknown task or another company's.
   */
  taskAt(taskId: string, actor: WorkflowActor): Promise<WorkflowTaskAt>;
  complete(input: WorkflowCompleteInput): Promise<void>;
  terminate(input: { taskId: string; procInstId: string; actor: WorkflowActor; comment?: string }): Promise<void>;
  /** The actor's open task in an instance of their company, if any. */
  openTaskOf(procInstId: string, actor: WorkflowActor): Promise<{ taskId: string; taskDefKey: string } | null>;
  /** Refuses (403) a caller who took no part in any instance about the business row, unless an admin of the company. */
  assertBusinessReadable(businessKey: string, actor: WorkflowActor): Promise<void>;
  /** The latest deployed version of a key in the company, or null. */
  deployedVersion(procDefKey: string, companyId: number): Promise<number | null>;
  /** Runs the deploy rules and stores a new version of the company's definition when they pass. */
  deploy(input: { procDefKey: string; processName: string; bpmnXml: string; userId: number; companyId: number }): Promise<{ success: boolean; procDefId: string | null }>;
}

/** A form a deploy binds, as the workflow's form catalogue resolved its key in the company. */
export interface DeployedFormBinding {
  formId: number;
  formKey: string;
  /** The browser component (FormRef.formRouter): `DesignedForm` for a designed form. */
  formRouter: string;
}

/** A definition version just stored, inside the deploy's transaction (`db`). */
export interface ProcessDeployedEvent {
  procDefId: string;
  procDefKey: string;
  processName: string;
  version: number;
  companyId: number;
  /** The bound form keys that name a form the company sees (its own or a coded one). */
  forms: DeployedFormBinding[];
  db: Db;
}

/**
 * What the workflow module announces of a deploy, inside its transaction: a failing tap refuses
 * the deploy and nothing is stored. The forms module taps it to pin each bound designed form's
 * current version to the definition.
 */
export interface WorkflowDeployHooks {
  deployed: AsyncSeriesHook<[ProcessDeployedEvent]>;
}

export const WorkflowDeployEventsId = createServiceId<TapOnly<WorkflowDeployHooks>>('server.workflow.DeployEvents');

/** A form of the catalogue (wf_form_def) as the forms module writes it. */
export interface FormRegistration {
  formKey: string;
  formName: string;
  /** Its items for 字段设置: the designed form's top-level value fields, in order. */
  items: Array<{ fieldKey: string; fieldName: string; required: boolean }>;
}

/** A catalogue entry of a company's designed form. */
export interface RegisteredForm {
  id: number;
  formKey: string;
  formName: string;
  createTime: string;
}

/**
 * The form catalogue processes bind (wf_form_def and its items, provided by the workflow module,
 * which owns them), for the forms module's designed forms: each is a catalogue entry of its
 * company with router `DesignedForm`. Methods taking `db` write in the caller's transaction.
 */
export interface DesignedFormRegistry {
  /** Adds the company's form; null when the key is taken (by the company or a coded form). */
  register(companyId: number, form: FormRegistration, db: Db): Promise<number | null>;
  /** Renames it and replaces its items. */
  update(companyId: number, formId: number, form: Omit<FormRegistration, 'formKey'>, db: Db): Promise<void>;
  remove(companyId: number, formId: number, db: Db): Promise<void>;
  /** The company's designed form, or undefined (another company's, a coded one, none). */
  find(companyId: number, formId: number, db?: Db): Promise<RegisteredForm | undefined>;
  /** The company's designed form by key. */
  findByKey(companyId: number, formKey: string, db?: Db): Promise<RegisteredForm | undefined>;
  /** One page of the company's designed forms, newest first, `formName` matching part of the name. */
  page(companyId: number, query: { current: number; size: number; formName?: string }): Promise<{ records: RegisteredForm[]; total: number }>;
  count(companyId: number, db?: Db): Promise<number>;
}

export const DesignedFormRegistryId = createServiceId<DesignedFormRegistry>('server.workflow.DesignedFormRegistry');

/** A process the caller's company may start, as the workbench's 发起流程 lists it. */
export interface StartableProcessSummary {
  procDefKey: string;
  processName: string;
  /** The browser component of the start node's first form, when it has one. */
  formRouter?: string | null;
}

/** The processes of a company that can be started (provided by the workflow module, which owns the definitions). */
export interface StartableProcesses {
  startable(companyId: number): Promise<StartableProcessSummary[]>;
}

export const StartableProcessesId = createServiceId<StartableProcesses>('server.workflow.StartableProcesses');

/**
 * The forms a company's process may bind, as the deploy rules judge them (issue 23): provided
 * by the workflow module (CompanyFormContexts: its form catalogue's keys, the designed forms'
 * fields through DesignedFormDefinitionsId), asked by its deploy with the keys the diagram
 * binds. A test may override it; a server without it would judge diagrams alone.
 */
export interface DeployFormContexts {
  /**
   * For each key asked that a form the company sees has: `{ formKey, variableNames }`, the
   * names a flow condition may read — a designed form's `FormVariables.variableNames` of the
   * version a deploy now would pin (its latest), null for a coded form (wf_form_def without a
   * company, every company's). A key no such form has is left out: FORM_NOT_FOUND.
   */
  contextFor(companyId: number, formKeys: readonly string[]): Promise<DeployFormContext>;
}

export const DeployFormContextsId = createServiceId<DeployFormContexts>('server.workflow.DeployFormContexts');

/** An open workflow task a member holds in one company (issue 22 §4), as 用户管理's 禁用 lists it. */
export interface MemberOpenTask {
  taskId: string;
  procInstId: string;
  processName: string;
  taskName: string;
  /** When it reached them, yyyy-MM-dd HH:mm:ss. */
  since: string;
  initiatorName: string | null;
}

/**
 * What 用户管理 needs of the workflow when it disables a member (provided by the workflow module,
 * which owns the tasks): the tasks only they can act on, and their handover to someone else.
 */
export interface WorkflowHandover {
  /** The open tasks the user holds alone in the company's instances (the assignee, or the only candidate), oldest first. */
  openTasksOf(userId: number, companyId: number): Promise<MemberOpenTask[]>;
  /**
   * 转办s each of those tasks to `to` (the engine's reassign, with `reason`), each in its own
   * command with its audit entry; answers how many moved. A task closed meanwhile is skipped;
   * any other refusal stops the handover as an ApiError (tasks moved before it stay moved).
   */
  handOver(input: { companyId: number; from: number; to: number; reason: string; actor: AuditActor }): Promise<number>;
}

export const WorkflowHandoverId = createServiceId<WorkflowHandover>('server.workflow.Handover');

export const WorkflowEventsId = createServiceId<TapOnly<WorkflowHooks>>('server.workflow.Events');

export const WorkflowRuntimeId = createServiceId<WorkflowRuntime>('server.workflow.Runtime');

/** The totals of the process centre's four lists, unfiltered: the home page's counters. */
export interface ProcessCentreTotals {
  totals(actor: WorkflowActor): Promise<{ todo: number; done: number; started: number; copied: number }>;
}

export const ProcessCentreTotalsId = createServiceId<ProcessCentreTotals>('server.workflow.ProcessCentreTotals');

/** A field ('0', the default) or property ('1') of a coded form, with its default settings in 字段设置. */
export interface CodedFormItem {
  /** Fixed: the seed's ledger names the row by it. */
  id: number;
  itemType?: '0' | '1';
  key: string;
  name: string;
  /** The node refuses a completion that leaves the field empty, unless a node's settings say otherwise. */
  required?: boolean;
  /** A property's default value. */
  value?: string;
}

/** A form coded in a business module (its router a browser component of that module), as processes bind it by key. */
export interface CodedForm {
  /** Fixed, like its items' ids. */
  id: number;
  key: string;
  name: string;
  /** The browser component that renders it (FormRef.formRouter). */
  router: string;
  sort: number;
  items: readonly CodedFormItem[];
}

const CODED_FORM_SEED_TIME = '2026-01-05 09:00:00';

/**
 * A coded form's rows of the workflow's form catalogue (wf_form_def, wf_form_item), for the
 * module that owns the form to contribute as its DemoRows: every install's (essential), as the
 * form's code is. The workflow module owns the tables and knows no business form.
 */
export function codedFormRows(form: CodedForm): DemoRowSet[] {
  const def = { id: form.id, form_key: form.key, form_name: form.name, form_router: form.router, sort: form.sort, create_time: CODED_FORM_SEED_TIME };
  const items = form.items.map((item) => ({
    id: item.id,
    form_id: form.id,
    item_type: item.itemType ?? '0',
    field_key: item.key,
    field_name: item.name,
    operable: 'default',
    read_only: 'default',
    hidden: 'default',
    required: item.required ? 'true' : 'default',
    value: item.value ?? null,
    sort: item.id,
  }));
  return [
    { table: 'wf_form_def', rows: [def], numbered: true, essential: true },
    { table: 'wf_form_item', after: ['wf_form_def'], rows: items, numbered: true, essential: true },
  ];
}

/** The workflow module (the engine's driver), for the modules that require it. */
export const workflowModuleRef = pluginRef<void>('server-workflow');
