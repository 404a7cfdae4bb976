import fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestIds } from './RequestIds.ts';
import { RequestScopedLog } from './RequestScopedLog.ts';

/** A server logging JSON into memory, with a route that logs as a module would, after reading its body. */
async function loggingServer() {
  const written: string[] = [];
  const app = fastify({ logger: { level: 'info', stream: { write: (line: string) => written.push(line) } }, requestIdHeader: false, genReqId: (request) => RequestIds.of(request) });
  const log = new RequestScopedLog();
  log.install(app, true);
  app.post('/work', async (request) => {
    await new Promise((resolve) => setImmediate(resolve));
    log.error('workflow', 'push failed', new Error(`no socket for ${(request.body as { user: string }).user}`));
    return { ok: true };
  });
  await app.ready();
  const records = () => written.map((line) => JSON.parse(line) as { reqId?: string; area?: string; msg: string; level: number });
  return { app, log, records };
}

describe('RequestScopedLog', () => {
  it('writes a module\'s line during a request with that request\'s id, also after its body was read', async () => {
    const { app, records } = await loggingServer();
    // Over a socket, with a body of many chunks: read in the socket's events, after the hook that began the request.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    await fetch(`${address}/work`, { method: 'POST', headers: { 'x-request-id': 'report-7', 'content-type': 'application/json' }, body: JSON.stringify({ user: 'zhangsan', padding: 'x'.repeat(200_000) }) });
    expect(records().filter((record) => record.area === 'workflow')).toEqual([expect.objectContaining({ reqId: 'report-7', level: 50, msg: 'push failed no socket for zhangsan' })]);
    await app.close();
  });

  it('writes a line outside any request through the server\'s logger, with no request id', async () => {
    const { app, log, records } = await loggingServer();
    log.warn('relay', '与 RabbitMQ 的连接已断开');
    expect(records()).toEqual([expect.objectContaining({ area: 'relay', level: 40, msg: '与 RabbitMQ 的连接已断开' })]);
    expect(records()[0].reqId).toBeUndefined();
    await app.close();
  });
});
