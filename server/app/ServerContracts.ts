import type { components } from '../../contracts/generated/admin.ts';
import type { components as formComponents } from '../../contracts/generated/form.ts';
import type { Server as HttpServer } from 'node:http';
import type { Server as HttpsServer } from 'node:https';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { AsyncSeriesBailHook, AsyncSeriesHook, TapOnly } from '../../core/hooks/index.ts';
import type { ContractAuth, OpenApiCatalog, RateBucket } from '../../contracts/openapi/OpenApiCatalog.ts';
import type { DeployFormContext } from '../../contracts/bpmn/DeployFormContext.ts';
import { createServiceId } from '../../contracts/workbench/index.ts';
import type { SelectQueryBuilder } from 'kysely';
import type { DatabaseHandle, DatabaseSchema, Db } from '../db/Database.ts';
import type { CandidateDirectory } from '../engine/index.ts';
import type {
  ProcessEvent,
  ProcessRejectedEvent,
  TaskCancelledEvent,
  TaskCopiedEvent,
  TaskCreatedEvent,
  TaskDelegatedEvent,
  TaskEvent,
  TaskReassignedEvent,
  TaskResolvedEvent,
  TaskStalledEvent,
} from '../engine/EngineHooks.ts';
import type { ApiError } from '../http/ApiError.ts';
import type { AuditActor } from './AuditTrail.ts';
import type { FrameSources } from '../http/FrameSources.ts';
import type { ServerHealth } from './ServerHealth.ts';
import type { RangedSource } from '../http/RangedFileReply.ts';
import type { ServerConfig } from './ServerConfig.ts';

/*
 * What server modules share. A module reaches another only through the ids and types here
 * (never by importing its files), the same rule the browser plugins follow with
 * contracts/workbench.
 */

/** The caller of an authenticated request. */
export interface Principal {
  userId: number;
  username: string;
  /** The company this call acts in: the companyId header when the user belongs to it, else the session's. */
  companyId: number;
  /** The login session (one row per token pair), for logout and company switching. */
  sessionId: number;
  /** '0' active, '1' disabled. */
  status: string;
  roles: number[];
  /** The company the user administers, if any. */
  companyAdmin: number | null;
  /**
   * An administrator for this call (spec part 1 §6): the current company is the one the user
   * administers, or the roles include 3. Operations marked `x-ronghe-auth: admin` need it.
   */
  admin: boolean;
  /** The login was made with a password that must be changed first (expired, or a reset asked for): remindFlag '0'. */
  mustChangePassword?: boolean;
}

export interface AuthenticationRequest {
  /** The bearer token of the Authorization header, or null. */
  bearerToken: string | null;
  /** The raw companyId header, when sent. */
  companyHeader: string | null;
  /** Null outside an HTTP request: the live connection's CONNECT frame (see TokenAuthentication). */
  request: FastifyRequest | null;
}

export interface RouteAccess {
  operationId: string;
  auth: ContractAuth;
  /** The contract's `x-ronghe-permission`: held in the current company, it lets a caller who administers no company through. */
  permission?: string | null;
  /** The route answers disabled users too (login, user info, logout). */
  allowDisabledUser: boolean;
  /** The route answers a login whose password must be changed first (user info, logout, the password change). */
  allowExpiredPassword?: boolean;
}

/** A request that counts against a per-address limit: its operation's `x-ronghe-rate`. */
export interface RateRequest {
  bucket: RateBucket;
  /** The client's address as request.ip reads it (TRUST_PROXY applies). */
  address: string;
  operationId: string;
}

/** The request pipeline's hooks, owned by the app; modules get tap-only views. */
export interface ServerHooks {
  /**
   * Who is calling. The first tap returning a principal decides; a tap may throw an
   * ApiError (for example 403 for a companyId header of a foreign company). Nobody
   * answering means no valid token: 401 on user and admin operations.
   */
  authenticate: AsyncSeriesBailHook<Principal, [AuthenticationRequest]>;
  /** May this principal call this operation? The first tap returning an ApiError refuses. */
  authorize: AsyncSeriesBailHook<ApiError, [Principal, RouteAccess]>;
  /**
   * May this address make one more request of the limit? Asked before anything else of an
   * operation with `x-ronghe-rate`; the first tap returning an ApiError (429) refuses.
   */
  rateLimit: AsyncSeriesBailHook<ApiError, [RateRequest]>;
}

