import type { ClassroomSection } from './ClassroomApi.ts';

/** The public routes of spec part 1 §2 that show each section; an item's detail is its route with `?id=`. */
export const SECTION_ROUTES: readonly { section: ClassroomSection; path: string }[] = [
  { section: 'studentTraining', path: '/iClassroom/studentTraining' },
  { section: 'stuTraVideo', path: '/iClassroom/stuTraVideo' },
  { section: 'teachingResources', path: '/iClassroom/teachingResources' },
  { section: 'teachersInteraction', path: '/iClassroom/teachersInteraction/video' },
  { section: 'competitionActivities', path: '/iClassroom/competitionActivities' },
];
