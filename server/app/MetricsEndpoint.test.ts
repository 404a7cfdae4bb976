import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, testConfig } from '../../tests/integration/TestServer.ts';
import { workflowDb } from '../modules/workflow/WorkflowDatabase.ts';

/** GET /metrics as a scraper at `remoteAddress` would see it. */
async function scrape(api: TestServer, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) {
  return api.server.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
}

function family(families: PrometheusFamily[], name: string): PrometheusFamily {
  const found = families.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no metric family ${name} in ${families.map((f) => f.name).join(', ')}`);
  return found;
}

describe('GET /metrics', () => {
  let api: TestServer;

  beforeAll(async () => {
    // The demo's processes are driven on the engine at start: commands, open tasks and running instances to count.
    api = await TestServer.start();
  });
  afterAll(() => api.close());

  it('answers a loopback scraper in the Prometheus text format, which a Prometheus parser reads', async () => {
    await api.login('admin');
    await api.passwordGrant('admin', 'not-the-password');
    const answer = await scrape(api);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusTextFormat(answer.body);
    const login = family(families, 'ronghe_http_requests_total').metrics.filter((m) => m.labels?.route === '/auth/oauth/token');
    expect(login.map((m) => [m.labels?.status, m.value]).sort()).toEqual([['200', '1'], ['426', '1']]);
    expect(family(families, 'ronghe_http_request_duration_seconds').type).toBe('HISTOGRAM');
    expect(answer.body).toContain('ronghe_http_request_duration_seconds_count{method="POST",route="/auth/oauth/token"} 2');
    expect(family(families, 'ronghe_login_failures_total').metrics[0].value).toBe('1');
    expect(family(families, 'ronghe_event_loop_lag_seconds').metrics.map((m) => m.labels?.quantile)).toEqual(['0.5', '0.99', '1']);
    expect(family(families, 'ronghe_db_pool_connections').metrics).toContainEqual({ labels: { state: 'size' }, value: '1' });
    expect(family(families, 'ronghe_live_connections').metrics).toEqual([{ value: '0' }]);
    const starts = family(families, 'ronghe_engine_commands_total').metrics.find((m) => m.labels?.command === 'start' && m.labels.outcome === 'done');
    expect(Number(starts?.value)).toBeGreaterThan(0);
    expect(family(families, 'ronghe_engine_command_duration_seconds').type).toBe('HISTOGRAM');
  });

  it('counts each company\'s open tasks and running instances as the tables hold them', async () => {
    const db = workflowDb(api.server.database.db);
    const openTasks = await db.selectFrom('wf_task as t').innerJoin('wf_instance_scope as s', 's.proc_inst_id', 't.instance_id').where('t.status', '=', 'open').select(['s.company_id']).execute();
    const running = await db.selectFrom('wf_instance as i').innerJoin('wf_instance_scope as s', 's.proc_inst_id', 'i.id').where('i.status', '=', 'running').select(['s.company_id']).execute();
    const perCompany = (rows: { company_id: number }[]) => {
      const counts: Record<string, string> = {};
      for (const row of rows) counts[row.company_id] = String(Number(counts[row.company_id] ?? 0) + 1);
      return counts;
    };
    expect(openTasks.length).toBeGreaterThan(0);
    const families = parsePrometheusTextFormat((await scrape(api)).body);
    const gauge = (name: string) => Object.fromEntries(family(families, name).metrics.map((m) => [m.labels?.company, m.value]));
    expect(gauge('ronghe_open_tasks')).toEqual(perCompany(openTasks));
    expect(gauge('ronghe_running_instances')).toEqual(perCompany(running));
  });

  it('counts the locks wrong passwords set and the logins refused during one', async () => {
    const guarded = await TestServer.start({ config: testConfig({ LOGIN_MAX_FAILURES: '2' }) });
    try {
      for (let i = 0; i < 3; i++) await guarded.passwordGrant('zhangsan', 'wrong-password');
      const families = parsePrometheusTextFormat((await scrape(guarded)).body);
      expect(family(families, 'ronghe_login_failures_total').metrics).toEqual([{ value: '2' }]);
      expect(family(families, 'ronghe_login_locks_total').metrics).toEqual([{ labels: { subject: 'account' }, value: '1' }]);
      expect(family(families, 'ronghe_login_refused_locked_total').metrics).toEqual([{ labels: { subject: 'account' }, value: '1' }]);
    } finally {
      await guarded.close();
    }
  });

  it('labels requests no route serves as one route, so a scanner\'s paths make no new series', async () => {
    for (const path of ['/wp-login.php', '/.env', '/admin/no-such-thing']) await api.server.app.inject({ method: 'GET', url: path });
    const families = parsePrometheusTextFormat((await scrape(api)).body);
    const routes = family(families, 'ronghe_http_requests_total').metrics.map((m) => m.labels?.route);
    expect(routes).toContain('unmatched');
    expect(routes.filter((route) => route?.includes('wp-login') || route?.includes('.env') || route?.includes('no-such-thing'))).toEqual([]);
  });

  it('refuses an address METRICS_ALLOW does not list (loopback only by default), with no metric in the answer', async () => {
    const answer = await scrape(api, '10.1.2.3');
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ code: 403, msg: '此地址不能读取监控指标（METRICS_ALLOW 未列出）', data: null });
  });

  it('goes by the socket\'s address and every X-Forwarded-For names: neither a forged header nor a load balancer on loopback lets an outsider in', async () => {
    const trusting = await TestServer.start({ config: testConfig({ TRUST_PROXY: 'true' }), seed: false });
    try {
      expect((await scrape(trusting, '10.1.2.3', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
      // A load balancer on the same machine connects from loopback and names the client behind it.
      expect((await scrape(trusting, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
      expect((await scrape(trusting, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).statusCode).toBe(403);
      expect((await scrape(trusting, '127.0.0.1', { 'x-forwarded-for': 'not-an-address' })).statusCode).toBe(403);
      expect((await scrape(trusting, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200);
    } finally {
      await trusting.close();
    }
  });

  it('admits the networks METRICS_ALLOW lists, and only those, and labels every sample with INSTANCE_NAME', async () => {
    const listed = await TestServer.start({ config: testConfig({ METRICS_ALLOW: '10.0.0.0/8, 192.168.1.5', INSTANCE_NAME: 'ronghe-2' }), seed: false });
    try {
      expect((await scrape(listed, '127.0.0.1')).statusCode).toBe(403);
      expect((await scrape(listed, '192.168.1.6')).statusCode).toBe(403);
      expect((await scrape(listed, '192.168.1.5')).statusCode).toBe(200);
      const answer = await scrape(listed, '10.200.0.1');
      expect(answer.statusCode).toBe(200);
      expect(parsePrometheusTextFormat(answer.body).length).toBeGreaterThan(0);
      const samples = answer.body.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
      expect(samples.filter((line) => !line.includes('instance="ronghe-2"'))).toEqual([]);
    } finally {
      await listed.close();
    }
  });
});
