import { describe, expect, it } from 'vitest';
import { PERMISSION_CATALOGUE } from '../workbench/PermissionCatalogue.ts';
import { OpenApiCatalog } from './OpenApiCatalog.ts';

const catalog = OpenApiCatalog.load();

// Issue 22 §2: a permission means what it says — the server refuses the operations it names to whoever lacks it.
describe('the permissions the contracts declare (x-ronghe-permission)', () => {
  const declared = new Set(catalog.operations().map((op) => op.permission).filter((p): p is string => p !== null));

  it('are each opened by some operation, unless the catalogue says they open menu items', () => {
    for (const entry of PERMISSION_CATALOGUE) {
      if (entry.opens === 'operations') expect(declared.has(entry.name), `${entry.name} (${entry.label}) names no operation`).toBe(true);
      else expect(declared.has(entry.name), `${entry.name} opens menu items, yet an operation declares it`).toBe(false);
    }
  });

  it('sit only on operations that need a signed-in caller', () => {
    for (const op of catalog.operations()) if (op.permission !== null) expect(op.auth, op.operationId).not.toBe('public');
  });

  it('refuse a contract naming a permission the catalogue does not have, when it loads', () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: { '/x': { get: { operationId: 'x', 'x-ronghe-auth': 'admin', 'x-ronghe-permission': 'sys_menu_add', responses: {} } } },
    };
    expect(() => new OpenApiCatalog(new Map([['t', document as never]]))).toThrow(/x-ronghe-permission must name a permission/);
  });
});
