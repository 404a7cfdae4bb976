import { zhCN } from '../zhCN.ts';

/** The channels 内容管理 edits, in its channel picker's order: the one list the routes, checks and audit use. */
export const SITE_CHANNELS = ['news', 'partyBuild', 'books', 'eduPub', 'digitalPub'] as const;
export type SiteChannelId = (typeof SITE_CHANNELS)[number];

/** An item's fields besides title, date, cover and body; which of them a channel has is its `fields`. */
export type SiteContentField = 'summary' | 'author' | 'source' | 'publisher' | 'isbn' | 'price' | 'category' | 'recommend';

export type SiteChannelTableName = 'website_news' | 'website_book' | 'party_article' | 'publication';

/** How one channel sits in its table: the generic admin reads and writes every channel through this. */
export interface SiteChannel {
  id: SiteChannelId;
  /** As the site and the audit log name it: 新闻, 党建 … */
  name: string;
  table: SiteChannelTableName;
  /** The rows of this channel in a table two channels share (教育出版 and 数字出版). */
  scope?: { column: 'channel'; value: string };
  titleColumn: 'title' | 'book_name';
  dateColumn: 'publish_time' | 'publish_date';
  /** A book's date is its publication day (yyyy-MM-dd); the others' a time. */
  dateKind: 'time' | 'day';
  /** The plain text the public page and the search read (the rich body's text). */
  textColumn: 'content' | 'introduction';
  categoryColumn?: 'category' | 'category_name';
  /** A fixed list of categories (党建's 动态/知识/法规); without it a category is free text. */
  categories?: Readonly<Record<string, string>>;
  fields: readonly SiteContentField[];
  /** Fields the public page cannot do without (stored NOT NULL with no sensible empty value). */
  required: readonly SiteContentField[];
  /** The public detail page of an item. */
  publicPath(id: number): string;
}

const channels: Record<SiteChannelId, SiteChannel> = {
  news: {
    id: 'news',
    name: zhCN.channels.news,
    table: 'website_news',
    titleColumn: 'title',
    dateColumn: 'publish_time',
    dateKind: 'time',
    textColumn: 'content',
    fields: ['summary', 'author', 'source', 'recommend'],
    required: [],
    publicPath: (id) => `/news/detail?id=${id}`,
  },
  partyBuild: {
    id: 'partyBuild',
    name: zhCN.channels.partyBuild,
    table: 'party_article',
    titleColumn: 'title',
    dateColumn: 'publish_time',
    dateKind: 'time',
    textColumn: 'content',
    categoryColumn: 'category',
    categories: zhCN.partyCategories,
    fields: ['category', 'summary', 'author', 'source'],
    required: ['category'],
    publicPath: (id) => `/partyBuild/detail?id=${id}`,
  },
  books: {
    id: 'books',
    name: zhCN.channels.elaborateBook,
    table: 'website_book',
    titleColumn: 'book_name',
    dateColumn: 'publish_date',
    dateKind: 'day',
    textColumn: 'introduction',
    fields: ['summary', 'author', 'publisher', 'isbn', 'price', 'recommend'],
    required: [],
    publicPath: (id) => `/elaborateBook/detail?id=${id}`,
  },
  eduPub: {
    id: 'eduPub',
    name: zhCN.channels.eduPub,
    table: 'publication',
    scope: { column: 'channel', value: 'eduPub' },
    titleColumn: 'title',
    dateColumn: 'publish_time',
    dateKind: 'time',
    textColumn: 'content',
    categoryColumn: 'category_name',
    fields: ['category', 'summary', 'author', 'publisher', 'isbn'],
    required: ['category'],
    publicPath: (id) => `/eduPub/detail?id=${id}`,
  },
  digitalPub: {
    id: 'digitalPub',
    name: zhCN.channels.digitalPub,
    table: 'publication',
    scope: { column: 'channel', value: 'digitalPub' },
    titleColumn: 'title',
    dateColumn: 'publish_time',
    dateKind: 'time',
    textColumn: 'content',
    categoryColumn: 'category_name',
    fields: ['category', 'summary', 'author', 'publisher', 'isbn'],
    required: ['category'],
    publicPath: (id) => `/digitalPub/detail?id=${id}`,
  },
};

export const SiteChannels = {
  of(id: SiteChannelId): SiteChannel {
    return channels[id];
  },
  all(): SiteChannel[] {
    return SITE_CHANNELS.map((id) => channels[id]);
  },
};