/** Wall-clock milliseconds; tests replace it to expire tokens without waiting. */
export interface Clock {
  now(): number;
}

export type UserInfoView = components['schemas']['UserInfo'];
type FormDefinition = formComponents['schemas']['FormDefinition'];

/** A user's account as the login needs it. */
export interface UserAccount {
  userId: number;
  username: string;
  /** '0' active, '1' disabled. */
  status: string;
  companyAdmin: number | null;
  lastLoginTeam: number | null;
}

/** Who a user is, for names written into rows (to-dos, messages) and shown in lists. */
export interface PersonName {
  username: string;
  chineseName: string;
}

/**
 * Users as the organisation knows them (provided by the org module, which owns the user
 * tables: no other module reads them). Methods taking a `db` read through it, so an engine
 * command's follow-up writes can call them inside the command's transaction.
 */
export interface UserDirectory {
  /** The account and its stored password hash, by login name. */
  accountByUsername(username: string): Promise<(UserAccount & { passwordHash: string }) | undefined>;
  account(userId: number): Promise<UserAccount | undefined>;
  /** Remembers the company the user switched to (the next login starts there). */
  rememberCompany(userId: number, companyId: number): Promise<void>;
  /** The names of those of these users who exist. */
  names(userIds: readonly number[], db?: Db): Promise<Map<number, PersonName>>;
  /** Up to `limit` members of the company (disabled ones too) whose name or account name contains `part` (流程监控's 发起人 filter). */
  membersNamed(companyId: number, part: string, limit: number): Promise<number[]>;
  /** The user's company ids (active memberships), in the user's order. */
  companiesOf(userId: number): Promise<number[]>;
  /** Whether the user has memberships and every one of them is disabled (they cannot log in: 您的账号已被禁用). */
  everyMembershipDisabled(userId: number): Promise<boolean>;
  /** An active membership: a disabled one (用户管理's 禁用) keeps the user out of that company. */
  isMember(userId: number, companyId: number): Promise<boolean>;
  /** The roles granted to the user in this company, and the platform's (the platform administrators' role). */
  roleIds(userId: number, companyId: number): Promise<number[]>;
  /** Authority names from the roles granted in this company (sorted, unique): the built-in roles' and that company's own. */
  permissions(userId: number, companyId: number): Promise<string[]>;
  /**
   * The active members of the company who hold the permission there (by `permissions`' rule: its
   * administrators, and the holders of a role granting it), by id. `db`: a caller's transaction.
   */
  holdersOf(permission: string, companyId: number, db?: Db): Promise<number[]>;
  /** The user info for one of the user's companies; null when the user does not exist. */
  userInfo(userId: number, companyId: number): Promise<UserInfoView | null>;
  /** The personal centre's view of the user in one of their companies; null when the user does not exist. */
  personalInfo(userId: number, companyId: number): Promise<PersonalInfoView | null>;
  /** Writes the given profile fields of this user only (checked by the caller). */
  editProfile(userId: number, fields: ProfileFields): Promise<void>;
  /** Whether a user other than this one has the phone. */
  phoneTakenByOther(phone: string, userId: number): Promise<boolean>;
  /** Stores a new password hash; the password's age starts again and a forced reset is done. */
  setPasswordHash(userId: number, passwordHash: string): Promise<void>;
  /** The password reminder's flag ('2': the user chose 忽略，不再提醒). */
  setRemindFlag(userId: number, remindFlag: '1' | '2'): Promise<void>;
  /** Whether the user's password must be changed before anything else: past its validity days, or a reset asked for (remindFlag '0'). */
  mustChangePassword(userId: number): Promise<boolean>;
  /** The account with this phone (phone login, forgotten password). */
  accountByPhone(phone: string): Promise<UserAccount | undefined>;
  /** Whether any user has this account name (sign-up's 账号已存在). */
  usernameTaken(username: string): Promise<boolean>;
  /**
   * A newcomer from the sign-up, a member of no company (they apply to join one); null when the
   * account name or the phone was taken meanwhile.
   */
  register(newcomer: Newcomer): Promise<number | null>;
}

