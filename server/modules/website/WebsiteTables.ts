import type { Generated } from 'kysely';

/* The tables of the public site, owned by this module: no other module reads them (see tests/boundaries). */

export interface WebsiteNewsTable {
  id: Generated<number>;
  title: string;
  summary: string;
  /** Plain text; paragraphs are separated by line breaks (never markup). */
  content: string;
  cover: string | null;
  source: string;
  author: string;
  publish_time: string;
  recommend: number;
  sort: number;
  /** 0/1 (0019): only published items reach the public site; 1 unless told otherwise. */
  published: Generated<number>;
  /** The rich text body (0031): the editor's JSON document; null for the seeded plain-text items. */
  body: Generated<string | null>;
  /** When it was last published (0031); null while it never was (a draft). */
  release_time: Generated<string | null>;
  /** When 内容管理 last changed it (0031). */
  update_time: Generated<string | null>;
}

export interface WebsiteBookTable {
  id: Generated<number>;
  book_name: string;
  author: string;
  publisher: string;
  isbn: string;
  cover: string | null;
  summary: string;
  publish_date: string;
  price: string;
  recommend: number;
  sort: number;
  /** 0/1 (0019), as for news. */
  published: Generated<number>;
  /** The detail page's longer text (0019): plain paragraphs separated by line breaks. */
  introduction: string | null;
  /** The rich text body (0031): the editor's JSON document; null for the seeded plain-text items. */
  body: Generated<string | null>;
  /** When it was last published (0031); null while it never was (a draft). */
  release_time: Generated<string | null>;
  /** When 内容管理 last changed it (0031). */
  update_time: Generated<string | null>;
}

export interface WebsiteTables {
  website_news: WebsiteNewsTable;
  website_book: WebsiteBookTable;
}

// Every module's Db sees these tables (server/db/Database.ts); only this module reads and writes them.
declare module '../../db/Database.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DatabaseSchema extends WebsiteTables {}
}
