import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FrameSources } from './FrameSources.ts';

/** A Host header that may be written into the policy as it is (name or address, optional port). */
const PLAIN_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The headers every answer carries — the web app's pages and assets, API answers, errors:
 * a Content-Security-Policy as strict as the built app allows, no MIME sniffing, no framing
 * by any site, and no Referer (file links carry the token in sysAuthorization).
 *
 * What the policy permits, and why:
 * - scripts only from this origin, plus 'unsafe-eval': tapable (core/hooks) compiles its
 *   hooks with `new Function`; no inline script is allowed (index.html has none);
 * - styles from this origin and inline: antd 6 is CSS-in-JS and writes <style> elements;
 * - images from this origin, data: and blob: (antd's icons, file previews), plus the origin of
 *   a configured app-download QR image given as an http(s) URL (APP_DOWNLOAD_QRCODE);
 * - connections to this origin and to its WebSocket (the live connection at /admin/ws);
 * - frames from this origin and blob: (previews), plus the origins of configured outside
 *   pages (FrameSources: the 网盘 menu item's disk, IM_URL's instant messaging), never
 *   arbitrary ones;
 * - no plugins (object-src 'none'), <base> and form targets only this origin, and
 *   frame-ancestors 'none' with X-Frame-Options DENY for browsers before CSP 2.
 */
export class SecurityHeaders {
  constructor(
    private readonly frames: FrameSources = new FrameSources(),
    private readonly imageOrigins: readonly string[] = [],
  ) {}

  policyFor(request: FastifyRequest): string {
    const host = request.headers.host;
    // The same host's ws:/wss: is spelled out: 'self' covers it only from CSP 3 on.
    const sockets = host && PLAIN_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
    return [
      "default-src 'self'",
      "script-src 'self' 'unsafe-eval'",
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob:${this.imageOrigins.map((origin) => ` ${origin}`).join('')}`,
      "font-src 'self' data:",
      "media-src 'self' blob:",
      `connect-src 'self'${sockets}`,
      `frame-src 'self' blob:${this.frames.origins().map((origin) => ` ${origin}`).join('')}`,
      "worker-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
  }

  install(app: FastifyInstance): void {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('content-security-policy', this.policyFor(request));
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'no-referrer');
      reply.header('cross-origin-opener-policy', 'same-origin');
      done();
    });
  }
}
