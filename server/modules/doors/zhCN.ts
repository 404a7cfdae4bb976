/** User-visible texts of the doors module: its refusals. */
export const zhCN = {
  notFound: '门户不存在',
  idRequired: '请指定要保存的门户',
  unknownCard: (id: number) => `卡片不存在：${id}`,
  duplicateCard: '卡片不能重复',
  nameRequired: '请输入门户名称',
  nameTooLong: (max: number) => `门户名称不能超过${max}个字`,
  nameTaken: (name: string) => `已有名为「${name}」的门户`,
  tooMany: (max: number) => `每人最多创建${max}个门户`,
} as const;