/** What the sign-up hands the directory (checked by the caller). */
export interface Newcomer {
  username: string;
  chineseName: string;
  phone: string;
  passwordHash: string;
}

export type PersonalInfoView = components['schemas']['PersonalInfo'];

/** The personal centre's editable fields; absent ones stay as they are, null clears. */
export interface ProfileFields {
  chineseName?: string;
  phone?: string;
  email?: string | null;
  avatar?: string | null;
}

export const DatabaseId = createServiceId<DatabaseHandle>('server.Database');

/**
 * Whether the database holds the demo (DEMO_DATA on, on a database installed with it): the modules
 * then load their own demo at start (processes driven on the engine, content, calendars); never
 * on a production install.
 */
export interface DemoData {
  readonly loaded: boolean;
}

export const DemoDataId = createServiceId<DemoData>('server.DemoData');
export const ServerConfigId = createServiceId<ServerConfig>('server.Config');
export const ServerHooksId = createServiceId<TapOnly<ServerHooks>>('server.Hooks');
export const ContractCatalogId = createServiceId<OpenApiCatalog>('server.ContractCatalog');
export const ClockId = createServiceId<Clock>('server.Clock');
/** Serving or draining (the health check's answer); the server flips it when it begins to stop. */
export const ServerHealthId = createServiceId<Pick<ServerHealth, 'serving'>>('server.Health');
export const UserDirectoryId = createServiceId<UserDirectory>('server.org.UserDirectory');

/**
 * The start variable holding the company an instance was started in: candidates resolve
 * inside it (the org's candidate directory reads it, the workflow module writes it).
 */
export const INSTANCE_COMPANY_VARIABLE = 'companyId';

/** The engine's candidate directory over the organisation (provided by the org module). */
export const CandidateDirectoryId = createServiceId<CandidateDirectory>('server.org.CandidateDirectory');

/** The password policy of the platform settings (provided by the settings module). */
export interface PasswordPolicy {
  /** Days a password stays valid, or null when the settings name none. */
  validDays(): Promise<number | null>;
}

export const PasswordPolicyId = createServiceId<PasswordPolicy>('server.settings.PasswordPolicy');

/**
 * What the auth module does for the administrators' user pages (provided by it: it alone holds the
 * login cipher, the hasher and the sessions).
 */
export interface AccountAccess {
  /**
   * The stored hash of a new password, sent encrypted as the login sends it; 400 when unreadable,
   * empty or weak (the platform's weak-password rule, not the account itself).
   */
  hashNewPassword(encrypted: string, username: string): Promise<string>;
  /** The stored hash of a password the server generated (strong by construction). */
  hashGeneratedPassword(plain: string): Promise<string>;
  /** Ends every login of the user and announces it (SessionEventsId), so the live connection closes too. */
  endSessions(userId: number): Promise<void>;
}

export const AccountAccessId = createServiceId<AccountAccess>('server.auth.AccountAccess');

/** The first administrator of an install without one (`ronghe setup`), as the operator names them. */
export interface FirstAdministratorInput {
  companyName: string;
  username: string;
  chineseName: string;
  /** The password as typed: checked by the platform's weak-password rule, stored only as its hash. */
  password: string;
  phone?: string;
}

/** Makes a production install's first company and platform administrator (provided by the org module). */
export interface FirstAdministrator {
  /** Whether some user holds the platform administrator's role (role 3). */
  exists(): Promise<boolean>;
  /** Writes the company, the administrator and their roles in one transaction; null, writing nothing, when an administrator exists. 400 for a bad field. */
  create(input: FirstAdministratorInput): Promise<{ companyId: number; userId: number } | null>;
}

