import type { Kysely } from 'kysely';
import type { components } from '../../../../contracts/generated/website.ts';
import { plainTextOf } from '../../../../contracts/richtext/RichTextDocument.ts';
import type { AuditActor, AuditTrail } from '../../../contracts/audit.ts';
import { PlatformAdministrator } from '../../../http/PlatformAdministrator.ts';
import { SiteContentRules } from '../../../contracts/SiteContentRules.ts';
import type { Principal } from '../../../contracts/host.ts';
import { DisplayTime } from '../../../db/DisplayTime.ts';
import type { Db } from '../../../db/Database.ts';
import { pageWindow, type ContentPage, type PageQuery } from '../ContentPage.ts';
import { richBodyOf } from '../RichBody.ts';
import { containsKeyword } from '../search/LikePattern.ts';
import { SiteChannels, type SiteChannel, type SiteChannelId, type SiteChannelTableName } from './SiteChannels.ts';
import type { SiteContentEdit, SiteContentEditCheck, SiteContentFields } from './SiteContentEditCheck.ts';

type Schemas = components['schemas'];
export type SiteContentStatus = Schemas['SiteContentStatus'];
/** The answers are the contract's own types (contracts/openapi/website.yaml, tag siteContent). */
export type SiteContentSummaryView = Schemas['SiteContentSummary'];
export type SiteContentItemView = Schemas['SiteContentItem'];

type Cell = string | number | null;
type Row = Record<string, Cell>;
/** The four channel tables seen alike: the catalogue (SiteChannels) names each channel's columns. */
type ChannelDb = Kysely<Record<SiteChannelTableName, Row>>;
type Actor = AuditActor & { principal: Principal };

const text = (value: Cell | undefined): string | null => (value === null || value === undefined ? null : String(value));

/** A channel's date (yyyy-MM-dd, or already a time) as a display time. */
function timeOfDate(date: string): string {
  return date.length === 10 ? `${date} 00:00:00` : date;
}

/** The status an item's columns say: published now, published once (withdrawn), or never (a draft). */
export function statusOf(row: Row): SiteContentStatus {
  return SiteContentRules.statusOf(row.published, row.release_time);
}

/**
 * 管理后台 › 内容管理 (issue 13): list, create, edit, publish, withdraw and delete the site's items,
 * one implementation for every channel of the catalogue. The site belongs to the platform, not to
 * a company, so only the platform administrator (role 3) manages it. Each change and its audit
 * entry are one transaction; the public routes read `published`, so a change shows at once.
 */
export class SiteContentAdmin {
  readonly #db: ChannelDb;

  constructor(
    private readonly database: Db,
    private readonly check: SiteContentEditCheck,
    private readonly audit: AuditTrail,
    private readonly now: () => number,
  ) {
    this.#db = database as unknown as ChannelDb;
  }

  async page(user: Principal, channelId: SiteChannelId, query: PageQuery & { keyword?: string; status?: SiteContentStatus; category?: string }): Promise<ContentPage<SiteContentSummaryView>> {
    PlatformAdministrator.require(user);
    const channel = SiteChannels.of(channelId);
    const { current, size, offset } = pageWindow(query);
    let rows = this.#rows(this.#db, channel);
    const keyword = query.keyword?.trim();
    if (keyword) rows = rows.where(containsKeyword(channel.titleColumn, keyword));
    if (query.status === 'published') rows = rows.where('published', '=', 1);
    if (query.status === 'withdrawn') rows = rows.where('published', '=', 0).where('release_time', 'is not', null);
    if (query.status === 'draft') rows = rows.where('published', '=', 0).where('release_time', 'is', null);
    if (query.category && channel.categoryColumn) rows = rows.where(channel.categoryColumn, '=', query.category);
    const { total } = await rows.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    // The latest dated first, as the site lists them (issue 26: by id, an old item added late came first).
    const found = await rows.selectAll().orderBy(channel.dateColumn, 'desc').orderBy('id', 'desc').limit(size).offset(offset).execute();
    const records = found.map((row) => {
      const item = this.#itemOf(channel, row);
      return {
        id: item.id,
        title: item.title,
        status: item.status,
        categoryName: item.category === null ? null : (channel.categories?.[item.category] ?? item.category),
        date: item.date,
        releaseTime: item.releaseTime,
        updateTime: item.updateTime,
        recommend: item.recommend,
        coverUrl: item.coverUrl,
      };
    });
    return { records, total: Number(total), current, size };
  }

