import type { CodedForm } from '../../contracts/workflow.ts';

/** The sample contract form: key bound by processes (rh:formKeys), router the browser renders. */
export const AGREEMENT_FORM_ID = 1;
export const AGREEMENT_FORM_KEY = 'agreementForm';

/**
 * The contract form's fields (spec part 2 §3) with the spec's required flags (§5), and one
 * property: the print view's title.
 */
export const agreementForm: CodedForm = {
  id: AGREEMENT_FORM_ID,
  key: AGREEMENT_FORM_KEY,
  name: '合同审批表单',
  router: 'AgreementForm',
  sort: 1,
  items: [
    { id: 1, key: 'agreementName', name: '合同名称', required: true },
    { id: 2, key: 'agreementType', name: '合同类型', required: true },
    { id: 3, key: 'startTime', name: '合同开始时间', required: true },
    { id: 4, key: 'endTime', name: '合同结束时间', required: true },
    { id: 5, key: 'agreementMoney', name: '合同金额', required: true },
    { id: 6, key: 'firstPartyName', name: '甲方名称' },
    { id: 7, key: 'firstPartyAgreement', name: '甲方联系人' },
    { id: 8, key: 'firstPartyPhone', name: '甲方联系电话' },
    { id: 9, key: 'technicalServiceRequire', name: '技术服务要求', required: true },
    { id: 10, key: 'violationDuty', name: '违约责任', required: true },
    { id: 11, key: 'fileName', name: '附件' },
    { id: 12, itemType: '1', key: 'printTitle', name: '打印标题', value: '合同审批单' },
  ],
};