export const FirstAdministratorId = createServiceId<FirstAdministrator>('server.org.FirstAdministrator');

/** What the auth module announces once a user's logins were ended by an administrator. Taps must not throw. */
export interface SessionHooks {
  ended: AsyncSeriesHook<[number]>;
}

export const SessionEventsId = createServiceId<TapOnly<SessionHooks>>('server.auth.SessionEvents');
/** The administrators' upload limit of the platform settings (provided by the settings module). */
export interface UploadPolicy {
  /** The limit in KB the administrators set, or null when they set none (the deployment's applies). */
  uploadMaxKb(): Promise<number | null>;
}

export const UploadPolicyId = createServiceId<UploadPolicy>('server.settings.UploadPolicy');

/** The deployment's upload limit (UPLOAD_MAX_MB, provided by the files module): the administrators' cannot exceed it. */
export interface UploadCeiling {
  bytes: number;
}

export const UploadCeilingId = createServiceId<UploadCeiling>('server.files.UploadCeiling');

/** The bell's unread count (provided by the messages module). */
export interface UnreadMessages {
  count(userId: number, companyId: number): Promise<number>;
}

export const UnreadMessagesId = createServiceId<UnreadMessages>('server.messages.UnreadMessages');

/**
 * Where the rows an engine command's events call for are written: the command's own
 * transaction (`db`), so they commit with the engine's rows or not at all. What must wait
 * for that commit — announcing the rows for a live push — goes to `afterCommit`. On SQLite
 * the transaction holds the only connection, so a tap must read and write through `db`.
 */
export interface FollowUpWrites {
  readonly db: Db;
  afterCommit(announce: () => Promise<void>): void;
}

/** An engine event with the company its process instance belongs to (the one it was started in). */
export type InCompany<E> = E & { companyId: number; writes: FollowUpWrites };

/**
 * The workflow engine's events as the server republishes them, each with its instance's
 * company. Called inside the engine command's transaction, in the order things happened;
 * the to-do and message modules tap them to write their rows (through `writes`) and announce
 * them for the live push (`writes.afterCommit`). A failing tap rolls the whole command back
 * and its error reaches the caller: a command never commits without its to-dos and messages.
 * User ids in the payloads are the engine's: the org's numeric ids as text.
 */
export interface WorkflowHooks {
  processStarted: AsyncSeriesHook<[InCompany<ProcessEvent>]>;
  taskCreated: AsyncSeriesHook<[InCompany<TaskCreatedEvent>]>;
  taskCompleted: AsyncSeriesHook<[InCompany<TaskEvent>]>;
  taskDelegated: AsyncSeriesHook<[InCompany<TaskDelegatedEvent>]>;
  taskResolved: AsyncSeriesHook<[InCompany<TaskResolvedEvent>]>;
  taskCancelled: AsyncSeriesHook<[InCompany<TaskCancelledEvent>]>;
  signAdded: AsyncSeriesHook<[InCompany<TaskEvent & { userIds: string[] }>]>;
  taskCopied: AsyncSeriesHook<[InCompany<TaskCopiedEvent>]>;
  taskReassigned: AsyncSeriesHook<[InCompany<TaskReassignedEvent>]>;
  /** A step stopped: its task has no holder (issue 22 §4); the messages module tells the initiator and the administrators. */
  taskStalled: AsyncSeriesHook<[InCompany<TaskStalledEvent>]>;
  processCompleted: AsyncSeriesHook<[InCompany<ProcessEvent>]>;
  processTerminated: AsyncSeriesHook<[InCompany<ProcessEvent>]>;
  processWithdrawn: AsyncSeriesHook<[InCompany<ProcessEvent>]>;
  processRejected: AsyncSeriesHook<[InCompany<ProcessRejectedEvent>]>;
}

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

