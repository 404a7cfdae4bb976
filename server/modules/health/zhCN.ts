/** User-visible texts of the health check. */
export const zhCN = {
  draining: '服务正在停止',
} as const;
