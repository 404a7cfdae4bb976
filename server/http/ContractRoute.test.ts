import { describe, expect, it } from 'vitest';
import { Answer } from './Answer.ts';
import type { ApiCall } from './ApiRoutes.ts';
import { contractRoute } from './ContractRoute.ts';

/** The shape openapi-typescript generates (contracts/generated/*.ts), for two operations. */
interface Json<Data> {
  responses: { 200: { headers: Record<string, unknown>; content: { 'application/json': { code: number; msg?: string | null; data: Data } } } };
}
interface paths {
  '/test/count/{id}': {
    get: Json<{ id: number; total: number }> & { parameters: { query?: { current?: number }; path: { id: number } } };
    put?: never;
    post?: never;
    delete?: never;
  };
  '/test/delegate': { get?: never; post: Json<boolean> & { requestBody: { content: { 'application/json': { taskId: string; userId: number } } } } };
}

const route = contractRoute<paths>();

describe('contractRoute', () => {
  it('is the route it was given: the router registers it as any other', () => {
    const handler = (call: ApiCall<unknown, { id: number }>) => ({ id: call.params.id, total: 3 });
    expect(route({ method: 'GET', path: '/test/count/{id}', handler, allowDisabledUser: true })).toEqual({
      method: 'GET',
      path: '/test/count/{id}',
      handler,
      allowDisabledUser: true,
    });
  });

  it('takes the operation’s 200 data, plain, promised or with a message', () => {
    route({ method: 'GET', path: '/test/count/{id}', handler: async () => ({ id: 1, total: 3 }) });
    route({ method: 'POST', path: '/test/delegate', handler: () => Answer.withMessage('委托成功', true) });
    route({ method: 'POST', path: '/test/delegate', handler: (call) => call.reply });
  });

  it('gives the handler the contract’s path parameters and body, and leaves the query to it', () => {
    route({ method: 'GET', path: '/test/count/{id}', handler: (call: ApiCall<{ current: number }, { id: number }>) => ({ id: call.params.id, total: call.query.current }) });
    route({ method: 'POST', path: '/test/delegate', handler: (call: ApiCall<unknown, unknown, { taskId: string }>) => call.body.taskId !== '' });
  });

  // These lines fail `tsc -p tsconfig.json` when the checks they guard stop working.
  it('refuses at type-check time what does not match the contract', () => {
    // @ts-expect-error the answer lacks total
    route({ method: 'GET', path: '/test/count/{id}', handler: () => ({ id: 1 }) });
    // @ts-expect-error a message with the wrong data
    route({ method: 'POST', path: '/test/delegate', handler: async () => Answer.withMessage('委托成功', 'yes') });
    // @ts-expect-error a method the path does not answer
    route({ method: 'PUT', path: '/test/count/{id}', handler: () => ({ id: 1, total: 3 }) });
    // @ts-expect-error a path parameter the contract does not have
    route({ method: 'GET', path: '/test/count/{id}', handler: (call: ApiCall<unknown, { id: number; name: string }>) => ({ id: call.params.id, total: 0 }) });
    // @ts-expect-error a body field the contract does not promise
    route({ method: 'POST', path: '/test/delegate', handler: (call: ApiCall<unknown, unknown, { taskId: string; reason: string }>) => call.body.reason !== '' });
    // @ts-expect-error a path the contract lacks
    route({ method: 'GET', path: '/test/made-up', handler: () => 1 });
    expect(true).toBe(true);
  });
});
