import type { ClassroomSection } from './ClassroomTables.ts';

/** The public pages (spec part 1 §2) that show each section; an item's detail is its section's page with `?id=`. */
const SECTION_PAGES: Readonly<Record<ClassroomSection, string>> = Object.freeze({
  studentTraining: '/iClassroom/studentTraining',
  stuTraVideo: '/iClassroom/stuTraVideo',
  teachingResources: '/iClassroom/teachingResources',
  teachersInteraction: '/iClassroom/teachersInteraction/video',
  competitionActivities: '/iClassroom/competitionActivities',
});

export class ClassroomPaths {
  static item(section: ClassroomSection, id: number): string {
    return `${SECTION_PAGES[section]}?id=${id}`;
  }
}
