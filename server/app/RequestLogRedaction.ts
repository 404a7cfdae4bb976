import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a bearer token (file previews, the live connection). */
const TOKEN_PARAMETERS = ['sysAuthorization', 'access_token', 'token', 'refresh_token'];

/**
 * Keeps tokens out of the request log: the preview and WebSocket URLs carry them in the
 * query, and Fastify's default request serializer would write the whole URL.
 */
export class RequestLogRedaction {
  static url(raw: string): string {
    const queryAt = raw.indexOf('?');
    if (queryAt < 0) return raw;
    const query = new URLSearchParams(raw.slice(queryAt + 1));
    let redacted = false;
    for (const name of TOKEN_PARAMETERS) {
      if (query.has(name)) {
        query.set(name, '***');
        redacted = true;
      }
    }
    return redacted ? `${raw.slice(0, queryAt)}?${query.toString()}` : raw;
  }

  static readonly serializers = {
    req(request: FastifyRequest) {
      return {
        method: request.method,
        url: RequestLogRedaction.url(request.url),
        host: request.host,
        remoteAddress: request.ip,
      };
    },
  };
}
