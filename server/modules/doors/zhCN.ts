/** User-visible texts of the doors module: its refusals. */
export const zhCN = {
  notFound: '门户不存在',
  idRequired: '请指定要保存的门户',
  unknownCard: (id: number) => `卡片不存在：${id}`,
  duplicateCard: '卡片不能重复',
} as const;
