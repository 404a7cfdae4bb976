import { escapeHtml } from './HeadTags.ts';

/** The sitemap protocol's <urlset> of the given pages of the site at `origin`; addresses escaped as XML requires. */
export function sitemapXml(origin: string, pages: readonly { path: string; lastmod?: string }[]): string {
  const entries = pages.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeHtml(new URL(path, `${origin}/`).href)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</urlset>', ''].join('\n');
}
