import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../../tests/integration/TestServer.ts';
import { healthModule } from '../modules/health/HealthModule.ts';
import { serverLogger } from './ServerLogger.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A log output that keeps what is written, as a terminal (isTTY) or a pipe. */
function capture(isTTY: boolean) {
  const written: string[] = [];
  return { output: { isTTY, write: (text: string) => written.push(text) }, lines: () => written.join('').split('\n').filter((line) => line !== '') };
}

describe('the request log and the request id', () => {
  const piped = capture(false);
  let api: TestServer;

  beforeAll(async () => {
    api = await TestServer.start({ modules: [healthModule()], seed: false, logger: serverLogger(null, 'info', piped.output) });
  });
  afterAll(() => api.close());

  it('keeps a sane X-Request-Id, gives it back in the answer and puts it on every log line of the request, as JSON when piped', async () => {
    const answer = await api.get('/admin/health', { headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(answer.headers['x-request-id']).toBe('lb-7f3a.42');
    const records = piped.lines().map((line) => JSON.parse(line) as { reqId?: string; msg: string });
    const own = records.filter((record) => record.reqId === 'lb-7f3a.42');
    expect(own.map((record) => record.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes a new id for a request without one, or with one too long or holding what a log line must not', async () => {
    for (const given of [undefined, 'x'.repeat(65), 'evil\tid', 'a"b']) {
      const answer = await api.get('/admin/health', { headers: given === undefined ? {} : { 'x-request-id': given } });
      expect(answer.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('names the request on refusals too (an unknown path)', async () => {
    const answer = await api.server.app.inject({ method: 'GET', url: '/admin/no-such-thing', headers: { 'x-request-id': 'user-report-1' } });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['x-request-id']).toBe('user-report-1');
  });

  it('writes readable lines in a terminal, and with LOG_FORMAT=pretty wherever the log goes', async () => {
    for (const [format, isTTY] of [[null, true], ['lines', false]] as const) {
      const terminal = capture(isTTY);
      const server = await TestServer.start({ modules: [healthModule()], seed: false, logger: serverLogger(format, 'info', terminal.output) });
      try {
        await server.get('/admin/health', { headers: { 'x-request-id': 'req-9' } });
        const own = terminal.lines().filter((line) => line.includes('[req-9]'));
        expect(own).toHaveLength(2);
        expect(own[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} .*INFO.* \[req-9\] incoming request GET \/admin\/health ← 127\.0\.0\.1$/);
        expect(own[1]).toMatch(/\[req-9\] request completed → 200 \d+\.\d ms$/);
      } finally {
        await server.close();
      }
    }
  });
});
