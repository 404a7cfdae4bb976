import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenAPI3 } from 'openapi-typescript';
import { OpenApiCatalog } from '../../contracts/openapi/OpenApiCatalog.ts';
import { definePlugin } from '../../contracts/workbench/index.ts';
import { openDatabase } from '../db/Database.ts';
import { Answer } from './Answer.ts';
import { ApiError } from './ApiError.ts';
import { ApiRoutes, type ApiCall, type ApiRoute } from './ApiRoutes.ts';
import { buildServer, type RongheServer } from '../app/Server.ts';
import { loadServerConfig } from '../app/ServerConfig.ts';
import { ServerHooksId, type Principal } from '../contracts/host.ts';

const envelope = { type: 'object', required: ['code', 'data'], properties: { code: { type: 'integer' }, data: {} } };
const ok = { '200': { description: 'ok', content: { 'application/json': { schema: envelope } } } };

const contract = {
  openapi: '3.1.0',
  info: { title: 'router test', version: '1' },
  paths: {
    '/test/double/{n}': {
      get: {
        operationId: 'double',
        'x-ronghe-auth': 'public',
        parameters: [
          { name: 'n', in: 'path', required: true, schema: { type: 'integer' } },
          { name: 'times', in: 'query', schema: { type: 'integer', default: 2 } },
        ],
        responses: ok,
      },
    },
    '/test/echo': {
      post: {
        operationId: 'echo',
        'x-ronghe-auth': 'user',
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } } },
        responses: ok,
      },
    },
    '/test/boom': { get: { operationId: 'boom', 'x-ronghe-auth': 'public', responses: ok } },
    '/test/admin': { get: { operationId: 'adminOnly', 'x-ronghe-auth': 'admin', responses: ok } },
    '/test/delegate': { post: { operationId: 'delegate', 'x-ronghe-auth': 'public', responses: ok } },
    '/test/unanswered': { get: { operationId: 'unanswered', 'x-ronghe-auth': 'public', responses: ok } },
  },
  components: {
    schemas: {
      // Recursive on purpose: refs become $defs, so a tree validates to any depth.
      Node: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', minLength: 1 }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
      },
    },
  },
} as unknown as OpenAPI3;

const principals: Record<string, Principal> = {
  alice: { userId: 7, username: 'alice', companyId: 1, sessionId: 1, status: '0', roles: [1], companyAdmin: null, admin: false },
  root: { userId: 1, username: 'root', companyId: 1, sessionId: 2, status: '0', roles: [1, 3], companyAdmin: 1, admin: true },
};

function testModule(routes: ApiRoute[]) {
  return definePlugin(() => ({
    id: 'router-test',
    module: (bind) => bind.contribute(ApiRoutes, routes),
    setup(context) {
      const hooks = context.get(ServerHooksId);
      hooks.authenticate.tap('router-test:fakeTokens', (attempt) => (attempt.bearerToken ? principals[attempt.bearerToken] : undefined));
      hooks.authorize.tap('router-test:adminOnly', (principal, access) =>
        access.auth === 'admin' && !principal.admin ? new ApiError(403, '当前操作没有权限') : undefined,
      );
    },
  }))();
}

const routes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/test/double/{n}',
    handler: (call: ApiCall<{ times: number }, { n: number }>) => ({ result: call.params.n * call.query.times, caller: call.principal?.username ?? null }),
  },
  { method: 'POST', path: '/test/echo', handler: (call: ApiCall<unknown, unknown, unknown>) => call.body },
  {
    method: 'GET',
    path: '/test/boom',
    handler: () => {
      throw new Error('connection refused at /srv/secret/Database.ts:42');
    },
  },
  { method: 'GET', path: '/test/admin', handler: (call: ApiCall) => call.user.username },
  { method: 'POST', path: '/test/delegate', handler: () => Answer.withMessage('委托成功', { delegated: true }) },
];

