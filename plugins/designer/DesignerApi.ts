import type { components as WorkflowComponents } from '../../contracts/generated/workflow.ts';

type WorkflowSchemas = WorkflowComponents['schemas'];

/** The dictionary of deploy error codes (§3), loaded once per page. */
export const DEPLOY_ERROR_DICTIONARY = 'workflow_deploy_err_code';

/** Every form at once for the form selects (spec 002 §9). */
export const FORM_LIST_SIZE = 999;

/** Where the designer goes after a save when no window opened it (§2.1). */
export const PROCESS_LIST_PATH = '/dev/activiti/process';
export const DESIGNER_PATH = '/dev/activiti/designer';
/** 表单管理 and the form designer (issue 23, forms/). */
export const FORM_LIST_PATH = '/dev/activiti/form';
export const FORM_DESIGNER_PATH = '/dev/activiti/form/designer';

/** The message the opener receives after a save or deploy. */
export const DESIGNER_SAVED_MESSAGE = 'ronghe:designer-saved';

/**
 * What the designer tells its opener: the window closes at once, so the opener says what
 * happened (issue 26: 暂存成功 / 发布成功 were never seen).
 */
export interface DesignerSavedMessage {
  type: typeof DESIGNER_SAVED_MESSAGE;
  processDefinitionKey: string;
  processName: string;
  kind: 'save' | 'deploy';
}

// The calls go through the typed client (contracts/workbench/ApiClient.ts) with workflow.yaml's and
// form.yaml's paths; these are the contracts' shapes (contracts/generated) that the designer names.
export type ProcessDefinition = WorkflowSchemas['ProcessDefinition'];
export type IllegalNode = WorkflowSchemas['IllegalNode'];
export type FormDef = WorkflowSchemas['FormDef'];
export type FormItem = WorkflowSchemas['FormItem'];
export type ProcessSummary = WorkflowSchemas['ProcessSummary'];
export type ProcessVersion = WorkflowSchemas['ProcessVersion'];
export type NewProcessRequest = WorkflowSchemas['NewProcessRequest'];

/** The designer for a key, in a window of its own (spec 002 §2.1: it closes and tells its opener). */
export function designerUrl(processDefinitionKey: string, processName: string, fromDraft: boolean): string {
  const query = new URLSearchParams({ processDefinitionKey, processName });
  if (fromDraft) query.set('source', 'draft');
  return `${DESIGNER_PATH}?${query.toString()}`;
}
