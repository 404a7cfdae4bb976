import type { ClassroomSection } from './ClassroomApi.ts';
import { SECTION_ROUTES } from './ClassroomRoutePaths.ts';
import { zhCN } from './zhCN.ts';

export interface SectionPage {
  section: ClassroomSection;
  /** The public route (spec part 1 §2); an item's detail is the same route with `?id=`. */
  path: string;
  title: string;
  /** Its items are videos: the list shows a play mark and the detail a player. */
  videos: boolean;
}

/** The five sections of /iClassroom, in the order the classroom shows them. */
export const SECTION_PAGES: readonly SectionPage[] = SECTION_ROUTES.map(({ section, path }) => ({
  section,
  path,
  title: zhCN.sections[section],
  videos: section === 'stuTraVideo' || section === 'teachersInteraction',
}));

export function sectionPage(section: ClassroomSection): SectionPage {
  return SECTION_PAGES.find((page) => page.section === section) ?? SECTION_PAGES[0];
}

export const CLASSROOM_PATHS = {
  home: '/iClassroom',
  person: (id: number) => `/iClassroom/userDetail?id=${id}`,
  exam: (id: number) => `/iClassroom/onlineExamDetail?id=${id}`,
  item: (section: ClassroomSection, id: number) => `${sectionPage(section).path}?id=${id}`,
  userCenter: '/userCenter',
  userSetting: '/userSetting',
  login: '/login',
  /** The personal centre's tabs (portal): avatar and profile, password. */
  personalCentre: '/user/info?tab=user',
  password: '/user/info?tab=passwordManager',
} as const;
