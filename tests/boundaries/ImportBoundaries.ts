import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export interface SourceFile {
  /** Repo-relative path with forward slashes. */
  file: string;
  text: string;
}

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

const SPECIFIER = /(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(SPECIFIER)) found.push(match[1] ?? match[2]);
  return found;
}

function resolveRelative(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}

/** What the engine may build on: the contracts, the hook kernel, the Kysely helpers and itself. */
const ENGINE_MAY_IMPORT = ['contracts/', 'core/hooks/', 'server/kysely/', 'server/engine/'];
/**
 * What the CLI may take from the server: `serve` starts it, `simulate` runs its engine, `deploy` encrypts the login, `setup` answers refusals
 * as the server does and asks the org's face, `backup` and `restore` are the server's own scheduled backup.
 */
const CLI_MAY_IMPORT = ['server/main.ts', 'server/app/', 'server/engine/', 'server/security/', 'server/http/ApiError.ts', 'server/contracts/', 'server/backup/'];
/**
 * What the designed-form layer may build on: it runs in the browser (under a CSP without
 * unsafe-eval), the CLI and the server alike, so no package and no Node API, only the form
 * contract's generated types and validator, the rich-text allowlist and the node field settings.
 */
const FORMS_MAY_IMPORT = ['contracts/forms/', 'contracts/generated/form.', 'contracts/richtext/', 'contracts/bpmn/RongheExtension.ts', 'contracts/bpmn/expression/'];
/** Test set-up (a throw-away PostgreSQL, say) is not a layer. */
const isTestSupport = (target: string): boolean => target.startsWith('tests/');

/** cluster/ as written, or as built: the benchmarks, plain JavaScript, load its throw-away PostgreSQL and RabbitMQ from dist/node/cluster. */
const isCluster = (target: string): boolean => area(target) === 'cluster' || target.startsWith('dist/node/cluster/');
const pluginOf = (file: string): string | undefined => /^plugins\/([^/]+)\//.exec(file)?.[1];
/** The composition of the portal's three plugins (shell, accounts, workspace), which their tests mount together. */
const PORTAL_COMPOSITION = 'web/portalPlugins.ts';
const isTestOrTestSupport = (file: string): boolean => /\.test\.tsx?$/.test(file) || file.includes('/testing/');
const area = (file: string): string => file.split('/')[0];

/**
 * The house rules of ARCHITECTURE.md: plugins reach each other only through
 * contracts/workbench; inversify lives in core/di and tapable in core/hooks; the kernel knows
 * no feature and the contracts import nothing of ours; the engine knows no HTTP and no server
 * module; the database layer knows no server module (they contribute to it); browser plugins
 * and the server never import each other.
 */
export function checkBoundaries(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const { file, text } of files) {
    for (const specifier of importsOf(text)) {
      const target = resolveRelative(file, specifier);
      const report = (rule: string) => violations.push({ file, specifier, rule });
      if (specifier === 'inversify' || specifier.startsWith('@inversifyjs/')) {
        if (!file.startsWith('core/di/')) report('inversify 只能在 core/di 中导入');
      }
      if (specifier === 'tapable' && !file.startsWith('core/hooks/')) report('tapable 只能在 core/hooks 中导入');
      if (file.startsWith('contracts/forms/') && !/\.test\.ts$/.test(file) && !(target && FORMS_MAY_IMPORT.some((prefix) => target.startsWith(prefix)))) {
        report('表单层（contracts/forms）在浏览器、命令行和服务端共用：不能导入任何包或 Node API，只能使用表单契约的生成代码、富文本和节点字段设置');
      }
      if (!target) continue;
      const from = pluginOf(file);
      const to = pluginOf(target + '/');
      if (from && to && from !== to) report(`插件 ${from} 不能直接导入插件 ${to}：经由 contracts/workbench`);
      // web/ is the composition root: a plugin that imported it would reach every other plugin through it.
      if (from && area(target) === 'web' && !(target === PORTAL_COMPOSITION && isTestOrTestSupport(file))) {
        report(`插件 ${from} 不能导入 web（组合根）：只有插件的测试可以经由 ${PORTAL_COMPOSITION} 一起挂载门户的三个插件`);
      }
      if (area(file) === 'core' && ['plugins', 'server', 'cli'].includes(area(target))) report(`core 不能依赖 ${area(target)}`);
      if (area(file) === 'contracts' && area(target) !== 'contracts' && !isTestSupport(target)) report(`contracts 不能依赖 ${area(target)}`);
      if (file.startsWith('server/engine/') && !ENGINE_MAY_IMPORT.some((prefix) => target.startsWith(prefix)) && !isTestSupport(target)) {
        report('引擎只能依赖 contracts、core/hooks、server/kysely 和它自己（不认识 HTTP 和服务端模块）');
      }
      if (area(file) === 'plugins' && ['server', 'cli'].includes(area(target))) report('浏览器插件不能导入服务端代码');
      if (area(file) === 'cli' && area(target) === 'server' && !CLI_MAY_IMPORT.some((prefix) => target.startsWith(prefix))) {
        report('命令行只能使用服务端的启动入口、引擎和登录加密，不能读取服务端的数据库模块、演示数据或业务模块');
      }
      if (area(file) === 'server' && area(target) === 'plugins') report('服务端不能导入浏览器插件');
      // The launcher runs the built server as processes; nothing of ours runs inside it but itself (its build holds cluster/ alone).
      if (area(file) === 'cluster' && area(target) !== 'cluster') report('集群启动器只运行构建好的服务端进程，不导入项目其他代码');
      if (isCluster(target) && !['cluster', 'tests'].includes(area(file))) report('只有测试可以使用集群启动器的模块（启动 PostgreSQL、RabbitMQ、实例和 HAProxy）');
      // Its tests may migrate and seed through server/app the standard module set (the history's tests do).
      const assembled = target.startsWith('server/app/') && /\.test\.ts$/.test(file);
      if (file.startsWith('server/db/') && (target.startsWith('server/modules/') || (target.startsWith('server/app/') && !assembled))) {
        report('server/db 只是机制（迁移、演示数据的写入、连接），不认识服务端模块：模块经由 server/contracts/host.ts 的 SchemaMigrations 和 DemoRows 贡献它们的表、迁移和演示数据');
      }
    }
  }
  return violations;
}

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const SKIP = new Set(['node_modules', 'dist', 'data', '.git', 'generated', 'test-results', 'playwright-report']);

export function readSources(root: string, folders: string[]): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name)) continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (SOURCE.test(name)) {
        files.push({ file: path.relative(root, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8') });
      }
    }
  };
  for (const folder of folders) {
    try {
      walk(path.join(root, folder));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return files;
}

const STATIC_IMPORT = /(?:^|[\s;])(?:import|export)\s+(?!type\b)(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

/** Every module of ours an entry pulls in without a dynamic import (what the bundler puts in its chunk), and the packages among them. */
export function staticClosure(root: string, entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.(ts|tsx)$/.test(file)) continue;
    for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(STATIC_IMPORT)) {
      const specifier = match[1];
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      if (existsSync(path.join(root, target))) pending.push(target);
    }
  }
  return { files, packages };
}
