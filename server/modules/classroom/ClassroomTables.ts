import type { Generated, Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/Database.ts';

/*
 * The tables of 智慧课堂 (the public site's classroom), owned by this module: no other module
 * reads them (see tests/boundaries). Content is public once published; a learner's records
 * (progress, exam results) belong to that user alone.
 */

/** The five sections of /iClassroom, each a list of items. */
export const CLASSROOM_SECTIONS = ['studentTraining', 'stuTraVideo', 'teachingResources', 'teachersInteraction', 'competitionActivities'] as const;
export type ClassroomSection = (typeof CLASSROOM_SECTIONS)[number];

/** One item of a section: a training, a video, a teaching resource or a competition. */
export interface ClassroomItemTable {
  id: Generated<number>;
  section: ClassroomSection;
  title: string;
  summary: string;
  /** Plain text; paragraphs separated by blank lines. */
  content: string;
  /** 课件, 教案, 赛事 …: a label the list shows beside the title. */
  category: string;
  /** The teacher or student it is by (classroom_person), if any. */
  person_id: number | null;
  /** The poster's base name in the file store's classroom bucket: `{cover}-480.jpg` and `{cover}-960.jpg`. */
  cover: string | null;
  /** The video's stored name in the classroom bucket, if the item has one. */
  video: string | null;
  /** Seconds of the video (0 without one). */
  duration: number;
  /** 1 published; 0 never answered to the public (a draft, or withdrawn: release_time says which). */
  published: number;
  publish_time: string;
  sort: number;
  /** 内容管理's rich text (the editor's JSON document), null for the demo rows: `content` is then the text (0032). */
  body: string | null;
  /** When it was last published; with published 0, set means 已撤回 and null 草稿 (SiteContentRules). */
  release_time: string | null;
  update_time: string | null;
}

/** A teacher or student the classroom introduces (/iClassroom/userDetail). */
export interface ClassroomPersonTable {
  id: Generated<number>;
  name: string;
  /** 'teacher' or 'student'. */
  role: string;
  /** 高级讲师, 2024级 软件技术专业 …. */
  title: string;
  organisation: string;
  intro: string;
  published: number;
}

/** An online exam (/iClassroom/onlineExamDetail). */
export interface ClassroomExamTable {
  id: Generated<number>;
  title: string;
  intro: string;
  /** Suggested minutes to answer. */
  duration_minutes: number;
  pass_score: number;
  published: number;
  publish_time: string;
}

/** A question of an exam. */
export interface ClassroomExamQuestionTable {
  id: Generated<number>;
  exam_id: number;
  sort: number;
  /** 'single', 'multiple' or 'judge'. */
  kind: string;
  stem: string;
  /** JSON array of the option texts, labelled A, B, C … in order. */
  options: string;
  /** The right option letters in order, e.g. 'B' or 'ACD'. */
  answer: string;
  score: number;
}

/** A learner's latest result of an exam: one row per user and exam, replaced by a new submission. */
export interface ClassroomExamResultTable {
  user_id: number;
  exam_id: number;
  score: number;
  total: number;
  passed: number;
  submit_time: string;
}

/** How far a learner has watched a video item: one row per user and item. */
export interface ClassroomProgressTable {
  user_id: number;
  item_id: number;
  /** Furthest second watched. */
  seconds: number;
  update_time: string;
}

// A type alias (not an interface) so Kysely's withTables<…>() accepts it.
export type ClassroomSchema = {
  classroom_item: ClassroomItemTable;
  classroom_person: ClassroomPersonTable;
  classroom_exam: ClassroomExamTable;
  classroom_exam_question: ClassroomExamQuestionTable;
  classroom_exam_result: ClassroomExamResultTable;
  classroom_progress: ClassroomProgressTable;
};

export type ClassroomDb = Kysely<DatabaseSchema & ClassroomSchema>;
