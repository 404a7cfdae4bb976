import type { ComponentType, Ref } from 'react';
import type { components as DemoselfComponents } from '../generated/demoself.ts';
import type { components as WorkflowComponents } from '../generated/workflow.ts';
import type { ApiClient } from './ApiClient.ts';
import type { ApiEnvelope } from './Http.ts';
import { createContributionPoint, createServiceId } from './ServiceId.ts';
import { pluginRef } from './Plugin.ts';

type WorkflowSchemas = WorkflowComponents['schemas'];
type DemoselfSchemas = DemoselfComponents['schemas'];

/** The side-menu group of the process centre (SideMenuContribution.group). */
export const PROCESS_CENTRE_MENU_GROUP = 'process-centre';

/**
 * How a business form is shown in the task drawer: `start` while starting a process (editable),
 * `handle` while the caller holds the task (read-only unless the form settings allow edits),
 * `view` for a task the caller no longer holds (read-only).
 */
export type BusinessFormMode = 'start' | 'handle' | 'view';

/** The process a business form belongs to; the ids a task has are absent while starting. */
export interface BusinessFormProcess {
  procDefKey: string;
  procDefId?: string | null;
  procInstId?: string | null;
  taskId?: string | null;
  taskDefKey?: string | null;
  businessKey?: string | null;
}

/** What the task drawer and its buttons ask of the business form on show. */
export interface BusinessFormHandle {
  /**
   * Checks the fields. On failure the form has already said 校验未通过，请检查表单 and scrolled to
   * the first error; the caller just stops.
   */
  validate(): Promise<boolean>;
  /** Saves the form and starts the process (提交); the answer decides the success message. */
  start(start: DemoselfSchemas['StartProcessDTO']): Promise<ApiEnvelope<unknown>>;
  /** Saves the editable fields and completes the task (同意). */
  complete(operation: DemoselfSchemas['TaskOperation']): Promise<ApiEnvelope<unknown>>;
  /** The 打印 button. */
  print(): void;
}

export interface BusinessFormProps {
  mode: BusinessFormMode;
  process: BusinessFormProcess;
  /** The first entry of the node's form list: its formRouter chose this component; its formFieldList sets each field. */
  form: WorkflowSchemas['FormRef'];
  /**
   * What the contribution's loadRecord answered for this process (the stored record the form
   * shows), there at the form's first render: the drawer loads it beside the form's code, so the
   * form is drawn once, filled in. Undefined when the form has no loadRecord or the load failed.
   */
  record?: unknown;
  /**
   * Set once the form can answer for its fields (a stored record it shows has arrived), null
   * until then: the drawer's 提交, 同意 and 打印 wait for it rather than act on an empty form.
   */
  ref?: Ref<BusinessFormHandle>;
}

/**
 * A business form component, found by the formRouter the server names for a process node
 * (FormRef.formRouter). The process centre contributes the sample contract form; another
 * plugin adds its own forms the same way.
 */
export interface BusinessFormContribution {
  formRouter: string;
  /** The contributing plugin's id; a crashing form shows an error naming it. */
  plugin: string;
  /** Loaded when a drawer first shows the form. */
  load: () => Promise<{ default: ComponentType<BusinessFormProps> }>;
  /**
   * The record the form shows for a process (BusinessFormProps.record), loaded by the drawer at
   * the same time as `load`, not after the form has drawn itself empty. Kept outside the form's
   * code so the request need not wait for that code.
   */
  loadRecord?: (api: ApiClient, process: BusinessFormProcess) => Promise<unknown>;
}

export const BusinessFormContributions = createContributionPoint<BusinessFormContribution>('process-centre.business-forms');

/** A task to open, as a message's msgLink names it (part 2 §7). */
export interface TaskDrawerTarget {
  procInstId: string;
  taskId?: string | null;
}

/** Why the drawer closed: 'cancel' (closed by the user) or the action that finished the task. */
export type TaskDrawerCloseReason = 'cancel' | 'start' | 'complete' | 'delegate' | 'reject' | 'terminate';

/** A process to start, as a startable-process list names it (StartableProcess, the workbench's Submodule). */
export interface ProcessStartTarget {
  procDefKey: string;
  procDefId?: string | null;
  /** The name the list shows it under, shown beside the drawer's title (合同管理 · 费用报销审批). */
  processName?: string | null;
}

/**
 * Opens the task drawer from outside the process centre (a message in the bell or the notice
 * centre, a process in the workbench's 发起流程). The drawer is mounted in the main layout, so
 * the caller needs no UI of its own.
 */
export interface TaskDrawerOpener {
  /** Asks getMessageProcessInfo for the task, shows the drawer, resolves with the close reason. */
  open(target: TaskDrawerTarget): Promise<TaskDrawerCloseReason>;
  /**
   * Shows the drawer /process/create opens: the process's start form and 提交. Resolves with
   * 'start' once the process started, 'cancel' when closed without.
   */
  start(target: ProcessStartTarget): Promise<TaskDrawerCloseReason>;
}

export const TaskDrawerOpenerId = createServiceId<TaskDrawerOpener>('process-centre.TaskDrawerOpener');

/** The process centre plugin (plugins/process-centre). */
export const processCentreRef = pluginRef<void>('process-centre');
