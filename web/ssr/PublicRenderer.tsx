import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ApiClientId } from '../../contracts/workbench/ApiClient.ts';
import { RouteContributions, type RouteContribution } from '../../contracts/workbench/Routes.ts';
import { PluginHost } from '../../core/lifecycle/index.ts';
import { PageHeadCollector, PageHeadContext, PreloadedData, PreloadedDataContext, WorkbenchProvider, workbenchRoutes } from '../../core/react/index.ts';
import { publishedPages } from '../../plugins/public-site/index.ts';
import { headTags, scriptJson } from './HeadTags.ts';
import { sitemapXml } from './SitemapXml.ts';
import { SERVER_STATE_ID, type ServerState } from './ServerState.ts';
import { VisitorStorage } from './VisitorStorage.ts';
import { publicDocumentPlugins } from '../publicDocumentPlugins.ts';
import { workbenchPlugins } from '../workbenchPlugins.ts';


export type RenderedPage = { kind: 'page'; status: number; html: string } | { kind: 'redirect'; status: number; location: string };

/** Renders again while a render meets loads without answers (a part shown only once its parent's data is there); a bound against a loop. */
const MAX_PASSES = 4;

const SITE_NAME = '融合平台';
const titleOf = (title: string) => `${title} - ${SITE_NAME}`;

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return text;
}

/**
 * The public site rendered on the server (issue 25): the pages marked `serverRendered` answered
 * as HTML holding their content, rendered by React from the same plugins and components as in
 * the browser, which then hydrates them. The data comes from the server's own API through
 * `fetch` (in-process, so the contracts' rules hold), as an anonymous visitor: the host has an
 * empty session that keeps nothing.
 */
export class PublicRenderer {
  readonly #host: PluginHost;
  /** Made once: the lazily loaded layouts and pages stay loaded, so a render after the first needs no waiting. */
  #routes: RouteObject[] | null = null;
  #started: Promise<void> = Promise.reject(new Error('PublicRenderer.start() was not called'));

  constructor(fetch: typeof globalThis.fetch) {
    // The plugins the browser boots the rendered page with (web/public.tsx), on a session that keeps nothing.
    this.#host = new PluginHost(
      publicDocumentPlugins({ session: { storage: new VisitorStorage(), document: { cookie: '' } as Document, channel: 'ronghe-server-render' }, http: { fetch } }),
    );
    this.#started.catch(() => undefined);
  }

  /** Starts the plugins; a failure here leaves the pages to the browser (the server logs it). */
  start(): Promise<void> {
    this.#started = this.#host.start();
    return this.#started;
  }

  /** Whether `pathname` is a page this renderer answers. */
  async renders(pathname: string): Promise<boolean> {
    await this.#started;
    return this.#host.container.getAll(RouteContributions).some((route) => route.serverRendered && route.path === pathname);
  }

  /**
   * The page at `url` (path and query) as a whole document made from `template` (the built
   * index.html), or null for a page this renderer does not answer. `origin` is the site's address
   * for canonical and share links.
   */
  async render(url: string, origin: string, template: string): Promise<RenderedPage | null> {
    const address = new URL(url, `${origin}/`);
    if (!(await this.renders(address.pathname))) return null;
    this.#routes ??= workbenchRoutes(this.#host.container);
    const handler = createStaticHandler(this.#routes);
    const context = await handler.query(new Request(address.href, { headers: { accept: 'text/html' } }));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    const preloaded = new PreloadedData({}, { collecting: true });
    const page = (head: PageHeadCollector, cache: ReturnType<typeof createCache>): ReactElement => (
      <StrictMode>
        <StyleProvider cache={cache}>
          <PreloadedDataContext.Provider value={preloaded}>
            <PageHeadContext.Provider value={head}>
              <WorkbenchProvider host={this.#host}>
                <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
              </WorkbenchProvider>
            </PageHeadContext.Provider>
          </PreloadedDataContext.Provider>
        </StyleProvider>
      </StrictMode>
    );
    // The waiting pass: it loads the code of the parts it meets (the lazy layout and page) and
    // collects their loads.
    const { prelude } = await prerenderToNodeStream(page(new PageHeadCollector(), createCache()));
    await streamText(prelude);
    // Then the page in one piece with the answers at hand (React's streaming output would reveal
    // late parts with inline scripts, which the policy forbids); again while a part shown only with
    // its parent's data (a detail's rich text) met loads of its own.
    let head = new PageHeadCollector();
    let cache = createCache();
    let html = '';
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      await preloaded.settle();
      head = new PageHeadCollector();
      cache = createCache();
      html = renderToString(page(head, cache));
      if (!preloaded.incomplete) break;
    }
    const state: ServerState = { data: JSON.parse(preloaded.toJson()) as Record<string, unknown>, router: { loaderData: context.loaderData } };
    const pageHead = head.head ?? { title: SITE_NAME };
    const path = address.pathname + address.search;
    const document = template
      .replace(/<title>[^<]*<\/title>/, () => headTags(pageHead, { origin, path, siteName: SITE_NAME, titleOf }))
      .replace('</head>', () => `${extractStyle(cache)}\n  </head>`)
      // The page reads without scripts: the app's "enable JavaScript" line would only head it, for a
      // crawler too, as the first text of every page.
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${html}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(state)}</script>`,
      );
    return { kind: 'page', status: pageHead.notFound ? 404 : 200, html: document };
  }

  /** sitemap.xml of every published page, as the API answers it now. */
  async sitemap(origin: string): Promise<string> {
    await this.#started;
    return sitemapXml(origin, await publishedPages(this.#host.container.get(ApiClientId)));
  }

  /**
   * robots.txt: every page that is not the public site's content stays out (the workbench, the
   * account pages, 管理后台, the personal pages of the classroom), as the contributed routes say:
   * a whole first segment where nothing public lies under it, else the page itself.
   */
  async robots(origin: string): Promise<string> {
    await this.#started;
    // Every page of the browser's workbench: its plugins' routes, read from their modules (not started).
    const routes = new PluginHost(workbenchPlugins()).container.getAll(RouteContributions).filter((route) => route.path !== '*');
    const listed = (route: RouteContribution) => route.serverRendered === true && route.indexed !== false;
    const shown = routes.filter(listed).map((route) => route.path);
    const hidden = new Set<string>();
    for (const route of routes.filter((r) => !listed(r))) {
      const segment = `/${route.path.split('/')[1] ?? ''}`;
      const sharesSegment = shown.some((path) => path === segment || path.startsWith(`${segment}/`));
      hidden.add(sharesSegment ? route.path : segment);
    }
    const lines = ['User-agent: *', ...[...hidden].sort().map((path) => `Disallow: ${path}`), `Sitemap: ${origin}/sitemap.xml`];
    return `${lines.join('\n')}\n`;
  }

  async close(): Promise<void> {
    await this.#started.catch(() => undefined);
    await this.#host.stop();
  }
}
