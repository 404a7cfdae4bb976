import { plainTextOf, type RichTextDocument } from '../../../../contracts/richtext/RichTextDocument.ts';
import { ApiError } from '../../../http/ApiError.ts';
import type { AuditTrail } from '../../../contracts/audit.ts';
import { PlatformAdministrator } from '../../../http/PlatformAdministrator.ts';
import type { Principal } from '../../../contracts/host.ts';
import type {
  SiteContentActor,
  SiteContentChannel,
  SiteContentEdit,
  SiteContentItemView,
  SiteContentPageView,
  SiteContentQuery,
  SiteContentPreview,
} from '../../../contracts/website.ts';
import { SiteContentRules } from '../../../contracts/SiteContentRules.ts';
import type { Db } from '../../../db/Database.ts';
import { DisplayTime } from '../../../db/DisplayTime.ts';
import type { ClassroomCatalog } from '../ClassroomCatalog.ts';
import { ClassroomMediaUrls } from '../ClassroomMediaUrls.ts';
import { ClassroomPaths } from '../ClassroomPaths.ts';
import { CLASSROOM_SECTIONS, type ClassroomDb, type ClassroomItemTable, type ClassroomSchema, type ClassroomSection } from '../ClassroomTables.ts';
import { zhCN } from '../zhCN.ts';
import type { ClassroomUploads } from './ClassroomUploads.ts';

type Row = Omit<ClassroomItemTable, 'id'> & { id: number };

/** The section names 内容管理's list shows in its 分类 column (the site's own words). */
const SECTION_NAMES: Readonly<Record<ClassroomSection, string>> = {
  studentTraining: '学生培训',
  stuTraVideo: '培训视频',
  teachingResources: '教学资源',
  teachersInteraction: '师生互动视频',
  competitionActivities: '竞赛活动',
};

/** Column lengths (ClassroomMigration). */
const LENGTHS = { summary: 300, category: 20 } as const;
const PAGE_MAX = 100;

/** The public page's text: the body's blocks as paragraphs separated by a blank line (as the demo content is). */
function paragraphsOf(body: RichTextDocument | null): string {
  return (body?.content ?? []).map((block) => plainTextOf(block).trim()).filter(Boolean).join('\n\n');
}

/** A demo row has only text: its paragraphs as a document, so editing it starts from what the site shows. */
function documentOf(row: Row): RichTextDocument | null {
  if (row.body) {
    try {
      return JSON.parse(row.body) as RichTextDocument;
    } catch {
      return null;
    }
  }
  const paragraphs = row.content.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  if (!paragraphs.length) return null;
  return { type: 'doc', content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })) };
}

/**
 * 管理后台 › 内容管理's 智慧课堂 channel (issue 13), contributed to SiteContentChannels: the
 * classroom module edits its own classroom_item rows under the shared rules (SiteContentRules),
 * with the section, the video and the poster it stores in its file bucket. Only the platform
 * administrator; each change and its audit entry are one transaction; the public routes read
 * `published`, so a change shows at once.
 */
export class ClassroomContentChannel implements SiteContentChannel {
  readonly id = 'iClassroom' as const;
  readonly #named = { id: this.id, name: zhCN.channelName };

  readonly #db: ClassroomDb;

  constructor(
    private readonly database: Db,
    private readonly catalog: ClassroomCatalog,
    private readonly uploads: ClassroomUploads,
    private readonly audit: AuditTrail,
    private readonly now: () => number,
  ) {
    this.#db = database.withTables<ClassroomSchema>();
  }

