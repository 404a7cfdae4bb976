import type { components } from '../../../contracts/generated/classroom.ts';

type Schemas = components['schemas'];

/** The contract's largest page. */
export const MAX_PAGE_SIZE = 50;

// The calls go through the typed client (contracts/workbench/ApiClient.ts) with classroom.yaml's
// paths; these are the contract's shapes (contracts/generated) that the pages name.
export type ClassroomSection = Schemas['ClassroomItem']['section'];
export type ClassroomItem = Schemas['ClassroomItem'];
export type ClassroomItemDetail = Schemas['ClassroomItemDetail'];
export type ExamGrade = Schemas['ExamGrade'];
export type ExamResult = Schemas['ExamResult'];
export type LearningProgress = Schemas['LearningProgress'];
export type ResponsiveImage = Schemas['ResponsiveImage'];
