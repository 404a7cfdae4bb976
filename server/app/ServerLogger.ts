import type { FastifyServerOptions } from 'fastify';
import { LogLines } from './LogLines.ts';
import { RequestLogRedaction } from './RequestLogRedaction.ts';

/** Where the log goes: standard output, or a test's sink. */
export interface LogOutput {
  write(text: string): unknown;
  readonly isTTY?: boolean;
}

/**
 * Fastify's logger for `npm start`: JSON records (one a line, for a log collector) unless
 * LOG_FORMAT asks for lines or, unset, the log goes to a terminal; readable lines then, coloured
 * in a terminal. Tokens are kept out of request URLs either way (RequestLogRedaction).
 */
export function serverLogger(format: 'json' | 'lines' | null, level: string, output: LogOutput = process.stdout): NonNullable<FastifyServerOptions['logger']> {
  const lines = format === 'lines' || (format === null && output.isTTY === true);
  if (lines) return { level, serializers: RequestLogRedaction.serializers, stream: new LogLines(output, output.isTTY === true) };
  // To standard output pino writes through its own fast destination.
  return { level, serializers: RequestLogRedaction.serializers, ...(output === process.stdout ? {} : { stream: output }) };
}
