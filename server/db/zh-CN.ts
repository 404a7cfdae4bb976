/** Texts of the database layer (start log and start failures). */
export const dbTexts = {
  inMemory: 'SQLite（内存）',
  checkpointFailed: '后台 WAL 检查点失败：',
  migrationFailed: (migration: string | null, reason: string) => `数据库迁移失败${migration ? `（${migration}）` : ''}：${reason}`,
  seedRowWithoutKey: (table: string, column: string) => `演示数据 ${table} 的行缺少键列 ${column}：在 DemoRowSet.key 中写明这张表的主键`,
  duplicateMigration: (name: string) => `数据库迁移 ${name} 被提供了两次`,
} as const;
