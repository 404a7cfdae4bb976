/**
 * User-visible texts of the reimbursement form (费用报销). The spec names the form only (part 2
 * §1), so the wording is ours. The field rules' messages live with the rules, in the contract
 * (demoself.yaml, x-ronghe-messages); these are the rules the schema cannot say.
 */
export const zhCN = {
  success: {
    start: '提交成功',
    complete: '办理成功',
  },
  validation: {
    typeRequired: '报销类型不能为空',
    dateFormat: '费用日期格式应为 yyyy-MM-dd',
    dateInvalid: '费用日期不是有效的日期',
    dateInFuture: '费用日期不能晚于今天',
    amountCents: '金额最多保留两位小数',
    amountRange: '金额应在0.01到999999.99之间',
    linesRequired: '请至少填写一条费用明细',
    linesTooMany: (max: number) => `费用明细不能超过${max}条`,
    itemRequired: '费用项目不能为空',
    itemTooLong: '费用项目不能超过50个字符',
    amountRequired: '金额不能为空',
    invoiceCount: '发票张数应为0到99的整数',
    reasonRequired: '报销事由不能为空',
    reasonFormat: '报销事由格式不正确',
    reasonUnsupported: '报销事由包含不支持的格式',
    reasonAttribute: '报销事由的字体、字号或标题级别不在可选范围内',
    reasonTooLarge: '报销事由内容过于复杂',
    reasonTooLong: (max: number) => `报销事由不能超过${max}个字`,
    /** A field the node marks required. */
    fieldRequired: (name: string) => `${name}不能为空`,
  },
  errors: {
    reimbursementNotFound: '报销单不存在',
    taskDefKeyMismatch: '任务不在所选节点上',
  },
  /** What the demo's instances are, for the start-up log. */
  applicantUnknown: '未知用户',
} as const;
