import type { components } from '../../../contracts/generated/website.ts';
import type { WebsiteDb } from './WebsiteSchema.ts';

export type NewsItemView = components['schemas']['NewsItem'];

export type BookItemView = components['schemas']['BookItem'];

/** The public site's recommended news and books. */
export class PublicContent {
  constructor(private readonly db: WebsiteDb) {}

  /** Recommended published news, newest first. */
  async recommendedNews(): Promise<NewsItemView[]> {
    return this.db
      .selectFrom('website_news')
      .select(['id', 'title', 'summary', 'cover as coverUrl', 'source', 'publish_time as publishTime'])
      .where('recommend', '=', 1)
      .where('published', '=', 1)
      .orderBy('publish_time', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Recommended published books in their display order. */
  async recommendedBooks(): Promise<BookItemView[]> {
    return this.db
      .selectFrom('website_book')
      .select(['id', 'book_name as bookName', 'author', 'cover as coverUrl', 'summary', 'publish_date as publishTime'])
      .where('recommend', '=', 1)
      .where('published', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }
}
