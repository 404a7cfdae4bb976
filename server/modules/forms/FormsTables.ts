import type { Generated } from 'kysely';

/*
 * The designed forms' own tables (issue 23), owned by this module: no other module reads them
 * (see tests/boundaries). A designed form's catalogue entry (key, name, items for 字段设置) is
 * the workflow's wf_form_def row, written through DesignedFormRegistry; its id is `form_id` here.
 */

/** One saved version of a designed form's definition; every save that changes the definition adds one. */
export interface FormVersionTable {
  id: Generated<number>;
  form_id: number;
  company_id: number;
  version: number;
  /** The FormDefinition JSON, checked by FormDefinitionCheck before it was stored. */
  definition: string;
  created_by: number;
  create_time: string;
}

/**
 * Which version of a designed form a deployed definition runs with: written in the deploy's
 * transaction, never changed, so editing a form affects the next deploy only.
 */
export interface FormPinTable {
  proc_def_id: string;
  form_key: string;
  form_id: number;
  version: number;
  company_id: number;
  /** The process, for the message refusing to delete a form a deployed process uses. */
  proc_def_key: string;
  process_name: string;
  create_time: string;
}

/** The values one instance's designed form holds; `form-{id}` is the instance's business key. */
export interface FormValuesTable {
  id: Generated<number>;
  company_id: number;
  /** `form-{id}`, written with the row: what the instance's business key is and the lists join on. */
  business_key: string | null;
  form_id: number;
  /** The key the process binds it by: the nodes' 字段设置 are filed under it. */
  form_key: string;
  /** The version the values were checked against: the definition's pin when it started. */
  version: number;
  /** FormValues JSON, as FormValueCheck normalised and recomputed them. */
  form_values: string;
  /** The titleField's value, for the process-centre lists; null without one. */
  title: string | null;
  created_by: number;
  create_time: string;
  update_time: string;
  /** Bumped by every write: a completion that read an older revision is refused, not merged blindly. */
  revision: number;
}

// A type alias (not an interface) so Kysely's withTables<…>() accepts it.
export type FormsSchema = {
  form_version: FormVersionTable;
  form_pin: FormPinTable;
  form_values: FormValuesTable;
};
