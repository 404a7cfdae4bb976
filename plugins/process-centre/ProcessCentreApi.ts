import type { components as AdminComponents } from '../../contracts/generated/admin.ts';
import type { components as DemoselfComponents } from '../../contracts/generated/demoself.ts';
import type { components as FormComponents } from '../../contracts/generated/form.ts';
import type { components as WorkflowComponents } from '../../contracts/generated/workflow.ts';

type WorkflowSchemas = WorkflowComponents['schemas'];
type DemoselfSchemas = DemoselfComponents['schemas'];
type AdminSchemas = AdminComponents['schemas'];
type FormSchemas = FormComponents['schemas'];

/** The calls the process centre makes (contracts/openapi/workflow.yaml, demoself.yaml, admin.yaml). */
export const ProcessCentreApi = {
  processInfo: '/workflow/runtime/query/getMessageProcessInfo',
  handleConfig: '/workflow/runtime/query/procDefConfForHandleTask',
  startConfig: '/workflow/runtime/query/procDefConfForStartProcessInst',
  jumpTargets: '/workflow/runtime/query/listJumpTarget',
  todoPage: '/workflow/runtime/query/myTodoPage',
  donePage: '/workflow/history/query/myDonePage',
  startedPage: '/workflow/history/query/myStartedPage',
  copiedPage: '/workflow/history/query/myCopiedPage',
  startable: '/workflow/processDef/startableList',
  delegate: '/workflow/runtime/operate/delegate',
  addSign: '/workflow/runtime/operate/addSignForMultiInstTask',
  copy: '/workflow/runtime/operate/copy',
  reject: '/workflow/runtime/operate/reject',
  terminate: '/workflow/runtime/operate/terminate',
  /** 撤回 by the initiator (issue 22 §4). */
  withdraw: '/workflow/runtime/operate/withdraw',
  history: '/workflow/history/list',
  diagram: '/workflow/history/diagram',
  members: '/admin/addressBook/user/fullList',
  upload: '/admin/sys-file/upload',
  /** The platform settings: the upload limit the server enforces (uploadLimitKb). */
  platformSettings: '/admin/enterpriseSetting/select',
  agreementStart: '/demoself/agreementForm/operate/startProcessInst',
  agreementComplete: '/demoself/agreementForm/operate/completeTask',
  agreementById: '/demoself/agreementForm/query/selectAgreementFormById',
  reimbursementStart: '/demoself/reimbursementForm/operate/startProcessInst',
  reimbursementComplete: '/demoself/reimbursementForm/operate/completeTask',
  reimbursementById: '/demoself/reimbursementForm/query/selectReimbursementFormById',
  /** Who is starting a reimbursement: name and department (the server stores its own reading). */
  personalInfo: '/admin/user/personalInfo',
  /** A designed form (issue 23, contracts/openapi/form.yaml) to start a process with: the pinned version's definition and the start node's rules, no values. */
  designedStartForm: '/form/designed/query/startForm',
  /** A designed form's instance by business key (contracts/openapi/form.yaml): the version's definition, the values and the caller's field rules. */
  designedByKey: '/form/designed/query/byBusinessKey',
  designedStart: '/form/designed/operate/startProcessInst',
  designedComplete: '/form/designed/operate/completeTask',
  /** The items of a 字典 (the options of a designed choice field with a dictType). */
  dictionary: (dictType: string) => `/admin/dict/type/${encodeURIComponent(dictType)}`,
  /** The contract form's attachment link (part 2 §7); the token rides in sysAuthorization. */
  agreementFile: (bucket: string, fileName: string) => `/prod-api/sys-file/${encodeURIComponent(bucket)}/${encodeURIComponent(fileName)}`,
} as const;

/** One page of a list answer. */
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

// Shapes come from the contracts (contracts/generated), never written twice.
export type ProcessInfo = WorkflowSchemas['ProcessInfo'];
export type ProcessFormConfig = WorkflowSchemas['ProcessFormConfig'];
export type FlowOption = WorkflowSchemas['FlowOption'];
export type ButtonConfig = WorkflowSchemas['ButtonConfig'];
export type FormRef = WorkflowSchemas['FormRef'];
export type FormFieldSetting = WorkflowSchemas['FormFieldSetting'];
export type Diagram = WorkflowSchemas['Diagram'];
export type ActivityStatus = WorkflowSchemas['ActivityStatus'];
export type HistoryRow = WorkflowSchemas['HistoryRow'];
export type JumpTarget = WorkflowSchemas['JumpTarget'];
export type TaskRow = WorkflowSchemas['TaskRow'];
export type StartableProcess = WorkflowSchemas['StartableProcess'];
export type DelegateRequest = WorkflowSchemas['DelegateRequest'];
export type AddSignRequest = WorkflowSchemas['AddSignRequest'];
export type CopyRequest = WorkflowSchemas['CopyRequest'];
export type RejectRequest = WorkflowSchemas['RejectRequest'];
export type TerminateRequest = WorkflowSchemas['TerminateRequest'];
export type WithdrawRequest = WorkflowSchemas['WithdrawRequest'];
export type AgreementForm = DemoselfSchemas['AgreementForm'];
export type StartProcessDTO = DemoselfSchemas['StartProcessDTO'];
export type TaskOperation = DemoselfSchemas['TaskOperation'];
export type StartAgreementRequest = DemoselfSchemas['StartAgreementRequest'];
export type CompleteAgreementRequest = DemoselfSchemas['CompleteAgreementRequest'];
export type StartResult = DemoselfSchemas['StartResult'];
export type ReimbursementForm = DemoselfSchemas['ReimbursementForm'];
export type ReimbursementLine = DemoselfSchemas['ReimbursementLine'];
export type StartReimbursementRequest = DemoselfSchemas['StartReimbursementRequest'];
export type CompleteReimbursementRequest = DemoselfSchemas['CompleteReimbursementRequest'];
export type StartReimbursementResult = DemoselfSchemas['StartReimbursementResult'];
export type PersonalInfo = AdminSchemas['PersonalInfo'];
export type PlatformSettings = AdminSchemas['PlatformSettings'];
export type Member = AdminSchemas['Member'];
export type UploadedFile = AdminSchemas['UploadedFile'];
export type DictItem = AdminSchemas['DictItem'];
export type FormDefinition = FormSchemas['FormDefinition'];
export type FormField = FormSchemas['FormField'];
export type FormFieldType = FormSchemas['FormFieldType'];
export type FormOption = FormSchemas['FormOption'];
export type FormValues = FormSchemas['FormValues'];
export type FormMember = FormSchemas['FormMember'];
export type FormAttachment = FormSchemas['FormAttachment'];
export type FormFieldError = FormSchemas['FormFieldError'];
export type DesignedFormView = FormSchemas['DesignedFormView'];
export type DesignedFormStartRequest = FormSchemas['DesignedFormStartRequest'];
export type DesignedFormStartResult = FormSchemas['DesignedFormStartResult'];
export type DesignedFormCompleteRequest = FormSchemas['DesignedFormCompleteRequest'];
