/** User-visible texts of the health check. */
export const zhCN = {
  draining: '服务正在停止',
  down: (problems: string[]) => `实例不可用：${problems.join('；')}`,
  timedOut: (seconds: number) => `检查超时（${seconds} 秒无应答）`,
  databaseFailed: (message: string) => `数据库无法访问：${message}`,
} as const;