  async get(user: Principal, channelId: SiteChannelId, id: number): Promise<SiteContentItemView> {
    PlatformAdministrator.require(user);
    const channel = SiteChannels.of(channelId);
    return this.#itemOf(channel, await this.#find(this.#db, channel, id));
  }

  /** A new item is a draft: nothing shows on the site until it is published. */
  async create(actor: Actor, channelId: SiteChannelId, edit: SiteContentEdit): Promise<SiteContentItemView> {
    PlatformAdministrator.require(actor.principal);
    const channel = SiteChannels.of(channelId);
    const fields = await this.check.check(channel, edit);
    return this.database.transaction().execute(async (tx) => {
      const db = tx as unknown as ChannelDb;
      const values: Row = { ...this.#columnsOf(channel, fields), published: 0, release_time: null, update_time: this.#now() };
      if (channel.scope) values[channel.scope.column] = channel.scope.value;
      const { id } = await db.insertInto(channel.table).values(values).returning('id').executeTakeFirstOrThrow();
      const item = this.#itemOf(channel, await this.#find(db, channel, Number(id)));
      await this.audit.record(tx, actor, SiteContentRules.entry('create', channel, item.id, item.title, { title: { to: item.title }, status: { to: SiteContentRules.statusName('draft') } }));
      return item;
    });
  }

  /** Every field sent again; a published item changes on the site at once. */
  async update(actor: Actor, channelId: SiteChannelId, id: number, edit: SiteContentEdit): Promise<SiteContentItemView> {
    PlatformAdministrator.require(actor.principal);
    const channel = SiteChannels.of(channelId);
    const fields = await this.check.check(channel, edit);
    return this.database.transaction().execute(async (tx) => {
      const db = tx as unknown as ChannelDb;
      const before = this.#itemOf(channel, await this.#find(db, channel, id));
      await this.#scoped(db.updateTable(channel.table), channel)
        .set({ ...this.#columnsOf(channel, fields), update_time: this.#now() })
        .where('id', '=', id)
        .execute();
      const after = this.#itemOf(channel, await this.#find(db, channel, id));
      await this.audit.record(tx, actor, SiteContentRules.entry('update', channel, id, after.title, this.#changes(before, after)));
      return after;
    });
  }

  async publish(actor: Actor, channelId: SiteChannelId, id: number): Promise<SiteContentItemView> {
    return this.#setPublished(actor, channelId, id, true);
  }

  async withdraw(actor: Actor, channelId: SiteChannelId, id: number): Promise<SiteContentItemView> {
    return this.#setPublished(actor, channelId, id, false);
  }

  async remove(actor: Actor, channelId: SiteChannelId, id: number): Promise<null> {
    PlatformAdministrator.require(actor.principal);
    const channel = SiteChannels.of(channelId);
    return this.database.transaction().execute(async (tx) => {
      const db = tx as unknown as ChannelDb;
      const before = this.#itemOf(channel, await this.#find(db, channel, id));
      await this.#scoped(db.deleteFrom(channel.table), channel).where('id', '=', id).execute();
      await this.audit.record(tx, actor, SiteContentRules.entry('delete', channel, id, before.title, { title: { from: before.title }, status: { from: SiteContentRules.statusName(before.status) } }));
      return null;
    });
  }

  /** 预览: that the caller may see the item whatever its status (the channel's detail then renders it). */
  async requirePreview(user: Principal, channelId: SiteChannelId, id: number): Promise<void> {
    PlatformAdministrator.require(user);
    await this.#find(this.#db, SiteChannels.of(channelId), id);
  }

  async #setPublished(actor: Actor, channelId: SiteChannelId, id: number, publish: boolean): Promise<SiteContentItemView> {
    PlatformAdministrator.require(actor.principal);
    const channel = SiteChannels.of(channelId);
    return this.database.transaction().execute(async (tx) => {
      const db = tx as unknown as ChannelDb;
      const before = this.#itemOf(channel, await this.#find(db, channel, id));
      SiteContentRules.requireTransition(before.status, publish);
      const now = this.#now();
      const set: Row = publish ? { published: 1, release_time: now, update_time: now } : { published: 0, update_time: now };
      // A seeded row published before 0031 has no stored release time (its date stands for it): withdrawn, it must still read 已撤回.
      if (!publish) set.release_time = before.releaseTime ?? timeOfDate(before.date);
      await this.#scoped(db.updateTable(channel.table), channel).set(set).where('id', '=', id).execute();
      const after = this.#itemOf(channel, await this.#find(db, channel, id));
      await this.audit.record(
        tx,
        actor,
        SiteContentRules.entry(publish ? 'publish' : 'withdraw', channel, id, after.title, {
          status: { from: SiteContentRules.statusName(before.status), to: SiteContentRules.statusName(after.status) },
        }),
      );
      return after;
    });
  }

  #now(): string {
    return DisplayTime.format(this.now());
  }

  #rows(db: ChannelDb, channel: SiteChannel) {
    const rows = db.selectFrom(channel.table);
    return channel.scope ? rows.where(channel.scope.column, '=', channel.scope.value) : rows;
  }

  // Kysely's update and delete builders share `where`; typed by what is passed in.
  #scoped<Q extends { where(column: string, op: '=', value: Cell): Q }>(query: Q, channel: SiteChannel): Q {
    return channel.scope ? query.where(channel.scope.column, '=', channel.scope.value) : query;
  }

  async #find(db: ChannelDb, channel: SiteChannel, id: number): Promise<Row> {
    const row = await this.#rows(db, channel).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw SiteContentRules.notFound();
    return row;
  }