  async page(user: Principal, query: SiteContentQuery): Promise<SiteContentPageView> {
    PlatformAdministrator.require(user);
    const size = Math.min(Math.max(query.size ?? 10, 1), PAGE_MAX);
    const current = Math.max(query.current ?? 1, 1);
    let rows = this.#db.selectFrom('classroom_item');
    const keyword = query.keyword?.trim();
    if (keyword) rows = rows.where('title', 'like', `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (query.status === 'published') rows = rows.where('published', '=', 1);
    if (query.status === 'withdrawn') rows = rows.where('published', '=', 0).where('release_time', 'is not', null);
    if (query.status === 'draft') rows = rows.where('published', '=', 0).where('release_time', 'is', null);
    if (query.category && (CLASSROOM_SECTIONS as readonly string[]).includes(query.category)) rows = rows.where('section', '=', query.category as ClassroomSection);
    const { total } = await rows.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const found = await rows
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size)
      .offset((current - 1) * size)
      .execute();
    const records = found.map((row) => {
      const item = this.#itemOf(row);
      return { id: item.id, title: item.title, status: item.status, categoryName: SECTION_NAMES[row.section], date: item.date, releaseTime: item.releaseTime, updateTime: item.updateTime, recommend: false, coverUrl: item.coverUrl };
    });
    return { records, total: Number(total), current, size };
  }

  async get(user: Principal, id: number): Promise<SiteContentItemView> {
    PlatformAdministrator.require(user);
    return this.#itemOf(await this.#find(this.#db, id));
  }

  /** A new item is a draft: nothing shows on the site until it is published. */
  async create(actor: SiteContentActor, edit: SiteContentEdit): Promise<SiteContentItemView> {
    PlatformAdministrator.require(actor.principal);
    const columns = await this.#columnsOf(edit, null);
    return this.database.transaction().execute(async (trx) => {
      const tx = trx.withTables<ClassroomSchema>();
      const { id } = await tx
        .insertInto('classroom_item')
        .values({ ...columns, person_id: null, published: 0, release_time: null, sort: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const item = this.#itemOf(await this.#find(tx, Number(id)));
      await this.audit.record(trx, actor, SiteContentRules.entry('create', this.#named, item.id, item.title, { title: { to: item.title }, status: { to: SiteContentRules.statusName('draft') } }));
      return item;
    });
  }

  /** Every field sent again; a published item changes on the site at once. */
  async update(actor: SiteContentActor, id: number, edit: SiteContentEdit): Promise<SiteContentItemView> {
    PlatformAdministrator.require(actor.principal);
    const current = await this.#find(this.#db, id);
    const columns = await this.#columnsOf(edit, current);
    return this.database.transaction().execute(async (trx) => {
      const tx = trx.withTables<ClassroomSchema>();
      const before = this.#itemOf(await this.#find(tx, id));
      await tx.updateTable('classroom_item').set(columns).where('id', '=', id).execute();
      const after = this.#itemOf(await this.#find(tx, id));
      await this.audit.record(trx, actor, SiteContentRules.entry('update', this.#named, id, after.title, this.#changes(before, after)));
      return after;
    });
  }

  publish(actor: SiteContentActor, id: number): Promise<SiteContentItemView> {
    return this.#setPublished(actor, id, true);
  }

  withdraw(actor: SiteContentActor, id: number): Promise<SiteContentItemView> {
    return this.#setPublished(actor, id, false);
  }

  /** The row goes; its video and poster stay in the store (a demo row's are shared with the demo media). */
  async remove(actor: SiteContentActor, id: number): Promise<null> {
    PlatformAdministrator.require(actor.principal);
    return this.database.transaction().execute(async (trx) => {
      const tx = trx.withTables<ClassroomSchema>();
      const before = this.#itemOf(await this.#find(tx, id));
      await tx.deleteFrom('classroom_item').where('id', '=', id).execute();
      await this.audit.record(trx, actor, SiteContentRules.entry('delete', this.#named, id, before.title, { title: { from: before.title }, status: { from: SiteContentRules.statusName(before.status) } }));
      return null;
    });
  }

  async preview(user: Principal, id: number): Promise<SiteContentPreview> {
    PlatformAdministrator.require(user);
    return this.catalog.item(id, true);
  }

  async #setPublished(actor: SiteContentActor, id: number, publish: boolean): Promise<SiteContentItemView> {
    PlatformAdministrator.require(actor.principal);
    return this.database.transaction().execute(async (trx) => {
      const tx = trx.withTables<ClassroomSchema>();
      const before = this.#itemOf(await this.#find(tx, id));
      SiteContentRules.requireTransition(before.status, publish);
      const now = DisplayTime.format(this.now());
      // A demo row published before 0032 has its release time from the migration; withdrawn keeps it, so it reads 已撤回.
      const set = publish ? { published: 1, release_time: now, update_time: now } : { published: 0, update_time: now, release_time: before.releaseTime ?? before.date };
      await tx.updateTable('classroom_item').set(set).where('id', '=', id).execute();
      const after = this.#itemOf(await this.#find(tx, id));
      await this.audit.record(
        trx,
        actor,
        SiteContentRules.entry(publish ? 'publish' : 'withdraw', this.#named, id, after.title, {
          status: { from: SiteContentRules.statusName(before.status), to: SiteContentRules.statusName(after.status) },
        }),
      );
      return after;
    });
  }

  async #find(db: ClassroomDb, id: number): Promise<Row> {
    const row = await db.selectFrom('classroom_item').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw SiteContentRules.notFound();
    return row;
  }

  /** The checked edit as the item's columns (the server's rules; the form checks the same). */
  async #columnsOf(edit: SiteContentEdit, current: Row | null) {
    const title = SiteContentRules.title(edit.title);
    const section = edit.section;
    if (!section || !(CLASSROOM_SECTIONS as readonly string[]).includes(section)) throw new ApiError(400, zhCN.admin.sectionRequired);
    const summary = (edit.summary ?? '').trim();
    const category = (edit.category ?? '').trim();
    for (const [field, value] of [['summary', summary], ['category', category]] as const) {
      if ([...value].length > LENGTHS[field]) throw new ApiError(400, zhCN.admin.tooLong(zhCN.admin.fields[field], LENGTHS[field]));
    }
    const body = SiteContentRules.body(edit.body);
    const cover = await this.uploads.coverOf(edit.coverUrl, current?.cover ?? null);
    const video = await this.uploads.videoOf(edit.videoUrl);
    return {
      section,
      title,
      summary,
      category,
      content: paragraphsOf(body),
      body: body ? JSON.stringify(body) : null,
      cover,
      video,
      duration: video ? Math.min(Math.max(Math.round(edit.duration ?? 0), 0), 86400) : 0,
      publish_time: this.#date(edit.date),
      update_time: DisplayTime.format(this.now()),
    };
  }

  #date(sent: string | null | undefined): string {
    const text = (sent ?? '').trim();
    if (!text) return DisplayTime.format(this.now());
    if (!DisplayTime.PATTERN.test(text) || Number.isNaN(DisplayTime.parse(text))) throw new ApiError(400, zhCN.admin.badTime);
    return text;
  }

  #itemOf(row: Row): SiteContentItemView {
    return {
      id: row.id,
      channel: this.id,
      status: SiteContentRules.statusOf(row.published, row.release_time),
      title: row.title,
      summary: row.summary,
      author: null,
      source: null,
      publisher: null,
      isbn: null,
      price: null,
      category: row.category,
      date: row.publish_time,
      coverUrl: ClassroomMediaUrls.poster(row.cover)?.src ?? null,
      body: documentOf(row) as SiteContentItemView['body'],
      recommend: false,
      releaseTime: row.release_time,
      updateTime: row.update_time,
      publicPath: ClassroomPaths.item(row.section, row.id),
      section: row.section,
      videoUrl: row.video ? ClassroomMediaUrls.file(row.video) : null,
      duration: row.duration,
    };
  }

  /** What an edit changed, field by field (the body by its length: the log is for people). */
  #changes(before: SiteContentItemView, after: SiteContentItemView): Record<string, { from?: unknown; to?: unknown }> {
    const changes: Record<string, { from?: unknown; to?: unknown }> = {};
    for (const key of ['title', 'section', 'summary', 'category', 'date', 'coverUrl', 'videoUrl', 'duration'] as const) {
      if (before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] };
    }
    const body = SiteContentRules.bodyChange(before.body as RichTextDocument | null, after.body as RichTextDocument | null);
    if (body) changes.body = body;
    return changes;
  }
}
