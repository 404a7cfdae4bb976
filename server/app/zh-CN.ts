/** User-visible texts of the server's shell (spec part 1 §8 wording where it has one). */
export const zhCN = {
  config: {
    badPort: (raw: string) => `PORT 必须是 0 到 65535 之间的整数，当前为 ${raw}`,
    badAesKey: 'LOGIN_AES_KEY 必须正好是 16 个字节',
    badDatabaseUrl: 'DATABASE_URL 必须以 postgres:// 或 postgresql:// 开头',
    badCount: (name: string, raw: string, min: number) => `${name} 必须是不小于 ${min} 的整数，当前为 ${raw}`,
    badHashCost: (raw: string) => `PASSWORD_HASH_COST 必须是 10 到 20 之间的整数，当前为 ${raw}`,
    badImUrl: (raw: string) => `IM_URL 必须是 http:// 或 https:// 开头的网址，当前为 ${raw}`,
    badMallUrl: (raw: string) => `MALL_URL 必须是 http:// 或 https:// 开头的网址，当前为 ${raw}`,
    badLiveRelayUrl: (raw: string) => `LIVE_RELAY_URL 必须是 RabbitMQ Web-STOMP 的地址，形如 ws://用户名:密码@主机:15674/ws（或 wss://，可加 ?vhost=虚拟主机），当前为 ${raw}`,
    badDemoData: (raw: string) => `DEMO_DATA 必须是 on（写入演示数据）或 off（生产安装，不写入演示数据），当前为 ${raw}`,
    badMetricsAllow: (raw: string) => `METRICS_ALLOW 必须是逗号分隔的 IP 地址或网段（如 127.0.0.1,10.0.0.0/8），或 loopback，当前为 ${raw}`,
    badLogFormat: (raw: string) => `LOG_FORMAT 必须是 json（每行一个 JSON）或 pretty（便于阅读的文本行），当前为 ${raw}`,
    badQrcode: (raw: string) => `APP_DOWNLOAD_QRCODE 必须是 http:// 或 https:// 开头的网址，或一个存在的 PNG、JPEG、GIF、WebP、SVG 图片文件（不超过 1 MB），当前为 ${raw}`,
  },
  metrics: {
    refused: '此地址不能读取监控指标（METRICS_ALLOW 未列出）',
  },
  web: {
    missing: (dir: string) => `未找到前端构建产物 ${dir}/index.html：只提供 API。先运行 npm run build:web（或 npm start）即可同时提供网页。`,
    missingPage: '<!doctype html><meta charset="utf-8"><title>融合平台</title><p>前端尚未构建：请先运行 <code>npm run build:web</code>，或直接使用 <code>npm start</code>。</p>',
  },
  log: {
    database: (location: string) => `数据库：${location}`,
    migrated: (names: string[]) => (names.length ? `已执行数据库迁移：${names.join('、')}` : '数据库结构已是最新'),
    seeded: (count: number) => (count ? `已写入初始数据 ${count} 行` : '初始数据已存在，未改动'),
    demoOn: '已开启演示数据（DEMO_DATA=on）：演示账号的密码公开在 README 中，生产环境请用 DEMO_DATA=off 和 ronghe setup 安装',
    demoRefused: '此数据库安装时没有演示数据（DEMO_DATA=off 或 ronghe setup），不再写入演示数据：DEMO_DATA=on 被忽略',
    webDir: (dir: string) => `网页目录：${dir}`,
    listening: (url: string, ms: number) => `融合平台已启动：${url}（冷启动 ${ms} ms）`,
    stopping: (signal: string) => `收到 ${signal}，正在停止…`,
    stopped: '已停止',
    failed: (message: string) => `启动失败：${message}`,
  },
} as const;
