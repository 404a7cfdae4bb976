import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, testConfig } from './TestServer.ts';

/** What a stack trace or an internal message looks like when it leaks. */
const LEAK = /\bat .+\(|node_modules|\.ts:\d+|Error:|FST_/;

describe('errors a client may provoke', () => {
  let api: TestServer;
  let token: string;

  beforeAll(async () => {
    api = await TestServer.start();
    token = (await api.login('sunqi')).access_token;
  });
  afterAll(() => api.close());

  it('answers 400 for a malformed JSON body, in the envelope and without a stack trace', async () => {
    const answer = await api.post('/admin/addressBook/dept/changeCompany', { token, payload: '{"companyId": 2', contentType: 'application/json' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, msg: '请求参数错误：请求体不是合法的 JSON', data: null });
    expect(answer.raw).not.toMatch(LEAK);
  });

  it('answers 400 naming the field for a body that breaks the contract', async () => {
    const wrongType = await api.post('/admin/addressBook/dept/changeCompany', { token, json: { companyId: 'two' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.msg).toBe('请求参数错误：companyId 应为整数');
    const missing = await api.post('/admin/addressBook/dept/changeCompany', { token, json: {} });
    expect(missing.body.msg).toBe('请求参数错误：缺少必填项 companyId');
    const none = await api.post('/admin/addressBook/dept/changeCompany', { token });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('请求参数错误：缺少请求体');
  });

  it('answers 400 for a login form without the password', async () => {
    const answer = await api.post('/auth/oauth/token?grant_type=password', { form: { username: 'zhangsan' } });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('请求参数错误：缺少必填项 password');
  });

  it('answers 415 for a body type the contract does not accept', async () => {
    const answer = await api.post('/admin/addressBook/dept/changeCompany', { token, payload: 'companyId=2', contentType: 'text/plain' });
    expect(answer.status).toBe(415);
    expect(answer.raw).not.toMatch(LEAK);
  });

  it.each([
    ['/admin/ocp/todo/myTodoPage?current=1e20&size=10', '页码应在1到100000之间'],
    ['/admin/ocp/msg/page?current=100001&size=10', '页码应在1到100000之间'],
    ['/admin/ocp/msg/page?current=0&size=10', '页码应在1到100000之间'],
    ['/admin/ocp/todo/myTodoPage?current=1&size=1e20', '每页条数应在1到999999之间'],
    ['/workflow/runtime/query/myTodoPage?current=1e20&size=10', '页码应在1到100000之间'],
    ['/admin/ocp/msg/page?current=abc&size=10', '页码应为整数'],
  ])('answers 400 with the contract’s message for a page out of bounds: %s', async (url, message) => {
    const answer = await api.get(url, { token });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, msg: message, data: null });
  });

  it('answers 400 for a process-centre time filter that is no time', async () => {
    const answer = await api.get('/workflow/runtime/query/myTodoPage?startTime=yesterday&startTime=2026-11-23%2000:00:00', { token });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('时间格式应为 yyyy-MM-dd HH:mm:ss');
  });

  it('answers 404 资源不存在 for an unknown API path, whatever the method', async () => {
    for (const [method, url] of [['GET', '/admin/no/such/thing'], ['POST', '/workflow/nothing'], ['GET', '/auth']]) {
      const answer = await api.request(method, url, { token });
      expect(answer.status, url).toBe(404);
      expect(answer.body).toEqual({ code: 404, msg: '资源不存在', data: null });
    }
  });
});

describe('the built web app', () => {
  let api: TestServer;

  beforeAll(async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'ronghe-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>融合平台</title><div id="root"></div>');
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log(1)');
    api = await TestServer.start({ config: testConfig({ WEB_DIR: webDir }) });
  });
  afterAll(() => api.close());

  it('serves its files and hands every other page path to index.html', async () => {
    const asset = await api.server.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/', '/process/todo', '/login/user?redirect=%2F']) {
      const page = await api.server.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root">');
    }
  });

  it('does not answer a missing file or an API path with the page', async () => {
    const missing = await api.server.app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
    const api404 = await api.get('/admin/unknown');
    expect(api404.body.msg).toBe('资源不存在');
    const post = await api.server.app.inject({ method: 'POST', url: '/process/todo' });
    expect(post.statusCode).toBe(404);
  });
});

describe('without a built web app', () => {
  it('says how to build it instead of serving nothing', async () => {
    const api = await TestServer.start();
    try {
      expect(api.server.webApp.available).toBe(false);
      const page = await api.server.app.inject({ method: 'GET', url: '/homepage/index' });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('npm run build:web');
    } finally {
      await api.close();
    }
  });
});
