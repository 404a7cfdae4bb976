import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a request's id comes in (from a proxy or a client that made one) and goes back in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a proxy or client chose is kept when it is a plain token of at most 64 characters: it
 * lands in every log line, so it may carry no spaces, quotes or line breaks, nor fill the log.
 */
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/**
 * The id of each request (Fastify's genReqId): the incoming X-Request-Id when it is sane, so a
 * load balancer's id follows the request through; otherwise a new UUID. Every log line of the
 * request carries it and the answer's X-Request-Id header gives it back, so a user's report of a
 * failed request finds its lines.
 */
export class RequestIds {
  static of(request: IncomingMessage): string {
    const given = request.headers[REQUEST_ID_HEADER];
    return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
  }
}
