import type { Insertable } from 'kysely';
import type { DemoRowSet } from '../../contracts/host.ts';
import type { MenuTable } from './MenuTables.ts';

function menu(id: number, parentId: number, name: string, label: string, path: string, icon: string | null, sort: number, extra: Partial<Insertable<MenuTable>> = {}): Insertable<MenuTable> {
  return { id, parent_id: parentId, name, label, path, icon, sort, keep_alive: 0, if_show: '0', permission: null, link_type: '0', menu_type: 'front', ...extra };
}

/** The workbench's top menu (front) and the public site's navigation (portal). */
export const demoMenus: Insertable<MenuTable>[] = [
  menu(1, 0, 'home', '首页', '/homepage/index', 'HomeOutlined', 1, { keep_alive: 1 }),
  menu(2, 0, 'workbench', '工作台', '/workbench/index', 'AppstoreOutlined', 2),
  menu(3, 0, 'process', '流程中心', '/process/todo', 'ApartmentOutlined', 3),
  menu(4, 3, 'processTodo', '我的待办', '/process/todo', null, 1),
  menu(5, 3, 'processDone', '我的已办', '/process/done', null, 2),
  menu(6, 3, 'processMy', '我发起的', '/process/my', null, 3),
  menu(7, 3, 'processCreate', '发起流程', '/process/create', null, 5),
  // Issue 11: an existing database gets the row from the seed too (it inserts missing ids).
  menu(12, 3, 'processCopied', '抄送我的', '/process/copied', null, 4),
  menu(8, 0, 'addressbook', '通讯录', '/addressbook/list', 'TeamOutlined', 4),
  menu(9, 0, 'noticeCenter', '消息中心', '/noticeCenter/index', 'BellOutlined', 5),
  menu(10, 0, 'schedule', '日程管理', '/scheduleManagement/index', 'CalendarOutlined', 6),
  // The personal disk of server/modules/disk; an outside disk is a link_type '1' item with its address (part 1 §2).
  menu(11, 0, 'eipdisk', '网盘', '/microdisk/index', 'CloudOutlined', 7),
  menu(101, 0, 'portalHome', '首页', '/', null, 1, { menu_type: 'portal' }),
  menu(102, 0, 'partyBuild', '党建园地', '/partyBuild', null, 2, { menu_type: 'portal' }),
  menu(103, 102, 'partyBuildDynamic', '党建动态', '/partyBuild/dynamic', null, 1, { menu_type: 'portal' }),
  menu(104, 102, 'partyBuildKnowledge', '党建知识', '/partyBuild/knowledge', null, 2, { menu_type: 'portal' }),
  menu(105, 102, 'partyBuildLaw', '党规党法', '/partyBuild/law', null, 3, { menu_type: 'portal' }),
  menu(106, 0, 'iClassroom', '智慧课堂', '/iClassroom', null, 3, { menu_type: 'portal' }),
  menu(107, 106, 'studentTraining', '学生培训', '/iClassroom/studentTraining', null, 1, { menu_type: 'portal' }),
  menu(108, 106, 'teachingResources', '教学资源', '/iClassroom/teachingResources', null, 2, { menu_type: 'portal' }),
  menu(109, 106, 'competitionActivities', '竞赛活动', '/iClassroom/competitionActivities', null, 3, { menu_type: 'portal' }),
  // Issue 12: 智慧课堂's two video sections in the public navigation as well (the seed inserts missing ids).
  menu(115, 106, 'stuTraVideo', '培训视频', '/iClassroom/stuTraVideo', null, 4, { menu_type: 'portal' }),
  menu(116, 106, 'teachersInteractionVideo', '师生互动视频', '/iClassroom/teachersInteraction/video', null, 5, { menu_type: 'portal' }),
  menu(110, 0, 'news', '新闻资讯', '/news', null, 4, { menu_type: 'portal' }),
  menu(111, 0, 'elaborateBook', '精品图书', '/elaborateBook', null, 5, { menu_type: 'portal' }),
  menu(112, 0, 'eduPub', '教育出版', '/eduPub', null, 6, { menu_type: 'portal' }),
  menu(113, 0, 'digitalPub', '数字出版', '/digitalPub', null, 7, { menu_type: 'portal' }),
  menu(114, 0, 'aboutUs', '关于我们', '/aboutUs', null, 8, { menu_type: 'portal' }),
];

/** Every install's: the workbench's and the public site's navigation, which the pages expect; written once, then the administrators'. */
export const menuDemoRows: DemoRowSet = { table: 'menu', rows: demoMenus, numbered: true, essential: true };
