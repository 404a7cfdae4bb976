import type { Generated } from 'kysely';

/** 党建 categories: 动态, 知识, 法规 (the routes /partyBuild/dynamic, /knowledge, /law). */
export type PartyCategory = 'dynamic' | 'knowledge' | 'law';

/** One party-building article (0019). */
export interface PartyArticleTable {
  id: Generated<number>;
  category: PartyCategory;
  title: string;
  summary: string;
  /** Plain text; paragraphs are separated by line breaks (never markup). */
  content: string;
  cover: string | null;
  source: string;
  author: string;
  publish_time: string;
  /** 0/1: only published articles reach the public site. */
  published: number;
  /** The rich text body (0031): the editor's JSON document; null for the seeded plain-text items. */
  body: Generated<string | null>;
  /** When it was last published (0031); null while it never was (a draft). */
  release_time: Generated<string | null>;
  /** When 内容管理 last changed it (0031). */
  update_time: Generated<string | null>;
}

// A type alias (not an interface) so Kysely's withTables<…>() accepts it.
export type PartyBuildSchema = {
  party_article: PartyArticleTable;
};
