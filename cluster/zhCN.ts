/** What the cluster launcher tells the operator: Chinese first, English after, since it runs on a server's console. */
export const zhCN = {
  missingProgram: (path: string, debianPackage: string, override: string) =>
    `未找到 ${path}：请安装 ${debianPackage}（apt-get install ${debianPackage}），或设置 ${override}。\n` +
    `${path} not found: install ${debianPackage} (apt-get install ${debianPackage}) or set ${override}.`,
  missingBuild: (entry: string) => `未找到构建好的服务端 ${entry}：请先运行 npm run build。\nThe built server ${entry} is missing: run npm run build first.`,
  badNumber: (name: string, raw: string) => `${name} 应为正整数，实为 ${raw}。\n${name} must be a positive integer, not ${raw}.`,
  badPort: (name: string, raw: string) => `${name} 应为 1–65535 的端口号，实为 ${raw}。\n${name} must be a port (1–65535), not ${raw}.`,
  postgresFailed: (step: string, detail: string) => `PostgreSQL ${step} 失败 / failed: ${detail}`,
  postgresUnreadable: (dir: string) =>
    `PostgreSQL 以 postgres 用户运行，但它进不了 ${dir}：请把 CLUSTER_DIR 设在它可进入的目录（如 /var/lib/ronghe），或设置 DATABASE_URL。\n` +
    `PostgreSQL runs as the postgres user, which cannot enter ${dir}: put CLUSTER_DIR where it can (e.g. /var/lib/ronghe), or set DATABASE_URL.`,
  rabbitMqFailed: (detail: string) => `RabbitMQ 启动失败 / did not start: ${detail}`,
  rabbitMqNotRunning: 'RabbitMQ 未在运行，无法向它发送信号 / RabbitMQ is not running: there is no process to signal.',
  instanceExited: (name: string, code: string, tail: string) => `${name} 启动时退出（${code}）/ exited while starting (${code}):\n${tail}`,
  instanceTimeout: (name: string, seconds: number, tail: string) => `${name} 在 ${seconds} 秒内未就绪 / was not healthy within ${seconds} s:\n${tail}`,
  haproxyFailed: (detail: string) => `HAProxy 启动失败 / did not start: ${detail}`,
  alreadyRunning: (pid: number, dir: string) =>
    `另一个集群启动器（进程 ${pid}）正在使用 ${dir}：先停止它，或设置另一个 CLUSTER_DIR。\n` +
    `Another cluster launcher (pid ${pid}) runs on ${dir}: stop it first, or set another CLUSTER_DIR.`,
  clearedLeftovers: (pids: number[]) => `上次的启动器被强行终止，已停止它留下的进程 / stopped what a killed launcher left running: ${pids.join(', ')}`,
  starting: (what: string) => `启动 / starting ${what}…`,
  ready: (what: string, where: string) => `${what} 就绪 / ready: ${where}`,
  external: (what: string, where: string) => `使用已有的 ${what} / using the given ${what}: ${where}`,
  serving: (url: string, instances: number) => `融合平台集群已启动 / the cluster serves: ${url}（${instances} 个实例 / instances）。按 Ctrl-C 停止 / Ctrl-C stops it.`,
  stopping: (what: string) => `停止 / stopping ${what}…`,
  stopped: '集群已停止 / the cluster stopped.',
  died: (name: string, code: string) => `${name} 意外退出（${code}）/ exited unexpectedly (${code})`,
  restarting: (name: string, seconds: number) => `${seconds} 秒后重启 ${name} / restarting ${name} in ${seconds} s`,
} as const;
