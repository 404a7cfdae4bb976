/** User-visible texts of the saved table layouts. */
export const zhCN = {
  keyTooLong: (limit: number) => `表格设置的键不能超过 ${limit} 个字符`,
} as const;
