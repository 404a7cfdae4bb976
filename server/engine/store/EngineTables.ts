import type { ColumnType } from 'kysely';

/*
 * The stored shape of the engine's tables, snake_case as in the database. Type aliases, not
 * interfaces, so they satisfy Kysely's table constraint in `withTables<…>()`. House conventions:
 * times are `yyyy-MM-dd HH:mm:ss` text; JSON values are text holding JSON; no booleans, so
 * SQLite and PostgreSQL hand back the same types.
 */

export type WfDefinitionTable = {
  id: string;
  proc_def_key: string;
  tenant_id: string;
  name: string;
  version: number;
  xml: string;
  deployed_by: string;
  deployed_at: string;
  /** 'active', 'suspended' or 'retired' (EngineDefinitionStateMigration); new rows are active. */
  state: ColumnType<string, string | undefined, string>;
};

export type WfDraftTable = {
  proc_def_key: string;
  tenant_id: string;
  name: string;
  xml: string;
  saved_by: string;
  saved_at: string;
};

export type WfInstanceTable = {
  id: string;
  definition_id: string;
  proc_def_key: string;
  name: string;
  business_key: string | null;
  initiator: string;
  status: string;
  variables: string;
  started_at: string;
  ended_at: string | null;
  next_seq: number;
};

export type WfExecutionTable = {
  id: string;
  instance_id: string;
  node_id: string;
  state: string;
  incoming_flow_id: string | null;
  activity_id: string | null;
  data: string;
  seq: number;
  created_at: string;
  ended_at: string | null;
};

export type WfTaskTable = {
  id: string;
  instance_id: string;
  execution_id: string;
  activity_id: string;
  node_id: string;
  node_name: string;
  assignee: string | null;
  owner: string | null;
  delegation_state: string | null;
  candidates: string;
  mi_root: string | null;
  mi_index: number | null;
  status: string;
  handled_by: string | null;
  seq: number;
  created_at: string;
  ended_at: string | null;
};

export type WfActivityTable = {
  id: string;
  instance_id: string;
  node_id: string;
  node_name: string;
  node_type: string;
  status: string;
  seq: number;
  started_at: string;
  ended_at: string | null;
};

export type WfTakenFlowTable = {
  id: string;
  instance_id: string;
  flow_id: string;
  seq: number;
  taken_at: string;
};

export type WfActionTable = {
  id: string;
  instance_id: string;
  task_id: string | null;
  node_id: string;
  node_name: string;
  user_id: string;
  action: string;
  comment: string;
  detail: string;
  seq: number;
  created_at: string;
};

export type EngineDatabase = {
  wf_definition: WfDefinitionTable;
  wf_draft: WfDraftTable;
  wf_instance: WfInstanceTable;
  wf_execution: WfExecutionTable;
  wf_task: WfTaskTable;
  wf_activity: WfActivityTable;
  wf_taken_flow: WfTakenFlowTable;
  wf_action: WfActionTable;
};
