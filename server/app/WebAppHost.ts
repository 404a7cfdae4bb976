import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
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

/** What the server-rendering bundle (web/ssr.tsx, built into dist/ssr) offers; see web/ssr/PublicRenderer.tsx. */
interface PublicRenderer {
  render(url: string, origin: string, template: string): Promise<{ kind: 'page'; status: number; html: string } | { kind: 'redirect'; status: number; location: string } | null>;
  sitemap(origin: string): Promise<string>;
  robots(origin: string): Promise<string>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A Host header fit to be written into a page's links: a name or address with an optional port. */
const PLAIN_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * Serves the built web app: its files as they are, and index.html for every other GET that
 * is neither an API path nor a file, so the browser router handles deep links (/process/todo).
 * The public site's pages are rendered on the server with their content when the server-rendering
 * bundle is built (dist/ssr beside dist/web), with robots.txt and sitemap.xml; a page it cannot
 * render falls back to index.html. Unknown API paths answer 404 `资源不存在` in the envelope.
 */
export class WebAppHost {
  readonly available: boolean;
  readonly #ssrEntry: string | null;
  #renderer: PublicRenderer | null = null;
  #template = '';
  /** The visitor a server render's API calls are made for (their rate limits and logs name the visitor, not the server). */
  readonly #visitor = new AsyncLocalStorage<string>();

  constructor(readonly webDir: string | null) {
    this.available = webDir !== null && existsSync(join(webDir, 'index.html'));
    const entry = webDir === null ? null : join(webDir, '..', 'ssr', 'ssr.js');
    this.#ssrEntry = this.available && entry && existsSync(entry) ? entry : null;
  }

  /** Whether public pages are rendered on the server (the bundle was built). */
  get rendersPublicPages(): boolean {
    return this.#renderer !== null;
  }

  async install(app: FastifyInstance): Promise<void> {
    if (this.available) {
      await app.register(fastifyStatic, {
        root: this.webDir!,
        wildcard: true,
        // The build wrote a brotli and a gzip copy beside each text file (web/build/PrecompressAssets.ts):
        // sent as they are to a browser that accepts them, compressed once at build time instead of per request.
        preCompressed: true,
        // Files are sent from the app's own route below (`reply.sendFile`), so that the pages it answers
        // too pass through a route's hooks: a 404 handler's answer is never compressed.
        serve: false,
        index: false,
        // Hashed assets may be cached for good; index.html must be fetched fresh after a deploy.
        cacheControl: false,
        setHeaders: (res, path) => {
          res.setHeader('cache-control', path.startsWith(join(this.webDir!, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache');
          // A cache between us and the browser keeps one copy per encoding, never a brotli one for a browser without it.
          res.setHeader('vary', 'accept-encoding');
        },
      });
    }
    if (this.#ssrEntry) {
      try {
        await this.#startRenderer(app, this.#ssrEntry);
      } catch (error) {
        // The site still works, rendered in the browser as before the bundle existed.
        app.log.error({ err: error }, 'the server-rendering bundle could not start: public pages are rendered in the browser');
        this.#renderer = null;
      }
    }
    // Every GET no API route takes: a file of the build, or a page of the app (`/` is the public home).
    if (this.available) app.get('/*', (request, reply) => this.#fileOrPage(request, reply));
    app.setNotFoundHandler((request, reply) => this.#notFound(request, reply));
  }

  #fileOrPage(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply> {
    if (isApiPath(request.url)) throw new ApiError(404, httpTexts.errors.notFound);
    if (!looksLikeFile(request.url)) return this.#page(request, reply);
    let path: string;
    try {
      path = decodeURI(request.url.split('?')[0]);
    } catch {
      throw new ApiError(404, httpTexts.errors.notFound);
    }
    // Confined to the build's folder by send's root; a file that is not there reaches #notFound.
    return reply.sendFile(path);
  }

  async #startRenderer(app: FastifyInstance, entry: string): Promise<void> {
    const bundle = (await import(/* @vite-ignore */ pathToFileURL(entry).href)) as { PublicRenderer: new (fetch: typeof globalThis.fetch) => PublicRenderer };
    // public.html boots the public site's plugins only; a build without it (an older one) has index.html's full workbench.
    const template = existsSync(join(this.webDir!, 'public.html')) ? 'public.html' : 'index.html';
    this.#template = readFileSync(join(this.webDir!, template), 'utf8');
    const renderer = new bundle.PublicRenderer((input, init) => this.#inProcess(app, String(input), init));
    await renderer.start();
    this.#renderer = renderer;
    app.addHook('onClose', async () => renderer.close());
    // Read per request from the site's own data: a withdrawn item leaves them at once.
    app.get('/robots.txt', async (request, reply) => reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(await renderer.robots(this.#origin(request))));
    app.get('/sitemap.xml', async (request, reply) =>
      reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(await this.#asVisitor(request, () => renderer.sitemap(this.#origin(request)))),
    );
  }

  /** The server's own API for a render, in the process: the same routes, contracts and checks as a visitor's call. */
  async #inProcess(app: FastifyInstance, url: string, init: RequestInit | undefined): Promise<Response> {
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: init?.headers as Record<string, string> | undefined,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: this.#visitor.getStore() ?? '127.0.0.1',
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') } });
  }

  #asVisitor<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
    return this.#visitor.run(request.ip, work);
  }

  /** The site's address for canonical and share links: the request's own, when its Host header is a plain host. */
  #origin(request: FastifyRequest): string {
    const host = PLAIN_HOST.test(request.host) ? request.host : 'localhost';
    return `${request.protocol}://${host}`;
  }

  async #notFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && !looksLikeFile(request.url);
    if (!isPage) throw new ApiError(404, httpTexts.errors.notFound);
    if (!this.available) return reply.status(404).type('text/html; charset=utf-8').send(zhCN.web.missingPage);
    return this.#page(request, reply);
  }

  /** A page of the app: rendered on the server when it is a public page the bundle renders, else index.html for the browser to render. */
  async #page(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    if (this.#renderer) {
      try {
        const page = await this.#asVisitor(request, () => this.#renderer!.render(request.url, this.#origin(request), this.#template));
        if (page?.kind === 'redirect') return reply.redirect(page.location, page.status);
        // Rendered per request and never kept: a withdrawn item must leave the page at once.
        if (page) return reply.status(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page.html);
      } catch (error) {
        // The browser renders the page itself, as without the bundle; the visitor never sees the failure.
        request.log.error({ err: error, url: request.url }, 'server render failed');
      }
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  }
}