/**
 * The titles business forms give their instances (provided by the forms module: a designed
 * form's titleField), as a subquery the process-centre lists join on the business key.
 */
export interface InstanceTitles {
  titleRows(companyId: number): SelectQueryBuilder<DatabaseSchema, never, { business_key: string; title: string | null }>;
}

export const InstanceTitlesId = createServiceId<InstanceTitles>('server.forms.InstanceTitles');

/**
 * The company's designed forms' definitions (provided by the forms module), for what reads a
 * bound form's fields outside it: the deploy rules' context (CompanyFormContexts).
 */
export interface DesignedFormDefinitions {
  /** The latest version's definition of each key that names a designed form of the company. `db`: a caller's transaction. */
  latest(companyId: number, formKeys: readonly string[], db?: Db): Promise<Map<string, FormDefinition>>;
}

export const DesignedFormDefinitionsId = createServiceId<DesignedFormDefinitions>('server.forms.DesignedFormDefinitions');

/** A dictionary's items (provided by the dict module, which owns them), for options a form takes from a 字典. */
export interface DictionaryItems {
  /** The items of the type in order; empty for an unknown type. */
  items(dictType: string): Promise<Array<{ label: string; value: string }>>;
}

export const DictionaryItemsId = createServiceId<DictionaryItems>('server.dict.DictionaryItems');

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

/**
 * The HTTP server under the contract routes, for what is not a contract route: the live
 * connection's WebSocket upgrades at /admin/ws. Use it in a module's start(), which runs
 * before the server is ready: Fastify takes no hooks after that.
 */
export interface HttpHost {
  readonly server: HttpServer | HttpsServer;
  /** Runs before Fastify closes its server: upgraded sockets would otherwise hold the close up. */
  addHook(name: 'preClose', hook: () => Promise<void>): unknown;
}

/**
 * A bearer token's caller outside an HTTP request (the live connection's CONNECT frame),
 * decided by the same authenticate and authorize hooks as every `x-ronghe-auth: user` call:
 * null for an unknown or expired token and for a disabled user.
 */
export interface TokenAuthentication {
  principalOf(token: string): Promise<Principal | null>;
}

export const HttpHostId = createServiceId<HttpHost>('server.HttpHost');
export const TokenAuthenticationId = createServiceId<TokenAuthentication>('server.TokenAuthentication');

/** To-do rows opened ('add') or closed ('del') for these users in one company. */
export interface TodoChange {
  type: 'add' | 'del';
  companyId: number;
  userIds: number[];
}

/**
 * What the to-dos module announces (for the live push), each after its write committed.
 * Taps must not throw: the write is done, and a failing tap would stop the event chain the
 * write was part of.
 */
export interface TodoHooks {
  changed: AsyncSeriesHook<[TodoChange]>;
}

/** A message row just written, as the bell's list shows it. */
export interface MessageSummary {
  id: number;
  userId: number;
  companyId: number;
  msgTitle: string;
  msgType: number;
  openMode: number;
  applicationName: string | null;
  sendAuthor: string | null;
  createTime: string;
}

/**
 * A 站内信 another module asks the messages module to write (it alone owns the message table):
 * the schedule's invitations and reminders, say.
 */
export interface MessageDraft {
  userId: number;
  companyId: number;
  title: string;
  content: string;
  author: string | null;
  /** Spec part 1 §3: application 120 with msgType 4 is a calendar message (content a label/value JSON list). */
  applicationId: string | null;
  applicationName: string | null;
  msgType: number;
  /** 1 the detail modal, 2 msgLink in a new tab, other the workflow drawer. */
  openMode: number;
  link: string | null;
}

/**
 * Writes message rows inside the caller's transaction (`writes.db`) and announces them for the
 * live push once it committed (`writes.afterCommit`): the caller's change and its messages
 * commit together or not at all.
 */
export interface MessagePost {
  post(writes: FollowUpWrites, drafts: readonly MessageDraft[]): Promise<void>;
}

