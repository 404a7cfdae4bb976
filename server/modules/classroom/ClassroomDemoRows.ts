import type { DemoRowSet, DemoSeeding } from '../../contracts/host.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import { DEMO_EXAMS, DEMO_ITEMS, DEMO_PEOPLE } from './ClassroomDemoContent.ts';

/** 张三 of the demo organisation (server/modules/org/OrgDemoRows.ts). */
const ZHANGSAN = 2;

const questions = (() => {
  let id = 0;
  return DEMO_EXAMS.flatMap((exam) =>
    exam.questions.map((q, sort) => ({ id: ++id, exam_id: exam.id, sort, kind: q.kind, stem: q.stem, options: JSON.stringify(q.options), answer: q.answer, score: q.score })),
  );
})();

/**
 * 智慧课堂's demo content, written once like the rest of the demo (content an operator removed does
 * not come back). 张三's centre gets a watched video and a result, so /userCenter has something to
 * show him from the first sign-in.
 */
export const classroomDemoRows: DemoRowSet[] = [
  {
    table: 'classroom_person',
    rows: DEMO_PEOPLE.map((p) => ({ id: p.id, name: p.name, role: p.role, title: p.title, organisation: p.organisation, intro: p.intro, published: p.published })),
    numbered: true,
  },
  {
    table: 'classroom_item',
    after: ['classroom_person'],
    rows: DEMO_ITEMS.map((item, index) => ({
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
    numbered: true,
  },
  {
    table: 'classroom_exam',
    rows: DEMO_EXAMS.map((exam) => ({ id: exam.id, title: exam.title, intro: exam.intro, duration_minutes: exam.durationMinutes, pass_score: exam.passScore, published: exam.published, publish_time: exam.publishTime })),
    numbered: true,
  },
  { table: 'classroom_exam_question', after: ['classroom_exam'], rows: questions, numbered: true },
  {
    table: 'classroom_progress',
    after: ['sys_user', 'classroom_item'],
    key: ['user_id', 'item_id'],
    rows: async (seeding: DemoSeeding) => [{ user_id: ZHANGSAN, item_id: 202, seconds: 3, update_time: DisplayTime.format(seeding.now) }],
  },
  {
    table: 'classroom_exam_result',
    after: ['sys_user', 'classroom_exam'],
    key: ['user_id', 'exam_id'],
    rows: async (seeding: DemoSeeding) => [{ user_id: ZHANGSAN, exam_id: 2, score: 75, total: 100, passed: 1, submit_time: DisplayTime.format(seeding.now) }],
  },
];
