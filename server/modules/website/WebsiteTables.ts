import type { Generated } from 'kysely';

/* The tables of the public site, owned by this module: no other module reads them (see tests/boundaries). */

export interface WebsiteNewsTable {
  id: Generated<number>;
  title: string;
  summary: string;
  content: string;
  cover: string | null;
  source: string;
  author: string;
  publish_time: string;
  recommend: number;
  sort: number;
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
}

export interface WebsiteTables {
  website_news: WebsiteNewsTable;
  website_book: WebsiteBookTable;
}
