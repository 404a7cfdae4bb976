import type { Insertable } from 'kysely';
import type { DemoRowSet } from '../../contracts/host.ts';
import type { AppInstanceTable, AppMenuTable, AppSubmoduleTable } from './ApplicationTables.ts';

const SEED_TIME = '2026-01-05 09:00:00';
// The demo companies of server/modules/org/OrgDemoRows.ts (融合科技有限公司, 融合教育集团).
const TECH = 1;
const EDU = 2;

type App = Insertable<AppInstanceTable>;

function app(id: number, company: number, name: string, group: string, icon: string, url: string, sort: number, extra: Partial<App> = {}): App {
  return {
    id,
    company_id: company,
    application_name: name,
    application_type: '1',
    group_name: group,
    icon,
    url,
    link_type: url.startsWith('/') ? '0' : '1',
    description: null,
    sort,
    create_time: SEED_TIME,
    ...extra,
  };
}

/** The workbench of each demo company: workbench routes, outside links and one self-built application. */
export const demoAppInstances: App[] = [
  app(1, TECH, '发起审批', '行政办公', 'FormOutlined', '/process/create', 1, { description: '发起合同审批等流程' }),
  app(2, TECH, '消息中心', '行政办公', 'BellOutlined', '/noticeCenter/index', 2, { description: '全部消息与通知' }),
  // Every demo address is a page of the product (issue 26: *.example.com addresses led nowhere).
  app(3, TECH, '会议室预订', '行政办公', 'CalendarOutlined', '/scheduleManagement/index', 3, { application_type: '3', description: '在日程中预订会议室并邀请同事' }),
  app(4, TECH, '通讯录', '人事', 'TeamOutlined', '/addressbook/list', 4, { description: '组织架构与同事联系方式' }),
  app(5, TECH, '企业网盘', '行政办公', 'CloudOutlined', '/microdisk/index', 5, { application_type: '3', description: '个人文件的存放与共享' }),
  app(6, TECH, '员工手册', '人事', 'ReadOutlined', '/newsList', 6, { application_type: '2', description: '公司制度与员工手册' }),
  // The product's own reimbursement form (the process the reimbursement module deploys).
  app(7, TECH, '费用报销', '财务', 'AccountBookOutlined', '/process/create?procDefKey=reimbursement', 7, { application_type: '3', description: '填写费用报销单并提交审批' }),
  // An outside link that exists: the tax authority's invoice check.
  app(8, TECH, '电子发票', '财务', 'FileTextOutlined', 'https://inv-veri.chinatax.gov.cn/', 8, { application_type: '3', description: '全国增值税发票查验' }),
  app(9, EDU, '智慧课堂', '教学', 'BookOutlined', '/iClassroom/studentTraining', 1, { application_type: '3' }),
  app(10, EDU, '通讯录', '人事', 'TeamOutlined', '/addressbook/list', 2),
];

function menu(id: number, parent: number, name: string, path: string, sort: number): Insertable<AppMenuTable> {
  return { id, appins_id: 6, parent_id: parent, name, label: name, path, icon: null, if_show: '0', link_type: path.startsWith('/') ? '0' : '1', permission: null, keep_alive: 0, sort };
}

/** The self-built 员工手册's menu. */
export const demoAppMenus: Insertable<AppMenuTable>[] = [
  menu(1, 0, '制度汇编', '/newsList', 1),
  menu(2, 1, '考勤制度', '/newsList', 1),
  menu(3, 1, '报销制度', '/process/create', 2),
  menu(4, 0, '新人指南', '/aboutUs', 2),
];

function submodule(id: number, company: number, name: string, group: string, icon: string, target: { url: string } | { procDefKey: string }, sort: number): Insertable<AppSubmoduleTable> {
  return {
    id,
    company_id: company,
    name,
    group_name: group,
    icon,
    url: 'url' in target ? target.url : null,
    proc_def_key: 'procDefKey' in target ? target.procDefKey : null,
    appins_id: null,
    sort,
    create_time: SEED_TIME,
  };
}

/** The contract approval (deployed by the workflow demo seed in both companies) and the process centre's entries. */
export const demoSubmodules: Insertable<AppSubmoduleTable>[] = [
  submodule(1, TECH, '合同审批', '行政办公', 'FileDoneOutlined', { procDefKey: 'agreement' }, 1),
  submodule(2, TECH, '我的待办', '流程中心', 'CarryOutOutlined', { url: '/process/todo' }, 10),
  submodule(3, TECH, '我发起的', '流程中心', 'SendOutlined', { url: '/process/my' }, 11),
  submodule(4, TECH, '我的已办', '流程中心', 'CheckCircleOutlined', { url: '/process/done' }, 12),
  submodule(5, EDU, '合同审批', '行政办公', 'FileDoneOutlined', { procDefKey: 'agreement' }, 1),
  submodule(6, EDU, '我的待办', '流程中心', 'CarryOutOutlined', { url: '/process/todo' }, 10),
];

/** The demo workbench of the two demo companies, written once like the rest of the demo. */
export const applicationDemoRows: DemoRowSet[] = [
  { table: 'app_instance', after: ['company'], rows: demoAppInstances, numbered: true },
  { table: 'app_menu', after: ['app_instance'], rows: demoAppMenus, numbered: true },
  { table: 'app_submodule', after: ['company', 'app_instance'], rows: demoSubmodules, numbered: true },
];
