import type { Clock, UserDirectory } from '../../app/ServerContracts.ts';
import type { DatabaseDialect } from '../../db/Database.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import { DEMO_EXAMS, DEMO_ITEMS, DEMO_PEOPLE } from './ClassroomDemoContent.ts';
import type { ClassroomDb } from './ClassroomTables.ts';
import { advanceIdSequence } from '../../db/IdSequence.ts';

/** Tables whose ids the seed fixes: PostgreSQL's identity sequences must move past them. */
const NUMBERED = ['classroom_person', 'classroom_item', 'classroom_exam', 'classroom_exam_question'] as const;

/**
 * Loads 智慧课堂's demo content once (the first start finds the tables empty), so content an
 * operator removed later does not come back. 张三's centre gets a watched video and a result,
 * so /userCenter has something to show him from the first sign-in.
 */
export class ClassroomDemoSeed {
  constructor(
    private readonly db: ClassroomDb,
    private readonly dialect: DatabaseDialect,
    private readonly users: Pick<UserDirectory, 'accountByUsername'>,
    private readonly clock: Clock,
  ) {}

  async run(): Promise<number> {
    const present = await this.db.selectFrom('classroom_item').select('id').limit(1).executeTakeFirst();
    if (present) return 0;
    const zhangsan = await this.users.accountByUsername('zhangsan');
    const now = DisplayTime.format(this.clock.now());
    return this.db.transaction().execute(async (tx) => {
      await tx.insertInto('classroom_person').values(DEMO_PEOPLE.map((p) => ({ id: p.id, name: p.name, role: p.role, title: p.title, organisation: p.organisation, intro: p.intro, published: p.published }))).execute();
      await tx
        .insertInto('classroom_item')
        .values(
          DEMO_ITEMS.map((item, index) => ({
            id: item.id,
            section: item.section,
            title: item.title,
            summary: item.summary,
            content: item.content,
            category: item.category,
            person_id: item.person,
            cover: item.cover,
            video: item.video,
            duration: item.duration,
            published: item.published,
            publish_time: item.publishTime,
            sort: index,
            // As 0032 releases the rows seeded before it: a published demo item was released at its date.
            release_time: item.published === 1 ? item.publishTime : null,
          })),
        )
        .execute();
      let questionId = 0;
      for (const exam of DEMO_EXAMS) {
        await tx
          .insertInto('classroom_exam')
          .values({ id: exam.id, title: exam.title, intro: exam.intro, duration_minutes: exam.durationMinutes, pass_score: exam.passScore, published: exam.published, publish_time: exam.publishTime })
          .execute();
        await tx
          .insertInto('classroom_exam_question')
          .values(exam.questions.map((q, sort) => ({ id: ++questionId, exam_id: exam.id, sort, kind: q.kind, stem: q.stem, options: JSON.stringify(q.options), answer: q.answer, score: q.score })))
          .execute();
      }
      if (zhangsan) {
        await tx.insertInto('classroom_progress').values({ user_id: zhangsan.userId, item_id: 202, seconds: 3, update_time: now }).execute();
        await tx.insertInto('classroom_exam_result').values({ user_id: zhangsan.userId, exam_id: 2, score: 75, total: 100, passed: 1, submit_time: now }).execute();
      }
      if (this.dialect === 'postgres') {
        for (const table of NUMBERED) {
          await advanceIdSequence(tx, table);
        }
      }
      return DEMO_ITEMS.length;
    });
  }
}
