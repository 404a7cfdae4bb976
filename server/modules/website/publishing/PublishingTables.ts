import type { Generated } from 'kysely';

/** The two publishing channels share one family of tables. */
export type PublishingChannelId = 'eduPub' | 'digitalPub';

/** A title of 教育出版 or 数字出版 (0019). */
export interface PublicationTable {
  id: Generated<number>;
  channel: PublishingChannelId;
  /** e.g. 教材, 教辅, 电子书, 有声读物. */
  category_name: string;
  title: string;
  author: string;
  publisher: string;
  isbn: string | null;
  cover: string | null;
  summary: string;
  /** Plain text; paragraphs are separated by line breaks (never markup). */
  content: string;
  publish_time: string;
  /** 0/1: only published titles (and their sections) reach the public site. */
  published: number;
  /** The rich text body (0031): the editor's JSON document; null for the seeded plain-text items. */
  body: Generated<string | null>;
  /** When it was last published (0031); null while it never was (a draft). */
  release_time: Generated<string | null>;
  /** When 内容管理 last changed it (0031). */
  update_time: Generated<string | null>;
}

/** A resource (章节) of a digital title: a page picture in the site's image bucket and its text. */
export interface PublicationSectionTable {
  id: Generated<number>;
  publication_id: number;
  section_name: string;
  bucket_name: string;
  file_name: string;
  content: string;
  sort: number;
  create_time: string;
}

// A type alias (not an interface) so Kysely's withTables<…>() accepts it.
export type PublishingSchema = {
  publication: PublicationTable;
  publication_section: PublicationSectionTable;
};
