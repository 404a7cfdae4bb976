import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OpenApiCatalog } from '../../../contracts/openapi/OpenApiCatalog.ts';
import { AuditLogSearch } from './AuditLogSearch.ts';
import { DbAuditTrail } from './DbAuditTrail.ts';

const SERVER = join(import.meta.dirname, '..', '..');

function sources(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

function methodsOf(type: { prototype: object }): string[] {
  return Object.getOwnPropertyNames(type.prototype).filter((name) => name !== 'constructor');
}

// Issue 13: administrative changes are never lost from the audit log.
describe('the audit log is only ever added to', () => {
  it('offers no operation but reading it', () => {
    const operations = OpenApiCatalog.load()
      .operations()
      .filter((operation) => operation.path.includes('/audit'));
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(['GET /admin/audit/page']);
  });

  it('has a trail that only records and a search that only reads', () => {
    expect(methodsOf(DbAuditTrail)).toEqual(['record']);
    expect(methodsOf(AuditLogSearch)).toEqual(['page']);
  });

  it('is updated or deleted from nowhere in the server', () => {
    const writers = sources(SERVER)
      .filter((path) => /(updateTable|deleteFrom)\(\s*'audit_log'|(update|delete\s+from)\s+audit_log/i.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SERVER, path));
    expect(writers).toEqual([]);
  });
});
