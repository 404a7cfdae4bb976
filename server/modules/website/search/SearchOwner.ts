import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { ApiCall } from '../../../http/ApiRoutes.ts';

const COOKIE = 'ronghe_visitor';
const VISITOR = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function visitorOf(headers: IncomingHttpHeaders): string | null {
  for (const part of (headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIE && value && VISITOR.test(value)) return value;
  }
  return null;
}

/**
 * Whose search history a call reads or adds to: the signed-in user's (a valid token), else the
 * browser's, named by a random id in a cookie of its own. Only a search hands out that cookie,
 * so reading the history never makes the server remember anyone.
 */
export const SearchOwner = {
  /** The owner key of the call, or null for a browser the server never gave an id. */
  of(call: Pick<ApiCall, 'principal' | 'headers'>): string | null {
    if (call.principal) return `user:${call.principal.userId}`;
    const visitor = visitorOf(call.headers);
    return visitor ? `visitor:${visitor}` : null;
  },

  /** The owner key, giving the browser an id (Set-Cookie on the answer) when it has none. */
  ensure(call: Pick<ApiCall, 'principal' | 'headers' | 'reply' | 'request'>): string {
    const known = SearchOwner.of(call);
    if (known) return known;
    const visitor = randomUUID();
    const secure = call.request.protocol === 'https' ? '; Secure' : '';
    call.reply.header('set-cookie', `${COOKIE}=${visitor}; Path=/; Max-Age=${YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`);
    return `visitor:${visitor}`;
  },
} as const;
