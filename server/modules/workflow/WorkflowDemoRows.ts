import type { Insertable } from 'kysely';
import type { DemoRowSet } from '../../contracts/host.ts';
import type { WfFormDefTable, WfFormItemTable } from './WorkflowTables.ts';

const SEED_TIME = '2026-01-05 09:00:00';

/** The sample contract form: key bound by processes (rh:formKeys), router the browser renders. */
export const AGREEMENT_FORM_ID = 1;
export const AGREEMENT_FORM_KEY = 'agreementForm';

/** The reimbursement form (费用报销, server/modules/reimbursement): its key and router. */
export const REIMBURSEMENT_FORM_ID = 2;
export const REIMBURSEMENT_FORM_KEY = 'reimbursementForm';

export const workflowFormDefs: Insertable<WfFormDefTable>[] = [
  { id: AGREEMENT_FORM_ID, form_key: AGREEMENT_FORM_KEY, form_name: '合同审批表单', form_router: 'AgreementForm', sort: 1, create_time: SEED_TIME },
  { id: REIMBURSEMENT_FORM_ID, form_key: REIMBURSEMENT_FORM_KEY, form_name: '费用报销表单', form_router: 'ReimbursementForm', sort: 2, create_time: SEED_TIME },
];

function field(id: number, key: string, name: string, required: boolean, formId = AGREEMENT_FORM_ID): Insertable<WfFormItemTable> {
  return {
    id,
    form_id: formId,
    item_type: '0',
    field_key: key,
    field_name: name,
    operable: 'default',
    read_only: 'default',
    hidden: 'default',
    required: required ? 'true' : 'default',
    value: null,
    sort: id,
  };
}

/**
 * The contract form's fields (spec part 2 §3) with the spec's required flags (§5), and one
 * property: the print view's title.
 */
export const workflowFormItems: Insertable<WfFormItemTable>[] = [
  field(1, 'agreementName', '合同名称', true),
  field(2, 'agreementType', '合同类型', true),
  field(3, 'startTime', '合同开始时间', true),
  field(4, 'endTime', '合同结束时间', true),
  field(5, 'agreementMoney', '合同金额', true),
  field(6, 'firstPartyName', '甲方名称', false),
  field(7, 'firstPartyAgreement', '甲方联系人', false),
  field(8, 'firstPartyPhone', '甲方联系电话', false),
  field(9, 'technicalServiceRequire', '技术服务要求', true),
  field(10, 'violationDuty', '违约责任', true),
  field(11, 'fileName', '附件', false),
  {
    id: 12,
    form_id: AGREEMENT_FORM_ID,
    item_type: '1',
    field_key: 'printTitle',
    field_name: '打印标题',
    operable: 'default',
    read_only: 'default',
    hidden: 'default',
    required: 'default',
    value: '合同审批单',
    sort: 12,
  },
  // The reimbursement's fields a node can set; applicant, department and total are the server's.
  field(13, 'reimburseType', '报销类型', true, REIMBURSEMENT_FORM_ID),
  field(14, 'lines', '费用明细', true, REIMBURSEMENT_FORM_ID),
  field(15, 'reason', '报销事由', true, REIMBURSEMENT_FORM_ID),
  field(16, 'fileName', '附件', false, REIMBURSEMENT_FORM_ID),
];

/** The business forms processes can bind (rh:formKeys), and their fields: every install's, as the forms' code is. */
export const workflowDemoRows: DemoRowSet[] = [
  { table: 'wf_form_def', rows: workflowFormDefs, numbered: true, essential: true },
  { table: 'wf_form_item', after: ['wf_form_def'], rows: workflowFormItems, numbered: true, essential: true },
];
