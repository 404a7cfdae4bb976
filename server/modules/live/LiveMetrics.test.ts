import { createServer } from 'node:net';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, testConfig } from '../../../tests/integration/TestServer.ts';

/** A local port nothing listens on: the relay's connection is refused there. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the live module with its relay to RabbitMQ lost', () => {
  let api: TestServer;

  beforeAll(async () => {
    api = await TestServer.start({ config: testConfig({ DEMO_DATA: 'off', LIVE_RELAY_URL: `ws://guest:guest@127.0.0.1:${await closedPort()}/ws` }) });
  });
  afterAll(() => api?.close());

  it('keeps the instance in service (DEGRADED) and says the relay is not connected', async () => {
    const answer = await api.get<{ status: string; checks: Array<{ name: string; status: string; detail: string | null }> }>('/admin/health');
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe('DEGRADED');
    expect(answer.body.data.checks.find((check) => check.name === 'relay')).toEqual({
      name: 'relay',
      status: 'DOWN',
      detail: '与 RabbitMQ 的中继未连接（LIVE_RELAY_URL），0 条推送等待发出；其他实例上的用户暂时收不到推送',
    });
  });

  it('shows the relay as disconnected with nothing queued, beside the instance\'s live connections', async () => {
    const families = parsePrometheusTextFormat((await api.server.app.inject({ method: 'GET', url: '/metrics' })).body);
    const value = (name: string) => families.find((family) => family.name === name)?.metrics[0]?.value;
    expect([value('ronghe_relay_connected'), value('ronghe_relay_queue_messages'), value('ronghe_relay_queue_bytes'), value('ronghe_live_connections')]).toEqual(['0', '0', '0', '0']);
  });
});
