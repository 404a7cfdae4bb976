import type { SourceFile } from './ImportBoundaries.ts';

export interface TableViolation {
  file: string;
  table: string;
  owner: string;
  rule: string;
}

/** The table's owner: a server module's folder name, or `engine`. */
export type TableOwners = Map<string, string>;

const ENGINE_TABLES = 'server/engine/store/EngineTables.ts';
/** The engine is the workflow module's: that module reads the engine's tables beside its own. */
const ENGINE_HOST = 'workflow';

const moduleOf = (file: string): string | undefined => /^server\/modules\/([^/]+)\//.exec(file)?.[1];
const isTest = (file: string): boolean => /\.test\.tsx?$/.test(file);

/** The keys of the `…Tables` interfaces and `…Schema` / `EngineDatabase` type literals a file declares. */
function declaredTables(text: string): string[] {
  const tables: string[] = [];
  for (const block of text.matchAll(/export (?:interface \w+Tables(?: extends [\w, ]+)? \{|type (?:\w+Schema|EngineDatabase) = \{)([^}]*)\}/g)) {
    for (const entry of block[1].matchAll(/^\s+(\w+): \w+;/gm)) tables.push(entry[1]);
  }
  return tables;
}

/**
 * Who owns each table: a module declares its tables in its own folder (`*Tables.ts`), the
 * engine in its store. A table declared twice is an error of its own.
 */
export function tableOwners(files: SourceFile[]): TableOwners {
  const owners: TableOwners = new Map();
  for (const { file, text } of files) {
    const owner = file === ENGINE_TABLES ? 'engine' : /Tables\.ts$/.test(file) ? moduleOf(file) : undefined;
    if (!owner) continue;
    for (const table of declaredTables(text)) {
      const earlier = owners.get(table);
      if (earlier && earlier !== owner) throw new Error(`表 ${table} 同时由 ${earlier} 和 ${owner} 声明`);
      owners.set(table, owner);
    }
  }
  return owners;
}

/** Table names in Kysely calls (`selectFrom('todo as d')`, `innerJoin("dept", …)`) and in raw SQL after from / join / into / update. */
const KYSELY_TABLE = /\b(?:selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin)\(\s*\[?\s*['"`](\w+)/g;
const RAW_SQL = /sql(?:<[^`]*?>)?`([^`]*)`/g;
const RAW_TABLE = /\b(?:from|join|into|update)\s+"?(\w+)/gi;

export function tablesReferenced(text: string): string[] {
  const found = [...text.matchAll(KYSELY_TABLE)].map((m) => m[1]);
  for (const raw of text.matchAll(RAW_SQL)) found.push(...[...raw[1].matchAll(RAW_TABLE)].map((m) => m[1]));
  return found;
}

/**
 * A server module reads and writes only the tables it owns (the workflow module also the
 * engine's, which it hosts), and the engine only its own: what one module needs of another's
 * rows it asks through a service in server/contracts. Tests are exempt: they
 * check rows wherever they lie.
 */
export function checkTableOwnership(files: SourceFile[], owners: TableOwners = tableOwners(files)): TableViolation[] {
  const violations: TableViolation[] = [];
  for (const { file, text } of files) {
    if (isTest(file)) continue;
    const reader = moduleOf(file) ?? (file.startsWith('server/engine/') ? 'engine' : undefined);
    if (!reader) continue;
    for (const table of new Set(tablesReferenced(text))) {
      const owner = owners.get(table);
      if (owner === undefined || owner === reader || (reader === ENGINE_HOST && owner === 'engine')) continue;
      violations.push({ file, table, owner, rule: `${reader} 不能读写 ${owner} 的表 ${table}：经由 server/contracts 中 ${owner} 提供的服务` });
    }
  }
  return violations;
}
