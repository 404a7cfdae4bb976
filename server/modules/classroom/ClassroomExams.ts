import { sql } from 'kysely';
import { ApiError } from '../../http/ApiError.ts';
import type { Clock, Principal } from '../../contracts/host.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { Page } from './ClassroomCatalog.ts';
import type { ClassroomDb } from './ClassroomTables.ts';
import { ExamGrader, type ExamAnswer } from './ExamGrader.ts';
import { zhCN } from './zhCN.ts';
import type { components } from '../../../contracts/generated/classroom.ts';

type ClassroomSchemas = components['schemas'];

/** contracts/openapi/classroom.yaml ClassroomExam. */
export type ClassroomExamView = ClassroomSchemas['ClassroomExam'];

/** contracts/openapi/classroom.yaml ExamQuestion. */
export type ExamQuestionView = ClassroomSchemas['ExamQuestion'];

/** contracts/openapi/classroom.yaml ExamGrade. */
export type ExamGradeView = ClassroomSchemas['ExamGrade'];

function kindOf(kind: string): ExamQuestionView['kind'] {
  return kind === 'multiple' || kind === 'judge' ? kind : 'single';
}

/**
 * The online exams: published ones are read by anyone (without the answers); a signed-in
 * learner submits answers, the server grades them and keeps that learner's latest result.
 */
export class ClassroomExams {
  constructor(
    private readonly db: ClassroomDb,
    private readonly clock: Clock,
  ) {}

  async list(current: number, size: number): Promise<Page<ClassroomExamView>> {
    const counted = await this.db.selectFrom('classroom_exam').select(sql<number>`count(*)`.as('n')).where('published', '=', 1).executeTakeFirstOrThrow();
    const rows = await this.#summaries()
      .where('e.published', '=', 1)
      .orderBy('e.publish_time', 'desc')
      .orderBy('e.id', 'desc')
      .limit(size)
      .offset((current - 1) * size)
      .execute();
    return { records: rows.map((row) => this.#view(row)), total: Number(counted.n), current, size };
  }

  async detail(id: number): Promise<ClassroomExamView & { questions: ExamQuestionView[] }> {
    const row = await this.#summaries().where('e.published', '=', 1).where('e.id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, zhCN.examNotFound);
    const questions = await this.#questions(id);
    return {
      ...this.#view(row),
      questions: questions.map((q) => ({ id: q.id, kind: kindOf(q.kind), stem: q.stem, options: JSON.parse(q.options) as string[], score: q.score })),
    };
  }

  async submit(user: Principal, id: number, answers: readonly ExamAnswer[]): Promise<ExamGradeView> {
    const exam = await this.db.selectFrom('classroom_exam').select(['id', 'pass_score']).where('id', '=', id).where('published', '=', 1).executeTakeFirst();
    if (!exam) throw new ApiError(404, zhCN.examNotFound);
    const questions = await this.#questions(id);
    const grade = ExamGrader.grade(
      questions.map((q) => ({ id: q.id, kind: q.kind, optionCount: (JSON.parse(q.options) as string[]).length, answer: q.answer, score: q.score })),
      answers,
    );
    const passed = grade.score >= exam.pass_score;
    const submitTime = DisplayTime.format(this.clock.now());
    const row = { score: grade.score, total: grade.total, passed: passed ? 1 : 0, submit_time: submitTime };
    // One row per learner and exam: a new submission replaces the last, so nobody can grow the table.
    await this.db
      .insertInto('classroom_exam_result')
      .values({ user_id: user.userId, exam_id: id, ...row })
      .onConflict((oc) => oc.columns(['user_id', 'exam_id']).doUpdateSet(row))
      .execute();
    return { examId: id, score: grade.score, total: grade.total, passed, submitTime, questions: grade.questions };
  }

  #questions(examId: number) {
    return this.db.selectFrom('classroom_exam_question').select(['id', 'kind', 'stem', 'options', 'answer', 'score']).where('exam_id', '=', examId).orderBy('sort').orderBy('id').execute();
  }

  #summaries() {
    return this.db
      .selectFrom('classroom_exam as e')
      .select([
        'e.id',
        'e.title',
        'e.intro',
        'e.duration_minutes',
        'e.pass_score',
        'e.publish_time',
        (eb) => eb.selectFrom('classroom_exam_question as q').select(sql<number>`coalesce(sum(q.score), 0)`.as('t')).whereRef('q.exam_id', '=', 'e.id').as('total_score'),
        (eb) => eb.selectFrom('classroom_exam_question as q').select(sql<number>`count(*)`.as('c')).whereRef('q.exam_id', '=', 'e.id').as('question_count'),
      ]);
  }

  #view(row: { id: number; title: string; intro: string; duration_minutes: number; pass_score: number; publish_time: string; total_score: number | null; question_count: number | null }): ClassroomExamView {
    return {
      id: row.id,
      title: row.title,
      intro: row.intro,
      durationMinutes: row.duration_minutes,
      passScore: row.pass_score,
      totalScore: Number(row.total_score ?? 0),
      questionCount: Number(row.question_count ?? 0),
      publishTime: row.publish_time,
    };
  }
}
