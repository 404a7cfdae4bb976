import type { components } from '../../../contracts/generated/classroom.ts';
import type { components as AdminComponents } from '../../../contracts/generated/admin.ts';

type Schemas = components['schemas'];

/** 智慧课堂's calls (contracts/openapi/classroom.yaml) and the personal info /userSetting edits (admin.yaml). */
export const ClassroomApi = {
  items: '/website/classroom/items',
  item: (id: number) => `/website/classroom/items/${id}`,
  /** 内容管理's 预览 (`&preview=1`): any status, for the platform administrator only. */
  preview: (id: number) => `/admin/website/content/iClassroom/${id}/preview`,
  person: (id: number) => `/website/classroom/people/${id}`,
  exams: '/website/classroom/exams',
  exam: (id: number) => `/website/classroom/exams/${id}`,
  submission: (id: number) => `/website/classroom/exams/${id}/submission`,
  myResults: '/website/classroom/my/results',
  myProgress: '/website/classroom/my/progress',
  personalInfo: '/admin/user/personalInfo',
  editPersonalInfo: '/admin/user/editPersonalInfo',
  userInfo: '/admin/user/info',
} as const;

/** The contract's largest page. */
export const MAX_PAGE_SIZE = 50;

// Shapes come from the contracts (contracts/generated), never written twice.
export type ClassroomSection = Schemas['ClassroomItem']['section'];
export type ClassroomItem = Schemas['ClassroomItem'];
export type ClassroomItemDetail = Schemas['ClassroomItemDetail'];
export type ClassroomPersonDetail = Schemas['ClassroomPersonDetail'];
export type ClassroomExam = Schemas['ClassroomExam'];
export type ClassroomExamDetail = Schemas['ClassroomExamDetail'];
export type ExamGrade = Schemas['ExamGrade'];
export type ExamResult = Schemas['ExamResult'];
export type LearningProgress = Schemas['LearningProgress'];
export type ResponsiveImage = Schemas['ResponsiveImage'];
export type PersonalInfo = AdminComponents['schemas']['PersonalInfo'];

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}
