import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ReadOnlySql } from '../../crash/ConsistencyCheck.ts';

/** Every table's rows, each as JSON with its columns in name order, sorted: two databases compare table by table. */
export async function tableRows(sql: ReadOnlySql, dialect: 'sqlite' | 'postgres'): Promise<Record<string, string[]>> {
  const tables = (
    await sql.rows(
      dialect === 'sqlite'
        ? `select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`
        : `select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
    )
  ).map((row) => String(row.name));
  const contents: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await sql.rows(`select * from "${table}"`);
    contents[table] = rows.map((row) => JSON.stringify(Object.keys(row).sort().map((column) => [column, comparable(row[column])]))).sort();
  }
  return contents;
}

function comparable(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return `bytes:${value.toString('base64')}`;
  if (value instanceof Date) return `time:${value.toISOString()}`;
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/** Every file under `dir` by its path, with its SHA-256. */
export function fileChecksums(dir: string): Record<string, string> {
  const sums: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    sums[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return sums;
}
