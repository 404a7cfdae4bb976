import type { CodedForm } from '../../contracts/workflow.ts';

/** The reimbursement form (费用报销): its key bound by processes, router the browser renders. */
export const REIMBURSEMENT_FORM_ID = 2;
export const REIMBURSEMENT_FORM_KEY = 'reimbursementForm';

/** The fields a node can set; applicant, department and total are the server's. */
export const reimbursementForm: CodedForm = {
  id: REIMBURSEMENT_FORM_ID,
  key: REIMBURSEMENT_FORM_KEY,
  name: '费用报销表单',
  router: 'ReimbursementForm',
  sort: 2,
  items: [
    { id: 13, key: 'reimburseType', name: '报销类型', required: true },
    { id: 14, key: 'lines', name: '费用明细', required: true },
    { id: 15, key: 'reason', name: '报销事由', required: true },
    { id: 16, key: 'fileName', name: '附件' },
  ],
};
