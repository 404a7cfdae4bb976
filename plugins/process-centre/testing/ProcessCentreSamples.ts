import type { AgreementForm, ButtonConfig, Diagram, FormRef, HistoryRow, ProcessFormConfig, ProcessInfo, ReimbursementForm, TaskRow } from '../ProcessCentreApi.ts';

/** Contract-shaped answers for the process centre's calls (contracts/openapi/workflow.yaml, demoself.yaml). */
export const samples = {
  /** 张三 holds the 部门经理审批 task of a contract approval. */
  heldTask(change: Partial<ProcessInfo> = {}): ProcessInfo {
    return {
      procInstId: 'inst-1',
      taskId: 'task-1',
      procDefId: 'agreement:1:abc',
      taskDefKey: 'managerApprove',
      taskState: 'running',
      businessKey: 'agreement-12',
      processDefinitionKey: 'agreement',
      processName: '合同审批',
      ...change,
    };
  },

  contractForm(change: Partial<FormRef> = {}): FormRef {
    return { formId: 1, formKey: 'agreementForm', formName: '合同审批表单', formRouter: 'AgreementForm', formFieldList: [], ...change };
  },

  reimbursementForm(change: Partial<FormRef> = {}): FormRef {
    return { formId: 2, formKey: 'reimbursementForm', formName: '费用报销表单', formRouter: 'ReimbursementForm', formFieldList: [], ...change };
  },

  /** 张三's business trip: two lines, 983.25 in all, a formatted 报销事由. */
  reimbursement(change: Partial<ReimbursementForm> = {}): ReimbursementForm {
    return {
      id: 7,
      businessKey: 'reimbursement-7',
      applicantName: '张三',
      deptName: '前端组',
      reimburseType: '1',
      lines: [
        { expenseDate: '2026-01-10', item: '高铁票', amount: 553, invoiceCount: 1 },
        { expenseDate: '2026-01-11', item: '酒店住宿', amount: 430.25, invoiceCount: 2 },
      ],
      totalAmount: 983.25,
      reason: {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: '上海客户现场' }] },
          { type: 'paragraph', content: [{ type: 'text', text: '联调三天', marks: [{ type: 'bold' }, { type: 'textStyle', attrs: { fontFamily: 'KaiTi', fontSize: '18px' } }] }] },
        ],
      },
      bucketName: 'workflow',
      fileName: 'c3d4.pdf',
      originalName: '发票扫描件.pdf',
      ...change,
    };
  },

  config(change: Partial<ProcessFormConfig> = {}): ProcessFormConfig {
    return { seqFlowList: [], buttonList: [], formList: [samples.contractForm()], ...change };
  },

  button(id: string, enabled: boolean, name = id): ButtonConfig {
    return { id, name, enabled };
  },

  agreement(change: Partial<AgreementForm> = {}): AgreementForm {
    return {
      id: 12,
      businessKey: 'agreement-12',
      agreementName: '服务器采购合同',
      agreementType: '2',
      startTime: '2026-02-01 09:00:00',
      endTime: '2026-12-31 18:00:00',
      agreementMoney: 1234567.5,
      firstPartyName: '融合出版集团',
      firstPartyAgreement: '王五',
      firstPartyPhone: '13800000000',
      technicalServiceRequire: '三年上门维保',
      violationDuty: '逾期交付按日千分之一赔偿',
      bucketName: 'workflow',
      fileName: 'a1b2.pdf',
      originalName: '合同正本.pdf',
      ...change,
    };
  },

  history(action: string, change: Partial<HistoryRow> = {}): HistoryRow {
    return {
      activityId: 'managerApprove',
      activityName: '部门经理审批',
      userNickName: '李四',
      action,
      startTime: '2026-02-01 09:00:00',
      endTime: '2026-02-01 10:00:00',
      fullMsg: '同意',
      ...change,
    };
  },

  diagram(): Diagram {
    return { bpmn20Xml: '<definitions/>', activityStatusList: [], highLightGatewayList: [], highLightFlowList: [] };
  },

  taskRow(change: Partial<TaskRow> = {}): TaskRow {
    return {
      procInstId: 'inst-1',
      taskId: 'task-1',
      procDefId: 'agreement:1:abc',
      taskDefKey: 'managerApprove',
      taskName: '部门经理审批',
      processName: '合同审批',
      businessKey: 'agreement-12',
      initiatorName: '王五',
      startTime: '2026-02-01 09:00:00',
      endTime: null,
      status: 'running',
      ...change,
    };
  },

  page<T>(records: T[], total = records.length) {
    return { records, total, current: 1, size: 10 };
  },
};
