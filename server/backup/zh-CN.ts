/** Texts of backups and restores: the `ronghe backup`/`restore` commands and the server's scheduled backup say them. */
export const backupTexts = {
  cron: {
    fieldCount: (expression: string) => `BACKUP_CRON 必须是 5 个字段的 cron 表达式（分 时 日 月 周），当前为 ${expression}`,
    badField: (field: string, text: string, expression: string) => `BACKUP_CRON 的「${field}」字段无法识别：${text}（表达式 ${expression}）`,
    never: (expression: string) => `BACKUP_CRON ${expression} 永远不会触发（没有这样的日期）`,
  },
  archive: {
    notGzip: '不是 ronghe backup 写出的归档（无法解压或读取 tar）',
    noManifest: '归档中没有 manifest.json',
    badManifest: (reason: string) => `归档的 manifest.json 无效：${reason}`,
    unsupportedFormat: (format: unknown) => `不认识的归档格式 ${String(format)}：请用写出它的 ronghe 版本或更新的版本恢复`,
    unexpectedEntry: (path: string) => `归档中有清单未列出的条目：${path}`,
    badEntryType: (path: string, type: string) => `归档中的条目 ${path} 不是普通文件（${type}）`,
    missingEntry: (path: string) => `归档缺少清单列出的文件：${path}`,
    sizeMismatch: (path: string, expected: number, actual: number) => `文件 ${path} 的大小与清单不符（清单 ${expected}，实际 ${actual}）`,
    checksumMismatch: (path: string) => `文件 ${path} 的 SHA-256 与清单不符：归档已损坏或被改动`,
    noDatabase: '归档中没有数据库',
  },
  postgres: {
    toolMissing: (tool: string) => `找不到 ${tool}：请安装 PostgreSQL 客户端（Debian: apt-get install postgresql-client），或把它所在的目录加入 PATH`,
    toolFailed: (tool: string, code: number | null, stderr: string) => `${tool} 失败（退出码 ${code ?? '无'}）：${stderr.trim()}`,
  },
  schedule: {
    written: (file: string, ms: number) => `[backup] 已写出定时备份 ${file}（${ms} ms）`,
    removed: (file: string) => `[backup] 已删除旧备份 ${file}`,
    failed: (message: string) => `[backup] 定时备份失败：${message}`,
  },
} as const;
