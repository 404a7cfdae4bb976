import type { components as AdminComponents } from '../../contracts/generated/admin.ts';
import type { components as WorkflowComponents } from '../../contracts/generated/workflow.ts';

type WorkflowSchemas = WorkflowComponents['schemas'];

/** The calls the designer page makes (contracts/openapi/workflow.yaml, admin.yaml; spec 002 §7). */
export const DesignerApi = {
  deployed: '/workflow/processDef',
  draft: '/workflow/processDef/draft',
  deploy: '/workflow/processDef/deploy',
  checkBpmnXml: '/workflow/processDef/checkBpmnXml',
  page: '/workflow/processDef/page',
  versions: '/workflow/processDef/versions',
  checkKey: '/workflow/processDef/checkKey',
  deleteDraft: '/workflow/processDef/draft/delete',
  formDefs: '/workflow/formDef/list',
  formItems: (formId: number) => `/workflow/formItem/listByFormId/${formId}`,
  /** 表单管理 (contracts/openapi/form.yaml): the company's designed forms, and one with its latest definition. */
  designedForms: '/form/design/page',
  designedForm: (id: number) => `/form/design/${id}`,
  dictionary: (dictType: string) => `/admin/dict/type/${encodeURIComponent(dictType)}`,
} as const;

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

export type ProcessDefinition = WorkflowSchemas['ProcessDefinition'];
export type ProcessDefinitionSave = WorkflowSchemas['ProcessDefinitionSave'];
export type DeployRequest = WorkflowSchemas['DeployRequest'];
export type DeployResult = WorkflowSchemas['DeployResult'];
export type IllegalNode = WorkflowSchemas['IllegalNode'];
export type CheckBpmnXmlRequest = WorkflowSchemas['CheckBpmnXmlRequest'];
export type CheckBpmnXmlResult = WorkflowSchemas['CheckBpmnXmlResult'];
export type FormDef = WorkflowSchemas['FormDef'];
export type FormItem = WorkflowSchemas['FormItem'];
export type DictItem = AdminComponents['schemas']['DictItem'];
export type ProcessSummary = WorkflowSchemas['ProcessSummary'];
export type ProcessVersion = WorkflowSchemas['ProcessVersion'];
export type NewProcessRequest = WorkflowSchemas['NewProcessRequest'];
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** The designer for a key, in a window of its own (spec 002 §2.1: it closes and tells its opener). */
export function designerUrl(processDefinitionKey: string, processName: string, fromDraft: boolean): string {
  const query = new URLSearchParams({ processDefinitionKey, processName });
  if (fromDraft) query.set('source', 'draft');
  return `${DESIGNER_PATH}?${query.toString()}`;
}
