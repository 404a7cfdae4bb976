import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { OpenApiCatalog } from './OpenApiCatalog.ts';

const catalog = OpenApiCatalog.load();

function contract(paths: string): string {
  return `openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n${paths}`;
}

describe('OpenApiCatalog', () => {
  const temporary: string[] = [];
  afterEach(() => {
    for (const folder of temporary.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  function folderWith(files: Record<string, string>): string {
    const folder = mkdtempSync(join(tmpdir(), 'ronghe-contracts-'));
    temporary.push(folder);
    for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
    return folder;
  }

  it('finds the repository contracts folder by walking up from its own module', () => {
    expect(OpenApiCatalog.defaultDirectory()).toBe(dirname(fileURLToPath(import.meta.url)));
  });

  it('lists each operation with its service, upper-case method, path, operationId and auth', () => {
    const logout = catalog.operations().find((op) => op.operationId === 'tokenLogout');
    expect(logout).toMatchObject({ service: 'auth', method: 'POST', path: '/auth/token/logout', auth: 'user' });
    expect(logout?.operation.summary).toBe('退出登录');
    expect(logout?.document.info.title).toContain('auth');
    expect(catalog.operations().length).toBeGreaterThanOrEqual(100);
  });

  it('finds an operation by its path template, whatever the case of the method', () => {
    expect(catalog.find('post', '/admin/ocp/msg/read/{id}')?.operationId).toBe('readMessage');
  });

  it('finds an operation by a concrete request path', () => {
    expect(catalog.find('GET', '/admin/sys-file/workflow/a.pdf')?.operationId).toBe('downloadFile');
    expect(catalog.find('GET', '/admin/dict/type/workflow_deploy_err_code')?.operationId).toBe('listDictItems');
  });

  it('prefers a literal segment to a placeholder', () => {
    expect(catalog.find('GET', '/admin/tag/tree')?.operationId).toBe('tagTree');
    expect(catalog.find('GET', '/admin/tag/12')?.operationId).toBe('getTag');
    expect(catalog.find('GET', '/admin/ocp/todo/myTodoPage')?.operationId).toBe('pageMyTodos');
  });

  it('treats the trailing slash as part of the path, as the spec does', () => {
    expect(catalog.find('GET', '/admin/addressBook/dept/treeSelect/')?.operationId).toBe('treeSelect');
    // Without the slash the path is a department id, /admin/addressBook/dept/{id}.
    expect(catalog.find('GET', '/admin/addressBook/dept/treeSelect')?.operationId).toBe('getDept');
    expect(catalog.find('GET', '/admin/user/info/')).toBeUndefined();
  });

  it('answers undefined for an unknown method or path', () => {
    expect(catalog.find('DELETE', '/admin/user/info')).toBeUndefined();
    expect(catalog.find('GET', '/admin/nothing/here')).toBeUndefined();
  });

  it('exposes the components of one service', () => {
    expect(Object.keys(catalog.componentsOf('admin').schemas ?? {})).toContain('UserInfo');
    expect(() => catalog.componentsOf('billing')).toThrow(/no contract named billing/);
  });

  it('refuses an operation without x-ronghe-auth, naming it', () => {
    const folder = folderWith({
      'auth.yaml': contract('  /a:\n    get:\n      operationId: getA\n      responses: {}\n'),
    });
    expect(() => OpenApiCatalog.load(folder)).toThrow('auth.yaml GET /a: x-ronghe-auth must be one of public, user, admin');
  });

  it('refuses an operationId used twice across files', () => {
    const folder = folderWith({
      'auth.yaml': contract("  /a:\n    get:\n      operationId: same\n      x-ronghe-auth: public\n      responses: {}\n"),
      'admin.yaml': contract("  /b:\n    post:\n      operationId: same\n      x-ronghe-auth: user\n      responses: {}\n"),
    });
    expect(() => OpenApiCatalog.load(folder)).toThrow(/operationId same is already used/);
  });

  it('refuses a path declared by two contracts, even for different methods: the browser types all paths from one map', () => {
    const folder = folderWith({
      'admin.yaml': contract("  /a:\n    get:\n      operationId: readA\n      x-ronghe-auth: user\n      responses: {}\n"),
      'auth.yaml': contract("  /a:\n    post:\n      operationId: writeA\n      x-ronghe-auth: user\n      responses: {}\n"),
    });
    expect(() => OpenApiCatalog.load(folder)).toThrow('auth.yaml /a: the path is already declared by admin.yaml');
  });

  it('refuses a folder without contracts', () => {
    expect(() => OpenApiCatalog.load(folderWith({}))).toThrow(/no OpenAPI contracts/);
  });
});
