/** Texts of the database layer (start log and start failures). */
export const dbTexts = {
  inMemory: 'SQLite（内存）',
  checkpointFailed: '后台 WAL 检查点失败：',
  migrationFailed: (migration: string | null, reason: string) => `数据库迁移失败${migration ? `（${migration}）` : ''}：${reason}`,
} as const;
