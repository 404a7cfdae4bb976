import path from 'node:path';
import { importsOf, type SourceFile, type Violation } from './ImportBoundaries.ts';

/**
 * The layers every server module may build on: the HTTP layer, the modules' faces (one contract
 * file per owner), the database and Kysely helpers, the password machinery and the broker.
 */
const SHARED_LAYERS = ['server/http/', 'server/contracts/', 'server/db/', 'server/kysely/', 'server/security/', 'server/broker/'];

/** The one module that drives the engine; the others read its events and views through server/contracts/workflow.ts. */
const ENGINE_MODULE = 'workflow';

/**
 * Imports of another module that are still to be replaced by a face. The list may only shrink (a
 * test holds every entry to an import that still exists); it is empty: the account rules the org's
 * user pages share with the sign-up sit in server/contracts (AccountRules, WeakPassword).
 */
export const PENDING_MODULE_IMPORTS: readonly string[] = [];

const moduleOf = (file: string): string | undefined => /^server\/modules\/([^/]+)\//.exec(file)?.[1];
const isTest = (file: string): boolean => /\.test\.tsx?$/.test(file);

/** A server module's imports inside server/, as `file -> target` (what PENDING_MODULE_IMPORTS names). */
export function moduleImports(files: SourceFile[]): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    if (!moduleOf(file)) continue;
    for (const specifier of importsOf(text)) {
      if (!specifier.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      if (target.startsWith('server/')) found.push(`${file} -> ${target}`);
    }
  }
  return found;
}

/**
 * A server module imports only its own folder, the shared server layers and (the workflow module
 * only) the engine: what it needs of another module or of the host comes through server/contracts,
 * and server/app, the composition root, is imported by no module (its tests may assemble the
 * standard schema through it). The history's migrations (server/db/migrations) import no engine
 * code either: the engine changes, a migration that ran once must not.
 */
export function checkModuleFaces(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const { file, text } of files) {
    const module = moduleOf(file);
    if (file.startsWith('server/db/migrations/') && !isTest(file)) {
      for (const specifier of importsOf(text)) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
        if (specifier.startsWith('.') && target.startsWith('server/engine/')) {
          violations.push({ file, specifier, rule: '迁移是历史：不导入引擎（引擎会变），把当时需要的写进迁移本身' });
        }
      }
    }
    if (!module) continue;
    for (const specifier of importsOf(text)) {
      if (!specifier.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      if (!target.startsWith('server/') || target.startsWith(`server/modules/${module}/`)) continue;
      if (SHARED_LAYERS.some((layer) => target.startsWith(layer))) continue;
      if (module === ENGINE_MODULE && target.startsWith('server/engine/')) continue;
      if (isTest(file) && target.startsWith('server/app/')) continue;
      if (PENDING_MODULE_IMPORTS.includes(`${file} -> ${target}`)) continue;
      const other = moduleOf(target);
      if (other) violations.push({ file, specifier, rule: `服务端模块 ${module} 不能导入模块 ${other} 的文件：经由 server/contracts 中 ${other} 的接口` });
      else if (target.startsWith('server/engine/')) violations.push({ file, specifier, rule: `只有 workflow 模块驱动引擎：模块 ${module} 经由 server/contracts/workflow.ts 读取引擎的事件和视图` });
      else if (target.startsWith('server/app/')) violations.push({ file, specifier, rule: `server/app 只负责组装：模块 ${module} 经由 server/contracts/host.ts 使用宿主提供的接口` });
      else violations.push({ file, specifier, rule: `服务端模块 ${module} 只能导入自己的文件和共享层（${SHARED_LAYERS.join('、')}）` });
    }
  }
  return violations;
}
