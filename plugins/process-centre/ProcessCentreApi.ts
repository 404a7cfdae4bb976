import type { components as DemoselfComponents } from '../../contracts/generated/demoself.ts';
import type { components as FormComponents } from '../../contracts/generated/form.ts';
import type { components as WorkflowComponents } from '../../contracts/generated/workflow.ts';

type WorkflowSchemas = WorkflowComponents['schemas'];
type DemoselfSchemas = DemoselfComponents['schemas'];
type FormSchemas = FormComponents['schemas'];

// The shapes the process centre's pieces pass each other, named once from the contracts
// (contracts/generated); its calls are typed by the ApiClient with the contracts' paths.
export type ProcessInfo = WorkflowSchemas['ProcessInfo'];
export type ProcessFormConfig = WorkflowSchemas['ProcessFormConfig'];
export type FlowOption = WorkflowSchemas['FlowOption'];
export type ButtonConfig = WorkflowSchemas['ButtonConfig'];
export type FormRef = WorkflowSchemas['FormRef'];
export type FormFieldSetting = WorkflowSchemas['FormFieldSetting'];
export type Diagram = WorkflowSchemas['Diagram'];
export type ActivityStatus = WorkflowSchemas['ActivityStatus'];
export type HistoryRow = WorkflowSchemas['HistoryRow'];
export type TaskRow = WorkflowSchemas['TaskRow'];
export type AgreementForm = DemoselfSchemas['AgreementForm'];
export type ReimbursementForm = DemoselfSchemas['ReimbursementForm'];
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
