/** User-visible texts of the sample contract form (spec part 2 §5 and §8 wording where it has one). */
export const zhCN = {
  success: {
    start: '提交成功',
    complete: '办理成功',
  },
  validation: {
    nameRequired: '合同名称不能为空',
    nameTooLong: (limit: number) => `合同名称不能超过${limit}个字符`,
    typeRequired: '合同类型不能为空',
    typeInvalid: '合同类型只能是技术服务合同、货物销售合同或其他',
    timeRequired: '合同时间不能为空',
    timeFormat: '合同时间格式应为 yyyy-MM-dd HH:mm:ss',
    timeOrder: '合同结束时间不能早于开始时间',
    moneyRequired: '合同金额不能为空',
    moneyRange: (min: number, max: number) => `合同金额应在${min}到${max}之间`,
    phoneLength: '请输入11位手机号码',
    technicalServiceRequired: '技术服务要求不能为空',
    violationDutyRequired: '违约责任不能为空',
    textTooLong: (field: string, limit: number) => `${field}不能超过${limit}个字符`,
  },
  fields: {
    firstPartyName: '甲方名称',
    firstPartyAgreement: '甲方联系人',
    fileName: '附件',
  },
  errors: {
    agreementNotFound: '合同不存在',
    taskDefKeyMismatch: '任务不在所选节点上',
  },
} as const;
