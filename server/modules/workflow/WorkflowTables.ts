import type { Generated } from 'kysely';

/*
 * The tables the workflow module keeps beside the engine's own (wf_definition, wf_instance,
 * wf_task … are typed in server/engine, which the workflow module hosts); no other module
 * reads them (see tests/boundaries). Display times are `yyyy-MM-dd HH:mm:ss` text; flags are
 * strings where the spec spells them so ('true' / 'false' / 'default').
 */

/**
 * The company a process instance belongs to: the one it was started in. Every query and
 * operation on an instance goes through this row, so another company's instance is invisible.
 */
export interface WfInstanceScopeTable {
  /** Start order, for lists whose times tie (they have whole seconds). */
  id: Generated<number>;
  proc_inst_id: string;
  company_id: number;
  /** The initiator's user id, as the org tables number users. */
  initiator_id: number;
  create_time: string;
}

/** A business form a process can bind (rh:formKeys): a coded one (the contract form) or a company's designed one. */
export interface WfFormDefTable {
  id: Generated<number>;
  form_key: string;
  form_name: string;
  /** The browser component that renders the form (FormRef.formRouter). */
  form_router: string;
  sort: number;
  create_time: string;
  /** A designed form's company (issue 23, migration 0054); null for a coded form every company sees. */
  company_id: number | null;
}

export type FormItemFlag = 'true' | 'false' | 'default';

/** One field ('0') or property ('1') of a form definition, with its default settings. */
export interface WfFormItemTable {
  id: Generated<number>;
  form_id: number;
  item_type: '0' | '1';
  field_key: string;
  field_name: string;
  operable: FormItemFlag;
  read_only: FormItemFlag;
  hidden: FormItemFlag;
  required: FormItemFlag;
  /** A property's default value; null for fields. */
  value: string | null;
  sort: number;
}

/** 抄送: one person a task was copied to (migration 0008). They may read the instance from then on. */
export interface WfCopyTable {
  /** Copy order, for the 抄送我的 list whose times tie. */
  id: Generated<number>;
  proc_inst_id: string;
  task_id: string;
  /** The instance's company, so the list shows the current company's copies only. */
  company_id: number;
  user_id: number;
  copied_by: number;
  create_time: string;
}

// A type alias (not an interface) so Kysely's withTables<…>() accepts it.
export type WorkflowSchema = {
  wf_instance_scope: WfInstanceScopeTable;
  wf_form_def: WfFormDefTable;
  wf_form_item: WfFormItemTable;
  wf_copy: WfCopyTable;
};
