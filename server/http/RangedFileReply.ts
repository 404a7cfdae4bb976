import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { ByteRange, type ByteSpan } from './ByteRange.ts';
import { zhCN } from './zh-CN.ts';

/** A stored file as a ranged answer needs it: its size and a way to read all or part of it. */
export interface RangedSource {
  size: number;
  read(span?: ByteSpan): Readable;
}

/**
 * Sends a file honouring a single `Range` (206 with Content-Range; 416 for a range past its
 * end; 200 otherwise) and says `Accept-Ranges: bytes`, so a <video> can seek and resume
 * without fetching the whole file again.
 */
export class RangedFileReply {
  static send(request: FastifyRequest, reply: FastifyReply, source: RangedSource, headers: Record<string, string>): FastifyReply {
    const answer = ByteRange.of(request.headers.range, source.size);
    reply.headers({ ...headers, 'accept-ranges': 'bytes' });
    if (answer.kind === 'unsatisfiable') {
      return reply
        .code(416)
        .headers({ 'content-range': ByteRange.unsatisfied(source.size), 'content-type': 'application/json; charset=utf-8' })
        .send({ code: 416, msg: zhCN.errors.rangeNotSatisfiable, data: null });
    }
    if (answer.kind === 'partial') {
      const { span } = answer;
      return reply
        .code(206)
        .headers({ 'content-range': ByteRange.contentRange(span, source.size), 'content-length': String(span.end - span.start + 1) })
        .send(source.read(span));
    }
    return reply.code(200).header('content-length', String(source.size)).send(source.read());
  }
}
