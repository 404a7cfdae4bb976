import { sql } from 'kysely';
import { ApiError } from '../../http/ApiError.ts';
import { ClassroomMediaUrls } from './ClassroomMediaUrls.ts';
import type { ClassroomDb, ClassroomSection } from './ClassroomTables.ts';
import { zhCN } from './zhCN.ts';
import type { components } from '../../../contracts/generated/classroom.ts';

type ClassroomSchemas = components['schemas'];

/** contracts/openapi/classroom.yaml ClassroomItem. */
export type ClassroomItemView = ClassroomSchemas['ClassroomItem'];

/** contracts/openapi/classroom.yaml PersonSummary. */
export type PersonSummaryView = ClassroomSchemas['PersonSummary'];

/** contracts/openapi/classroom.yaml ClassroomItemDetail. */
export type ClassroomItemDetailView = ClassroomSchemas['ClassroomItemDetail'];

/** contracts/openapi/classroom.yaml ClassroomPersonDetail. */
export type ClassroomPersonDetailView = ClassroomSchemas['ClassroomPersonDetail'];

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** A person's page lists this many of their newest items. */
const PERSON_ITEMS = 20;

/** Items joined to their person only when the person is published too. */
function joinedItems(db: ClassroomDb) {
  return db.selectFrom('classroom_item as i').leftJoin('classroom_person as p', (join) => join.onRef('p.id', '=', 'i.person_id').on('p.published', '=', 1));
}

/** Published items: all the public ever sees (a draft or a withdrawn item is as unknown as a missing id). */
function publishedItems(db: ClassroomDb) {
  return joinedItems(db).where('i.published', '=', 1);
}

/** The columns a list shows. */
function listed(query: ReturnType<typeof publishedItems>) {
  return query.select(['i.id', 'i.section', 'i.title', 'i.summary', 'i.category', 'i.publish_time as publishTime', 'i.cover', 'i.video', 'i.duration', 'p.id as personId', 'p.name as personName']);
}

/** The site search's rows: what a list shows. */
export type ClassroomItemRow = Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number];

/**
 * 智慧课堂's public reading: the published items of each section, one item, a teacher or
 * student. Nothing unpublished is ever answered: a draft is as unknown as a missing id.
 */
export class ClassroomCatalog {
  constructor(private readonly db: ClassroomDb) {}

  async items(section: ClassroomSection, current: number, size: number): Promise<Page<ClassroomItemView>> {
    const where = publishedItems(this.db).where('i.section', '=', section);
    const counted = await where.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const rows = await listed(where)
      .orderBy('i.publish_time', 'desc')
      .orderBy('i.sort')
      .orderBy('i.id', 'desc')
      .limit(size)
      .offset((current - 1) * size)
      .execute();
    return { records: rows.map((row) => this.#view(row)), total: Number(counted.n), current, size };
  }

  /** One published item; with `preview` (内容管理's 预览, the platform administrator's only) whatever its status. */
  async item(id: number, preview = false): Promise<ClassroomItemDetailView> {
    const row = await listed((preview ? joinedItems(this.db) : publishedItems(this.db)).where('i.id', '=', id))
      .select(['i.content', 'p.role as personRole', 'p.title as personTitle', 'p.organisation as personOrganisation'])
      .executeTakeFirst();
    if (!row) throw new ApiError(404, zhCN.itemNotFound);
    const person: PersonSummaryView | null =
      row.personId !== null && row.personName !== null
        ? { id: row.personId, name: row.personName, role: row.personRole === 'student' ? 'student' : 'teacher', title: row.personTitle ?? '', organisation: row.personOrganisation ?? '' }
        : null;
    return { ...this.#view(row), content: row.content, videoUrl: row.video ? ClassroomMediaUrls.file(row.video) : null, person };
  }

  async person(id: number): Promise<ClassroomPersonDetailView> {
    const person = await this.db
      .selectFrom('classroom_person')
      .select(['id', 'name', 'role', 'title', 'organisation', 'intro'])
      .where('id', '=', id)
      .where('published', '=', 1)
      .executeTakeFirst();
    if (!person) throw new ApiError(404, zhCN.personNotFound);
    const rows = await listed(publishedItems(this.db).where('i.person_id', '=', id))
      .orderBy('i.publish_time', 'desc')
      .orderBy('i.id', 'desc')
      .limit(PERSON_ITEMS)
      .execute();
    return { ...person, role: person.role === 'student' ? 'student' : 'teacher', items: rows.map((row) => this.#view(row)) };
  }

  /** Published items whose title or summary contains `pattern` (a LIKE pattern escaped with '\'), newest first: the site search. */
  async matching(pattern: string, limit: number): Promise<ClassroomItemRow[]> {
    return listed(publishedItems(this.db).where(sql<boolean>`(i.title like ${pattern} escape '\\' or i.summary like ${pattern} escape '\\')`))
      .orderBy('i.publish_time', 'desc')
      .orderBy('i.id', 'desc')
      .limit(limit)
      .execute();
  }

  #view(row: ClassroomItemRow): ClassroomItemView {
    return {
      id: row.id,
      section: row.section,
      title: row.title,
      summary: row.summary,
      category: row.category,
      publishTime: row.publishTime,
      cover: ClassroomMediaUrls.poster(row.cover),
      hasVideo: row.video !== null,
      duration: row.duration,
      personName: row.personName,
    };
  }
}
