import type { PageHead } from '../../core/react/PageHead.ts';

/** Text for an HTML attribute or element: the five characters HTML gives meaning to, as references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON inside a <script type="application/ld+json"> (or any data script): `<`, `>` and `&` as
 * \u escapes, which JSON reads back as the same characters, so no text in it can end the element
 * (`</script>`) or open a comment; U+2028 and U+2029 likewise, for readers that treat them as line ends.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A picture's address as an absolute URL of this site (a share preview needs one); an outside address as it is. */
function absolute(origin: string, address: string): string {
  return new URL(address, `${origin}/`).href;
}

export interface HeadPage {
  /** The site's address, `https://example.com`, without a trailing slash. */
  origin: string;
  /** The canonical address's path and query. */
  path: string;
  siteName: string;
  /** The browser tab's title of a page titled so. */
  titleOf: (title: string) => string;
}

/**
 * The <head> tags of a server-rendered page: title, description, canonical address, Open Graph and
 * Twitter card, JSON-LD, and `noindex` for a page that shows nothing (a missing or withdrawn item).
 * Every value is escaped; none is trusted.
 */
export function headTags(head: PageHead, page: HeadPage): string {
  const url = absolute(page.origin, page.path);
  const title = head.title === page.siteName ? page.siteName : page.titleOf(head.title);
  const image = head.image ? absolute(page.origin, head.image) : null;
  const meta = (attribute: 'name' | 'property', key: string, content: string | null | undefined) =>
    content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />` : '';
  if (head.noindex) {
    // Nothing to share or list: the title, the description and the word to crawlers.
    return [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', head.description), meta('name', 'robots', 'noindex')].filter(Boolean).join('\n    ');
  }
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    head.notFound ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type === 'book' ? 'book' : head.type === 'article' ? 'article' : 'website'),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', 'zh_CN'),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
  ];
  if (head.structuredData && !head.notFound) {
    const data = { '@context': 'https://schema.org', ...head.structuredData, url, ...(image ? { image } : {}) };
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.filter(Boolean).join('\n    ');
}
