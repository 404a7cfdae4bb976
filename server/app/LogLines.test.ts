import { describe, expect, it } from 'vitest';
import { LogLines } from './LogLines.ts';

/** The local time LogLines shows for an instant, as a person reads it. */
function local(epochMs: number): string {
  const at = new Date(epochMs);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}.${String(at.getMilliseconds()).padStart(3, '0')}`;
}

function linesOf(...records: object[]): string[] {
  const written: string[] = [];
  const lines = new LogLines({ write: (text: string) => written.push(text) });
  lines.write(records.map((record) => JSON.stringify(record)).join('\n') + '\n');
  return written;
}

describe('LogLines', () => {
  const time = Date.UTC(2026, 10, 29, 9, 30, 0, 45);

  it('writes a request\'s record as time, level, request id, message and the request', () => {
    expect(linesOf({ level: 30, time, pid: 7, hostname: 'h', reqId: 'abc-1', req: { method: 'GET', url: '/admin/health', remoteAddress: '10.0.0.9' }, msg: 'incoming request' })).toEqual([
      `${local(time)} INFO  [abc-1] incoming request GET /admin/health ← 10.0.0.9\n`,
    ]);
  });

  it('writes the answer\'s status and time, and other fields as key=value', () => {
    expect(linesOf({ level: 40, time, reqId: 'abc-1', res: { statusCode: 429 }, responseTime: 3.456, msg: 'request completed', bucket: 'captcha', note: 'two words' })).toEqual([
      `${local(time)} WARN  [abc-1] request completed → 429 3.5 ms bucket=captcha note="two words"\n`,
    ]);
  });

  it('puts an error\'s stack on the lines below, indented', () => {
    const [line] = linesOf({ level: 50, time, reqId: 'r', msg: 'request failed', err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at here' } });
    expect(line).toBe(`${local(time)} ERROR [r] request failed\n    Error: boom\n        at here\n`);
  });

  it('writes each of several records in one chunk on its own line, and passes on what is not JSON', () => {
    expect(linesOf({ level: 30, time, msg: 'a' }, { level: 30, time, msg: 'b' })).toEqual([`${local(time)} INFO  a\n`, `${local(time)} INFO  b\n`]);
    const written: string[] = [];
    new LogLines({ write: (text: string) => written.push(text) }).write('not json\n');
    expect(written).toEqual(['not json\n']);
  });
});
