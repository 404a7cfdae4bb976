/** Texts of the database layer (start log and start failures). */
export const dbTexts = {
  inMemory: 'SQLite（内存）',
  checkpointFailed: '后台 WAL 检查点失败：',
  migrationFailed: (migration: string | null, reason: string) => `数据库迁移失败${migration ? `（${migration}）` : ''}：${reason}`,
  seedRowWithoutKey: (table: string, column: string) => `演示数据 ${table} 的行缺少键列 ${column}：在 DemoRowSet.key 中写明这张表的主键`,
  databaseTooNew: (unknown: readonly string[], needs: string | null, running: string) =>
    `数据库已由更新的版本升级：它执行过本版本（融合平台 ${running}）不认识的迁移 ${unknown.join('、')}，需要${needs ? `融合平台 ${needs} 或更新的版本` : '更新版本的融合平台'}。请安装该版本后再启动；数据库未做任何修改`,
  duplicateMigration: (name: string) => `数据库迁移 ${name} 被提供了两次`,
} as const;