  /** The checked fields as the channel's columns. */
  #columnsOf(channel: SiteChannel, fields: SiteContentFields): Row {
    const plain = plainTextOf(fields.body);
    const row: Row = {
      [channel.titleColumn]: fields.title,
      [channel.dateColumn]: fields.date,
      cover: fields.cover,
      body: fields.body ? JSON.stringify(fields.body) : null,
      // The plain text the public page falls back to and the site search reads.
      [channel.textColumn]: channel.textColumn === 'introduction' ? plain || null : plain,
    };
    for (const field of channel.fields) {
      if (field === 'recommend') row.recommend = fields.recommend ? 1 : 0;
      else if (field === 'category') row[channel.categoryColumn!] = fields.texts.category ?? '';
      // ISBN is optional where the column allows it (publications), '' in the books table.
      else if (field === 'isbn' && channel.table === 'publication') row.isbn = fields.texts.isbn || null;
      else row[field] = fields.texts[field] ?? '';
    }
    return row;
  }

  #itemOf(channel: SiteChannel, row: Row): SiteContentItemView {
    const has = (field: Parameters<SiteChannel['fields']['includes']>[0]) => channel.fields.includes(field);
    return {
      id: Number(row.id),
      channel: channel.id,
      status: statusOf(row),
      title: String(row[channel.titleColumn]),
      summary: text(row.summary),
      author: has('author') ? text(row.author) : null,
      source: has('source') ? text(row.source) : null,
      publisher: has('publisher') ? text(row.publisher) : null,
      isbn: has('isbn') ? text(row.isbn) : null,
      price: has('price') ? text(row.price) : null,
      category: channel.categoryColumn ? text(row[channel.categoryColumn]) : null,
      date: String(row[channel.dateColumn]),
      coverUrl: text(row.cover),
      body: richBodyOf(text(row.body)),
      recommend: has('recommend') && Number(row.recommend) === 1,
      // A row published before 0031 (the demo's) was released on its date: never 发布时间 "—" for a published item.
      releaseTime: text(row.release_time) ?? (Number(row.published) === 1 ? timeOfDate(String(row[channel.dateColumn])) : null),
      updateTime: text(row.update_time),
      publicPath: channel.publicPath(Number(row.id)),
    };
  }

  /** What an edit changed, field by field (the body by its length: the log is for people). */
  #changes(before: SiteContentItemView, after: SiteContentItemView): Record<string, { from?: unknown; to?: unknown }> {
    const changes: Record<string, { from?: unknown; to?: unknown }> = {};
    const keys = ['title', 'summary', 'author', 'source', 'publisher', 'isbn', 'price', 'category', 'date', 'coverUrl', 'recommend'] as const;
    for (const key of keys) if (before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] };
    const body = SiteContentRules.bodyChange(before.body, after.body);
    if (body) changes.body = body;
    return changes;
  }
}
