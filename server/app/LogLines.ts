/** pino's numeric levels as a person reads them, padded to one width. */
const LEVELS: Readonly<Record<number, string>> = Object.freeze({ 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' });

/** A terminal's colours per level: warnings yellow, errors red, debugging grey. */
const COLOURS: Readonly<Record<number, string>> = Object.freeze({ 10: '\x1b[90m', 20: '\x1b[90m', 40: '\x1b[33m', 50: '\x1b[31m', 60: '\x1b[35m' });
const RESET = '\x1b[0m';

/** Fields a line shows in its own place, not among the rest. */
const PLACED = new Set(['level', 'time', 'msg', 'reqId', 'pid', 'hostname', 'req', 'res', 'responseTime', 'err']);

export interface LineSink {
  write(text: string): unknown;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** Local time to the millisecond: the server's log is read beside its clock. */
function timestamp(epochMs: number): string {
  const at = new Date(epochMs);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}.${pad(at.getMilliseconds(), 3)}`;
}

function shown(value: unknown): string {
  if (typeof value === 'string') return /[\s"=]/.test(value) || value === '' ? JSON.stringify(value) : value;
  return JSON.stringify(value) ?? String(value);
}

/**
 * The server's log in a terminal: pino's JSON records written as readable lines — time, level,
 * the request's id in brackets, the message, then the request's method and URL or the answer's
 * status and time, then any other fields as key=value, an error's stack on the lines below. A
 * pino destination in the process (no transport worker): `pino(options, new LogLines(stdout))`.
 * A record it cannot read is passed on as it came.
 */
export class LogLines implements LineSink {
  constructor(
    private readonly sink: LineSink,
    private readonly colour = false,
  ) {}

  write(chunk: string): boolean {
    for (const line of chunk.split('\n')) {
      if (line !== '') this.sink.write(`${this.format(line)}\n`);
    }
    return true;
  }

  format(json: string): string {
    let record: Record<string, unknown>;
    try {
      record = JSON.parse(json) as Record<string, unknown>;
    } catch {
      return json;
    }
    const level = typeof record.level === 'number' ? record.level : 30;
    const levelText = LEVELS[level] ?? String(record.level);
    const parts = [typeof record.time === 'number' ? timestamp(record.time) : '', this.colour && COLOURS[level] ? `${COLOURS[level]}${levelText}${RESET}` : levelText];
    if (record.reqId !== undefined) parts.push(`[${String(record.reqId)}]`);
    if (record.msg !== undefined) parts.push(String(record.msg));
    const req = record.req as { method?: string; url?: string; remoteAddress?: string } | undefined;
    if (req?.method) parts.push(`${req.method} ${req.url ?? ''}${req.remoteAddress ? ` ← ${req.remoteAddress}` : ''}`);
    const res = record.res as { statusCode?: number } | undefined;
    if (res?.statusCode !== undefined) parts.push(`→ ${res.statusCode}${typeof record.responseTime === 'number' ? ` ${record.responseTime.toFixed(1)} ms` : ''}`);
    for (const [key, value] of Object.entries(record)) {
      if (!PLACED.has(key)) parts.push(`${key}=${shown(value)}`);
    }
    const line = parts.filter((part) => part !== '').join(' ');
    const err = record.err as { type?: string; message?: string; stack?: string } | undefined;
    if (!err) return line;
    const stack = err.stack ?? `${err.type ?? 'Error'}: ${err.message ?? ''}`;
    return `${line}\n${stack.split('\n').map((text) => `    ${text}`).join('\n')}`;
  }
}
