import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../../../tests/integration/TestServer.ts';
import { healthModule } from './HealthModule.ts';

describe('the health check (GET /admin/health)', () => {
  let api: TestServer;

  beforeAll(async () => {
    api = await TestServer.start({ modules: [healthModule()], seed: false });
  });
  afterAll(() => api.close());

  it('answers UP without a token while the instance serves', async () => {
    const answer = await api.get('/admin/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 0, msg: null, data: { status: 'UP' } });
  });

  it('answers 503 once the instance began to stop, while it still serves requests', async () => {
    api.server.health.drain();
    const answer = await api.get('/admin/health');
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 503, msg: '服务正在停止' });
  });
});
