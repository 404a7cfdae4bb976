import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIXES } from '../../contracts/generated/catalogue.ts';
import { ApiError } from '../http/ApiError.ts';
import { zhCN } from './zh-CN.ts';
import { zhCN as httpTexts } from '../http/zh-CN.ts';

/** A path under one of the contracts' first segments (the catalogue's API_PREFIXES, which vite.config.ts proxies in dev). */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0];
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** A last segment with an extension names a file (`/assets/app.js`), never a page of the app. */
function looksLikeFile(url: string): boolean {
  const last = url.split('?')[0].split('/').pop() ?? '';
  return /\.[A-Za-z0-9]+$/.test(last);
}

/**
 * Serves the built web app: its files as they are, and index.html for every other GET that
 * is neither an API path nor a file, so the browser router handles deep links (/process/todo).
 * Unknown API paths answer 404 `资源不存在` in the envelope.
 */
export class WebAppHost {
  readonly available: boolean;

  constructor(readonly webDir: string | null) {
    this.available = webDir !== null && existsSync(join(webDir, 'index.html'));
  }

  async install(app: FastifyInstance): Promise<void> {
    if (this.available) {
      await app.register(fastifyStatic, {
        root: this.webDir!,
        wildcard: true,
        // The build wrote a brotli and a gzip copy beside each text file (web/build/PrecompressAssets.ts):
        // sent as they are to a browser that accepts them, compressed once at build time instead of per request.
        preCompressed: true,
        // Hashed assets may be cached for good; index.html must be fetched fresh after a deploy.
        cacheControl: false,
        setHeaders: (res, path) => {
          res.setHeader('cache-control', path.startsWith(join(this.webDir!, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache');
          // A cache between us and the browser keeps one copy per encoding, never a brotli one for a browser without it.
          res.setHeader('vary', 'accept-encoding');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => this.#notFound(request, reply));
  }

  #notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply> {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !looksLikeFile(request.url);
    if (!isPage) throw new ApiError(404, httpTexts.errors.notFound);
    if (!this.available) return reply.status(404).type('text/html; charset=utf-8').send(zhCN.web.missingPage);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  }
}
