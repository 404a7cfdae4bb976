import type { RouteContribution } from '../../../contracts/workbench/Routes.ts';
import { classroomTitles } from './classroomTitles.ts';
import { SECTION_ROUTES } from './ClassroomRoutePaths.ts';

/** A public page of the classroom, loaded only when visited (the first load of / stays small). */
function publicPage(path: string, title: string, load: RouteContribution['load'], serverRendered = true): RouteContribution {
  return { path, plugin: 'public-site', layout: 'public', auth: false, title, load, serverRendered };
}

/** 智慧课堂's routes (spec part 1 §2), /userCenter and /userSetting: all public, each page says what a visitor signed out sees. */
export const classroomRoutes: readonly RouteContribution[] = [
  publicPage('/iClassroom', classroomTitles.classroom, async () => ({ default: (await import('./ClassroomHome.tsx')).ClassroomHome })),
  // One page for the five sections: it reads which from its path.
  ...SECTION_ROUTES.map(({ section, path }) =>
    publicPage(path, classroomTitles.sections[section], async () => ({ default: (await import('./SectionPage.tsx')).SectionPage })),
  ),
  publicPage('/iClassroom/userDetail', classroomTitles.person, async () => ({ default: (await import('./PersonPage.tsx')).PersonPage })),
  publicPage('/iClassroom/onlineExamDetail', classroomTitles.exam, async () => ({ default: (await import('./ExamPage.tsx')).ExamPage }), false),
  publicPage('/userCenter', classroomTitles.userCenter, async () => ({ default: (await import('./UserCenterPage.tsx')).UserCenterPage }), false),
  publicPage('/userSetting', classroomTitles.userSetting, async () => ({ default: (await import('./UserSettingPage.tsx')).UserSettingPage }), false),
];
