import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ApiAnswer, ApiClient, ApiPath } from '../../contracts/workbench/ApiClient.ts';
import type { ApiEnvelope } from '../../contracts/workbench/Http.ts';
import { FakeHttpClient } from '../react/testing/FakeHttpClient.ts';
import { ContractApiClient } from './ContractApiClient.ts';

const delegation = { procInstId: 'p1', taskId: 't1', assignee: 7, comment: '请代办' };

describe('the typed client over the HttpClient', () => {
  it('sends a GET with its query as the HttpClient’s params and answers the envelope as it does', async () => {
    const http = new FakeHttpClient().on('GET', '/workflow/runtime/query/myTodoPage', { records: [], total: 0, current: 2, size: 10 });
    const answer = await new ContractApiClient(http).get('/workflow/runtime/query/myTodoPage', { query: { current: 2, size: 10 } });
    expect(answer).toEqual({ code: 0, msg: null, data: { records: [], total: 0, current: 2, size: 10 } });
    expect(http.calls).toEqual([{ method: 'GET', url: '/workflow/runtime/query/myTodoPage', options: { params: { current: 2, size: 10 } } }]);
  });

  it('fills the path template’s parameters, each as one encoded segment', async () => {
    const http = new FakeHttpClient().on('POST', '/admin/ocp/msg/read/12', true).on('GET', '/admin/user/info/li%2Fsi', { username: 'li/si' });
    const api = new ContractApiClient(http);
    await api.post('/admin/ocp/msg/read/{id}', { path: { id: 12 } });
    await api.get('/admin/user/info/{username}', { path: { username: 'li/si' } });
    expect(http.calls.map((call) => call.url)).toEqual(['/admin/ocp/msg/read/12', '/admin/user/info/li%2Fsi']);
  });

  it('sends the body and the call options (silent, headers) as given', async () => {
    const http = new FakeHttpClient().onSaying('POST', '/workflow/runtime/operate/delegate', '委托成功', true);
    const answer = await new ContractApiClient(http).post('/workflow/runtime/operate/delegate', { body: delegation, silent: true, headers: { 'X-Trace': '1' } });
    expect(answer.msg).toBe('委托成功');
    expect(http.calls[0]).toEqual({ method: 'POST', url: '/workflow/runtime/operate/delegate', body: delegation, options: { silent: true, headers: { 'X-Trace': '1' } } });
  });

  it('fails as the HttpClient fails: the same error reaches the caller', async () => {
    const http = new FakeHttpClient().failOn('POST', '/workflow/runtime/operate/delegate', 409, '任务已被处理');
    await expect(new ContractApiClient(http).post('/workflow/runtime/operate/delegate', { body: delegation })).rejects.toMatchObject({ status: 409, msg: '任务已被处理' });
  });

  it('refuses to send a template whose parameter is missing at run time, naming it', () => {
    const loose = new ContractApiClient(new FakeHttpClient()) as unknown as { get(path: string, request?: object): Promise<unknown> };
    expect(() => loose.get('/admin/user/info/{username}', {})).toThrow('/admin/user/info/{username}: the path parameter username is missing');
  });
});

describe('the typed client’s types (checked by tsc)', () => {
  const api = new ContractApiClient(new FakeHttpClient()) as ApiClient;
  // Only the types are under test here: these calls are never made.
  const typeOnly = (check: () => unknown) => expect(typeof check).toBe('function');

  it('types the answer from the contract', () => {
    typeOnly(() => expectTypeOf(api.post('/workflow/runtime/operate/delegate', { body: delegation })).resolves.toEqualTypeOf<ApiEnvelope<boolean>>());
    expectTypeOf<ApiAnswer<'/workflow/runtime/query/myTodoPage', 'get'>['records'][number]['procInstId']>().toEqualTypeOf<string>();
    typeOnly(async () => {
      const { data } = await api.get('/workflow/runtime/query/myTodoPage');
      // @ts-expect-error a page has no `rows`: its records are `records`
      return data.rows;
    });
  });

  it('accepts only the contract’s paths, for the method the contract gives them', () => {
    expectTypeOf<'/workflow/runtime/query/myTodoPage'>().toExtend<ApiPath<'get'>>();
    expectTypeOf<'/workflow/runtime/query/myTodoPage'>().not.toExtend<ApiPath<'post'>>();
    typeOnly(() => {
      // @ts-expect-error no contract declares this path
      void api.get('/workflow/runtime/query/myTodoPages', {});
      // @ts-expect-error the delegation is a POST, not a GET
      void api.get('/workflow/runtime/operate/delegate', {});
    });
  });

  it('requires the path parameters, the body and its fields, and refuses what the contract lacks', () => {
    typeOnly(() => {
      // @ts-expect-error the path parameter id is required
      void api.post('/admin/ocp/msg/read/{id}');
      // @ts-expect-error id is a number
      void api.post('/admin/ocp/msg/read/{id}', { path: { id: 'twelve' } });
      // @ts-expect-error the delegation needs its body
      void api.post('/workflow/runtime/operate/delegate', {});
      // @ts-expect-error the delegate is `assignee`, a userId
      void api.post('/workflow/runtime/operate/delegate', { body: { procInstId: 'p1', taskId: 't1', comment: '', userId: 7 } });
      // @ts-expect-error the todo list takes no body
      void api.get('/workflow/runtime/query/myTodoPage', { body: { current: 1 } });
      // @ts-expect-error current is a number
      void api.get('/workflow/runtime/query/myTodoPage', { query: { current: '1' } });
    });
  });
});