export const MessagePostId = createServiceId<MessagePost>('server.messages.MessagePost');

/** What the messages module announces (for the live push), after the rows committed. Taps must not throw. */
export interface MessageHooks {
  added: AsyncSeriesHook<[MessageSummary[]]>;
}

/**
 * The to-do kinds (spec part 1 §2 types 2 and 3) that are no workflow task: the 详情 modal
 * approves or returns them itself, and 我的待办 lists them beside the tasks.
 */
export const MODAL_TODO_TYPES: readonly string[] = Object.freeze(['2', '3']);

/** An open to-do of type 2 or 3 as 我的待办 lists it beside the tasks. */
export interface ModalTodoRow {
  todo_id: number;
  title: string;
  application_name: string | null;
  create_time: string;
  create_by: number | null;
  todo_type: string | null;
}

/** What the to-dos module tells others about its rows (it alone reads the to-do table). */
export interface TodoDirectory {
  /** The user's open to-dos per company id. */
  openCountsByCompany(userId: number): Promise<Map<number, number>>;
  /**
   * The actor's open to-dos of types 2 and 3 as a subquery, for 我的待办 to page and count in
   * one statement together with the tasks.
   */
  modalTodoRows(actor: { userId: number; companyId: number }): SelectQueryBuilder<DatabaseSchema, 'todo', ModalTodoRow>;
}

export const TodoDirectoryId = createServiceId<TodoDirectory>('server.todos.TodoDirectory');

/** The totals of the process centre's four lists, unfiltered: the home page's counters. */
export interface ProcessCentreTotals {
  totals(actor: WorkflowActor): Promise<{ todo: number; done: number; started: number; copied: number }>;
}

export const ProcessCentreTotalsId = createServiceId<ProcessCentreTotals>('server.workflow.ProcessCentreTotals');

export const TodoEventsId = createServiceId<TapOnly<TodoHooks>>('server.todos.Events');
export const MessageEventsId = createServiceId<TapOnly<MessageHooks>>('server.messages.Events');

/**
 * The files module's byte store ({DATA_DIR}/files/{bucket}/{name}), for modules that keep
 * bytes of their own (the personal disk) without reading the files module's rows. Names are
 * the caller's own (safe single path segments); every path is still checked to stay inside
 * its bucket.
 */
export interface FileByteStore {
  /** Streams `source` into a new file and answers its size; nothing is left behind on failure. */
  write(bucket: string, fileName: string, source: Readable): Promise<number>;
  remove(bucket: string, fileName: string): Promise<void>;
  /** The bytes and size, or null when the file is not on disk. */
  open(bucket: string, fileName: string): Promise<{ stream: Readable; size: number } | null>;
  /** The size and a reader of all or part of the file (for ranged answers), or null when it is not on disk. */
  locate(bucket: string, fileName: string): Promise<RangedSource | null>;
}

export const FileByteStoreId = createServiceId<FileByteStore>('server.files.FileByteStore');

/** Who uploaded a file (the files module's records), for what only its uploader may use: an avatar. */
export interface UploadOwners {
  /** The user who uploaded `fileName` into `bucket`, or null when there is no such upload. */
  uploaderOf(bucket: string, fileName: string): Promise<number | null>;
}

export const UploadOwnersId = createServiceId<UploadOwners>('server.files.UploadOwners');

/** Work that one server instance at a time may do, across every instance on the database (server/modules/leases). */
export interface WorkLeases {
  /** Runs `work` holding the lease on `key`; `{ ran: false }` (nothing run) while another run holds it. */
  tryRun<T>(key: string, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  /** Runs `work` holding the lease on `key`, waiting for it while another run holds it. */
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
}

export const WorkLeasesId = createServiceId<WorkLeases>('server.leases.WorkLeases');

/** The outside origins the web app may frame (the Content-Security-Policy's frame-src); modules add configured ones on start. */
export const FrameSourcesId = createServiceId<Pick<FrameSources, 'allow'>>('server.FrameSources');
