import { sql, type RawBuilder } from 'kysely';

/**
 * "contains the keyword", the same on SQLite and PostgreSQL: both sides lower-cased (PostgreSQL's
 * LIKE minds case) and the keyword's own % and _ taken literally.
 */
export function containsKeyword(column: string, keyword: string): RawBuilder<boolean> {
  const escaped = keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<boolean>`lower(${sql.ref(column)}) like ${`%${escaped}%`} escape '\\'`;
}
