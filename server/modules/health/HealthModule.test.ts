import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin } from '../../../contracts/workbench/index.ts';
import { HealthChecks, type HealthCheck } from '../../contracts/host.ts';
import { TestServer, memoryDatabase } from '../../../tests/integration/TestServer.ts';
import { healthModule } from './HealthModule.ts';

/** A module whose one check answers what the test sets. */
function checkModule(check: HealthCheck) {
  return definePlugin(() => ({ id: `test-check-${check.name}`, module: (bind) => bind.contribute(HealthChecks, check) }))();
}

describe('the health check (GET /admin/health)', () => {
  let api: TestServer;
  let relayProblem: string | null = null;
  let filesProblem: string | null = null;

  beforeAll(async () => {
    api = await TestServer.start({
      modules: [
        healthModule(),
        checkModule({ name: 'relay', essential: false, check: async () => relayProblem }),
        checkModule({ name: 'files', essential: true, check: async () => filesProblem }),
      ],
      seed: false,
    });
  });
  afterAll(() => api.close());

  it('answers UP without a token while every check passes, listing them', async () => {
    const answer = await api.get('/admin/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 0,
      msg: null,
      data: {
        status: 'UP',
        checks: [
          { name: 'database', status: 'UP', detail: null },
          { name: 'relay', status: 'UP', detail: null },
          { name: 'files', status: 'UP', detail: null },
        ],
      },
    });
  });

  it('stays in service (200 DEGRADED) when only a check it can serve without fails, saying which', async () => {
    relayProblem = '中继未连接';
    try {
      const answer = await api.get<{ status: string; checks: unknown[] }>('/admin/health');
      expect(answer.status).toBe(200);
      expect(answer.body.data.status).toBe('DEGRADED');
      expect(answer.body.data.checks).toContainEqual({ name: 'relay', status: 'DOWN', detail: '中继未连接' });
    } finally {
      relayProblem = null;
    }
  });

  it('answers 503 DOWN naming what is wrong when an essential check fails', async () => {
    filesProblem = '文件目录 /srv/files 不可读写（EROFS）';
    try {
      const answer = await api.get<{ status: string; checks: unknown[] }>('/admin/health');
      expect(answer.status).toBe(503);
      expect(answer.body.msg).toBe('实例不可用：files：文件目录 /srv/files 不可读写（EROFS）');
      expect(answer.body.data.status).toBe('DOWN');
      expect(answer.body.data.checks).toContainEqual({ name: 'files', status: 'DOWN', detail: '文件目录 /srv/files 不可读写（EROFS）' });
    } finally {
      filesProblem = null;
    }
  });

  it('answers 503 DOWN when the database cannot be reached', async () => {
    const database = memoryDatabase();
    const lost = await TestServer.start({ modules: [healthModule()], seed: false, database });
    try {
      await database.close();
      const answer = await lost.get<{ status: string; checks: Array<{ name: string; status: string; detail: string }> }>('/admin/health');
      expect(answer.status).toBe(503);
      expect(answer.body.data.checks[0]).toMatchObject({ name: 'database', status: 'DOWN' });
      expect(answer.body.msg).toMatch(/^实例不可用：database：数据库无法访问：/);
    } finally {
      await lost.server.close();
    }
  });

  it('answers 503 once the instance began to stop, while it still serves requests', async () => {
    api.server.health.drain();
    const answer = await api.get('/admin/health');
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 503, msg: '服务正在停止', data: null });
  });
});
