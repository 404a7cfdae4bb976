/** User-visible texts of the sample contract form (spec part 2 §5 and §8 wording where it has one). */
export const zhCN = {
  success: {
    start: '提交成功',
    complete: '办理成功',
  },
  /**
   * The field rules' messages live with the rules, in the contract (demoself.yaml,
   * x-ronghe-messages); timeFormat repeats the time pattern's for callers inside the server.
   */
  validation: {
    timeFormat: '合同时间格式应为 yyyy-MM-dd HH:mm:ss',
    timeInvalid: '合同时间不是有效的日期',
    timeOrder: '合同结束时间不能早于开始时间',
    /** A field the node marks required (spec wording, e.g. 合同名称不能为空). */
    fieldRequired: (name: string) => `${name}不能为空`,
  },
  errors: {
    agreementNotFound: '合同不存在',
    taskDefKeyMismatch: '任务不在所选节点上',
  },
  /** The start-up check's line in the server log, for the operator. */
} as const;
