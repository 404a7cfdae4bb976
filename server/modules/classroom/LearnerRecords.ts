import { sql } from 'kysely';
import { ApiError } from '../../http/ApiError.ts';
import type { Clock, Principal } from '../../contracts/host.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { Page } from './ClassroomCatalog.ts';
import type { ClassroomDb } from './ClassroomTables.ts';
import { zhCN } from './zhCN.ts';
import type { components } from '../../../contracts/generated/classroom.ts';

type ClassroomSchemas = components['schemas'];

/** contracts/openapi/classroom.yaml ExamResult. */
export type ExamResultView = ClassroomSchemas['ExamResult'];

/** contracts/openapi/classroom.yaml LearningProgress. */
export type LearningProgressView = ClassroomSchemas['LearningProgress'];

function percentOf(seconds: number, duration: number): number {
  return duration > 0 ? Math.min(100, Math.round((seconds / duration) * 100)) : 0;
}

/**
 * A signed-in learner's own records for /userCenter: latest exam results and how far each
 * video was watched. Every call acts for the caller alone; nothing names another user.
 */
export class LearnerRecords {
  constructor(
    private readonly db: ClassroomDb,
    private readonly clock: Clock,
  ) {}

  async results(user: Principal, current: number, size: number): Promise<Page<ExamResultView>> {
    const base = this.db.selectFrom('classroom_exam_result as r').innerJoin('classroom_exam as e', 'e.id', 'r.exam_id').where('r.user_id', '=', user.userId);
    const counted = await base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['r.exam_id', 'e.title', 'r.score', 'r.total', 'r.passed', 'r.submit_time'])
      .orderBy('r.submit_time', 'desc')
      .orderBy('r.exam_id', 'desc')
      .limit(size)
      .offset((current - 1) * size)
      .execute();
    return {
      records: rows.map((r) => ({ examId: r.exam_id, examTitle: r.title, score: r.score, total: r.total, passed: r.passed === 1, submitTime: r.submit_time })),
      total: Number(counted.n),
      current,
      size,
    };
  }

  async progress(user: Principal, current: number, size: number): Promise<Page<LearningProgressView>> {
    // An item unpublished since drops out of the learner's list as it does from the site.
    const base = this.db
      .selectFrom('classroom_progress as g')
      .innerJoin('classroom_item as i', 'i.id', 'g.item_id')
      .where('g.user_id', '=', user.userId)
      .where('i.published', '=', 1);
    const counted = await base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['g.item_id', 'i.section', 'i.title', 'g.seconds', 'i.duration', 'g.update_time'])
      .orderBy('g.update_time', 'desc')
      .orderBy('g.item_id', 'desc')
      .limit(size)
      .offset((current - 1) * size)
      .execute();
    return {
      records: rows.map((r) => ({
        itemId: r.item_id,
        section: r.section,
        title: r.title,
        seconds: r.seconds,
        duration: r.duration,
        percent: percentOf(r.seconds, r.duration),
        updateTime: r.update_time,
      })),
      total: Number(counted.n),
      current,
      size,
    };
  }

  /** Keeps the furthest point watched, capped at the video's length; one row per learner and item. */
  async saveProgress(user: Principal, itemId: number, seconds: number): Promise<LearningProgressView> {
    const item = await this.db.selectFrom('classroom_item').select(['id', 'section', 'title', 'video', 'duration']).where('id', '=', itemId).where('published', '=', 1).executeTakeFirst();
    if (!item) throw new ApiError(404, zhCN.itemNotFound);
    if (!item.video) throw new ApiError(400, zhCN.noVideo);
    const watched = Math.min(seconds, item.duration);
    const updateTime = DisplayTime.format(this.clock.now());
    const furthest = await this.db.transaction().execute(async (tx) => {
      const before = await tx.selectFrom('classroom_progress').select('seconds').where('user_id', '=', user.userId).where('item_id', '=', itemId).executeTakeFirst();
      const kept = Math.max(before?.seconds ?? 0, watched);
      await tx
        .insertInto('classroom_progress')
        .values({ user_id: user.userId, item_id: itemId, seconds: kept, update_time: updateTime })
        .onConflict((oc) => oc.columns(['user_id', 'item_id']).doUpdateSet({ seconds: kept, update_time: updateTime }))
        .execute();
      return kept;
    });
    return { itemId, section: item.section, title: item.title, seconds: furthest, duration: item.duration, percent: percentOf(furthest, item.duration), updateTime };
  }
}
