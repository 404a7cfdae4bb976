import { createContext } from 'react';

/** What a page says about itself to crawlers and share previews (the server writes it into <head>). */
export interface PageHead {
  /** The page's own title, without the product's name. */
  title: string;
  description?: string;
  /** A picture for share previews: an absolute URL or a path of this site. */
  image?: string | null;
  /** Open Graph's og:type. */
  type?: 'website' | 'article' | 'book';
  /** schema.org JSON-LD (an object with its @type); the server adds @context. */
  structuredData?: Record<string, unknown> | null;
  /** The page shows no content (a missing, unpublished or withdrawn item): answered 404, never indexed. */
  notFound?: boolean;
  /** A page for people, not search engines (a login page): `noindex`, no canonical address nor share preview. */
  noindex?: boolean;
}

/**
 * Where a server render's pages leave their head. Set while rendering (never in an effect, which a
 * server render does not run): the layout first with the route's defaults, the page after it,
 * each setting merged over the last, so the deepest says the most.
 */
export class PageHeadCollector {
  #head: PageHead | null = null;

  set(head: PageHead): void {
    this.#head = { ...this.#head, ...head };
  }

  get head(): PageHead | null {
    return this.#head;
  }
}

/** The server render's collector; null in the browser, where the page names its tab instead. */
export const PageHeadContext = createContext<PageHeadCollector | null>(null);