async function serverWith(moduleRoutes: ApiRoute[]): Promise<RongheServer> {
  return buildServer(loadServerConfig({ DATA_DIR: '/tmp/ronghe-router-test', WEB_DIR: '/nonexistent' }), {
    database: openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' }),
    catalog: new OpenApiCatalog(new Map([['test', contract]])),
    modules: [testModule(moduleRoutes)],
    seed: false,
  });
}

describe('ContractRouter', () => {
  let server: RongheServer;
  beforeAll(async () => {
    server = await serverWith(routes);
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
  });

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: string) =>
    server.app.inject({ method, url, headers, payload });

  it('coerces path and query values to the contract’s types and fills defaults', async () => {
    const answer = await call('GET', '/test/double/21');
    expect(answer.json()).toEqual({ code: 0, msg: null, data: { result: 42, caller: null } });
    expect((await call('GET', '/test/double/5?times=3')).json().data.result).toBe(15);
  });

  it('sends the message of an answer with a message in msg, its data in data', async () => {
    const answer = await call('POST', '/test/delegate');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.json()).toEqual({ code: 0, msg: '委托成功', data: { delegated: true } });
  });

  it('refuses a value the contract does not allow, naming it', async () => {
    const answer = await call('GET', '/test/double/abc');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 400, msg: '请求参数错误：n 应为整数', data: null });
  });

  it('knows the caller on a public operation when a token comes along, and ignores a bad one', async () => {
    expect((await call('GET', '/test/double/1', { authorization: 'Bearer alice' })).json().data.caller).toBe('alice');
    expect((await call('GET', '/test/double/1', { authorization: 'Bearer stale' })).statusCode).toBe(200);
  });

  it('validates recursive bodies through their component references', async () => {
    const headers = { authorization: 'Bearer alice', 'content-type': 'application/json' };
    const good = { name: 'a', children: [{ name: 'b', children: [{ name: 'c' }] }] };
    expect((await call('POST', '/test/echo', headers, JSON.stringify(good))).json().data).toEqual(good);
    const bad = await call('POST', '/test/echo', headers, JSON.stringify({ name: 'a', children: [{ name: 'b', children: [{}] }] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('请求参数错误：缺少必填项 children.0.children.0.name');
  });

  it('authenticates before it validates, so strangers learn nothing about the input', async () => {
    const answer = await call('POST', '/test/echo', { 'content-type': 'application/json' }, '{}');
    expect(answer.statusCode).toBe(401);
  });

  it('applies x-ronghe-auth: admin through the authorize hook', async () => {
    expect((await call('GET', '/test/admin', { authorization: 'Bearer alice' })).statusCode).toBe(403);
    expect((await call('GET', '/test/admin', { authorization: 'Bearer root' })).json().data).toBe('root');
  });

  it('answers an unexpected failure with 500 and the catalogue text, never the error itself', async () => {
    const answer = await call('GET', '/test/boom');
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ code: 500, msg: '系统未知错误,请反馈给管理员', data: null });
    expect(answer.body).not.toContain('secret');
    expect(answer.body).not.toContain('Database.ts');
  });

  it('lists the contract operations nobody answers yet', () => {
    expect(server.router.unanswered().map((op) => op.operationId)).toEqual(['unanswered']);
  });

  it('compiles every registered operation’s schemas on demand', () => {
    expect(() => server.router.compileAll()).not.toThrow();
  });
});

describe('route registration', () => {
  it('refuses a handler for a path the contract lacks', async () => {
    await expect(serverWith([{ method: 'GET', path: '/test/made-up', handler: () => 1 }])).rejects.toThrow(
      '接口 GET /test/made-up 不在 contracts/openapi 中，不能注册',
    );
  });

  it('refuses a concrete path that only matches a template of the contract', async () => {
    await expect(serverWith([{ method: 'GET', path: '/test/double/7', handler: () => 1 }])).rejects.toThrow('不在 contracts/openapi 中');
  });

  it('refuses a second handler for the same operation', async () => {
    const twice: ApiRoute = { method: 'GET', path: '/test/boom', handler: () => 1 };
    await expect(serverWith([twice, twice])).rejects.toThrow('接口 GET /test/boom 被注册了两次');
  });
});
