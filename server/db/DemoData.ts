import type { Insertable } from 'kysely';
import type {
  CompanyTable,
  DeptTable,
  DictItemTable,
  DictTypeTable,
  DoorTable,
  MenuTable,
  MessageTable,
  PlatformSettingTable,
  RolePermissionTable,
  RoleTable,
  SysUserTable,
  TagTable,
  TagUserTable,
  TodoTable,
  UserCompanyTable,
  UserRoleTable,
  WebsiteBookTable,
  WebsiteNewsTable,
} from './Tables.ts';

/*
 * The demo organisation a fresh install starts with. Every row carries a fixed id, so the
 * seed can insert-or-skip and a restart changes nothing the users have since edited.
 * Everybody's password is DEMO_PASSWORD; only its scrypt hash is stored.
 */

export const DEMO_PASSWORD = 'Ronghe@2026';

const SEED_TIME = '2026-01-05 09:00:00';

export const COMPANY_TECH = 1;
export const COMPANY_EDU = 2;

export const ROLE_USER = 1;
export const ROLE_MANAGER = 2;
export const ROLE_ADMIN = 3;
export const ROLE_FINANCE = 4;
export const ROLE_LEGAL = 5;

export const demoCompanies: Insertable<CompanyTable>[] = [
  { id: COMPANY_TECH, name: '融合科技有限公司', short_name: '融合科技', sort: 1, create_time: SEED_TIME },
  { id: COMPANY_EDU, name: '融合教育集团', short_name: '融合教育', sort: 2, create_time: SEED_TIME },
];

/**
 * The organisation tree: each company's root row (id = company id), then departments three
 * levels deep (centre → department → group).
 */
export const demoDepts: Insertable<DeptTable>[] = [
  { id: COMPANY_TECH, company_id: COMPANY_TECH, parent_id: 0, name: '融合科技有限公司', depth: 0, sort: 1 },
  { id: COMPANY_EDU, company_id: COMPANY_EDU, parent_id: 0, name: '融合教育集团', depth: 0, sort: 2 },
  { id: 11, company_id: COMPANY_TECH, parent_id: COMPANY_TECH, name: '总经办', depth: 1, sort: 1 },
  { id: 12, company_id: COMPANY_TECH, parent_id: COMPANY_TECH, name: '技术中心', depth: 1, sort: 2 },
  { id: 13, company_id: COMPANY_TECH, parent_id: 12, name: '研发部', depth: 2, sort: 1 },
  { id: 14, company_id: COMPANY_TECH, parent_id: 13, name: '前端组', depth: 3, sort: 1 },
  { id: 15, company_id: COMPANY_TECH, parent_id: 13, name: '后端组', depth: 3, sort: 2 },
  { id: 16, company_id: COMPANY_TECH, parent_id: 12, name: '测试部', depth: 2, sort: 2 },
  { id: 17, company_id: COMPANY_TECH, parent_id: COMPANY_TECH, name: '财务部', depth: 1, sort: 3 },
  { id: 18, company_id: COMPANY_TECH, parent_id: COMPANY_TECH, name: '人力资源部', depth: 1, sort: 4 },
  { id: 19, company_id: COMPANY_TECH, parent_id: COMPANY_TECH, name: '法务部', depth: 1, sort: 5 },
  { id: 21, company_id: COMPANY_EDU, parent_id: COMPANY_EDU, name: '集团办公室', depth: 1, sort: 1 },
  { id: 22, company_id: COMPANY_EDU, parent_id: COMPANY_EDU, name: '教学管理中心', depth: 1, sort: 2 },
  { id: 23, company_id: COMPANY_EDU, parent_id: 22, name: '教务处', depth: 2, sort: 1 },
  { id: 24, company_id: COMPANY_EDU, parent_id: 23, name: '课程组', depth: 3, sort: 1 },
  { id: 25, company_id: COMPANY_EDU, parent_id: 22, name: '学生处', depth: 2, sort: 2 },
  { id: 26, company_id: COMPANY_EDU, parent_id: COMPANY_EDU, name: '出版中心', depth: 1, sort: 3 },
  { id: 27, company_id: COMPANY_EDU, parent_id: 26, name: '数字出版部', depth: 2, sort: 1 },
];

export type DemoUser = Omit<Insertable<SysUserTable>, 'password_hash'> & { id: number; username: string };

function user(id: number, username: string, chineseName: string, phone: string, extra: Partial<DemoUser> = {}): DemoUser {
  return {
    id,
    username,
    chinese_name: chineseName,
    phone,
    email: `${username}@ronghe.example`,
    avatar: null,
    status: '0',
    last_login_team: COMPANY_TECH,
    company_admin: null,
    remind_flag: '1',
    pass_update_time: SEED_TIME,
    create_time: SEED_TIME,
    ...extra,
  };
}

export const demoUsers: DemoUser[] = [
  user(1, 'admin', '系统管理员', '13800000001', { company_admin: COMPANY_TECH }),
  user(2, 'zhangsan', '张三', '13800000002'),
  user(3, 'lisi', '李四', '13800000003'),
  user(4, 'wangwu', '王五', '13800000004'),
  user(5, 'zhaoliu', '赵六', '13800000005'),
  user(6, 'sunqi', '孙七', '13800000006'),
  user(7, 'zhouba', '周八', '13800000007', { status: '1' }),
  user(8, 'wujiu', '吴九', '13800000008'),
  user(9, 'zhengshi', '郑十', '13800000009'),
  user(10, 'qianyi', '钱一', '13800000010'),
  user(11, 'chenjing', '陈静', '13800000011', { last_login_team: COMPANY_EDU, company_admin: COMPANY_EDU }),
  user(12, 'linfang', '林芳', '13800000012', { last_login_team: COMPANY_EDU }),
  user(13, 'huangwei', '黄伟', '13800000013', { last_login_team: COMPANY_EDU }),
  user(14, 'liuyang', '刘洋', '13800000014', { last_login_team: COMPANY_EDU }),
  // Her password is older than its validity (demoPasswordAges): her login is forced to /resetPassword.
  user(15, 'qinlan', '秦岚', '13800000015'),
];

/**
 * Days since a demo user's password was set, where it is not today: 秦岚's is past the 90 days
 * of demoPlatformSetting.pass_valid_day, for the expired password's journey.
 */
export const demoPasswordAges: Readonly<Record<string, number>> = Object.freeze({ qinlan: 120 });

function member(userId: number, companyId: number, deptId: number, post: string, sort: number, teamAdmin = 0): Insertable<UserCompanyTable> {
  return { user_id: userId, company_id: companyId, dept_id: deptId, post, team_admin: teamAdmin, sort };
}

/** 孙七 belongs to both companies, so the company switcher has something to switch. */
export const demoMemberships: Insertable<UserCompanyTable>[] = [
  member(1, COMPANY_TECH, 11, '系统管理员', 1, 1),
  member(10, COMPANY_TECH, 11, '总经理', 2),
  member(15, COMPANY_TECH, 18, '招聘专员', 11),
  member(3, COMPANY_TECH, 13, '研发部经理', 3),
  member(2, COMPANY_TECH, 14, '前端工程师', 4),
  member(8, COMPANY_TECH, 15, '后端工程师', 5),
  member(9, COMPANY_TECH, 16, '测试工程师', 6),
  member(7, COMPANY_TECH, 16, '测试工程师', 7),
  member(4, COMPANY_TECH, 17, '会计', 8),
  member(6, COMPANY_TECH, 18, '人事专员', 9),
  member(5, COMPANY_TECH, 19, '法务专员', 10),
  member(6, COMPANY_EDU, 21, '行政主管', 1),
  member(11, COMPANY_EDU, 23, '教务主管', 2, 1),
  member(12, COMPANY_EDU, 24, '课程设计师', 3),
  member(14, COMPANY_EDU, 25, '辅导员', 4),
  member(13, COMPANY_EDU, 27, '编辑', 5),
];

export const demoRoles: Insertable<RoleTable>[] = [
  { id: ROLE_USER, role_name: '普通用户', role_code: 'ROLE_USER', role_desc: '所有员工', create_time: SEED_TIME },
  { id: ROLE_MANAGER, role_name: '部门经理', role_code: 'ROLE_MANAGER', role_desc: '审批本部门的流程', create_time: SEED_TIME },
  { id: ROLE_ADMIN, role_name: '系统管理员', role_code: 'ROLE_ADMIN', role_desc: '进入管理后台、设计与发布流程', create_time: SEED_TIME },
  { id: ROLE_FINANCE, role_name: '财务人员', role_code: 'ROLE_FINANCE', role_desc: '合同与报销的财务审核', create_time: SEED_TIME },
  { id: ROLE_LEGAL, role_name: '法务人员', role_code: 'ROLE_LEGAL', role_desc: '合同的法务审核', create_time: SEED_TIME },
];

export const demoUserRoles: Insertable<UserRoleTable>[] = [
  ...demoUsers.map((u) => ({ user_id: u.id, role_id: ROLE_USER })),
  { user_id: 1, role_id: ROLE_ADMIN },
  { user_id: 3, role_id: ROLE_MANAGER },
  { user_id: 10, role_id: ROLE_MANAGER },
  { user_id: 11, role_id: ROLE_MANAGER },
  { user_id: 4, role_id: ROLE_FINANCE },
  { user_id: 5, role_id: ROLE_LEGAL },
  // Role candidates are taken from the instance's company: 融合教育集团 needs its own reviewers.
  { user_id: 12, role_id: ROLE_FINANCE },
  { user_id: 13, role_id: ROLE_LEGAL },
];

const adminPermissions = [
  'sys_dept_add', 'sys_dept_edit', 'sys_dept_del', 'sys_user_add', 'sys_user_edit', 'sys_user_del',
  'sys_role_add', 'sys_role_edit', 'sys_menu_add', 'sys_dict_add', 'act_process_manage',
];

export const demoRolePermissions: Insertable<RolePermissionTable>[] = [
  ...adminPermissions.map((permission) => ({ role_id: ROLE_ADMIN, permission })),
  { role_id: ROLE_MANAGER, permission: 'sys_dept_add' },
  { role_id: ROLE_MANAGER, permission: 'sys_user_view' },
  { role_id: ROLE_FINANCE, permission: 'finance_audit' },
  { role_id: ROLE_LEGAL, permission: 'legal_audit' },
];

export const demoTags: Insertable<TagTable>[] = [
  { id: 1, company_id: COMPANY_TECH, parent_id: 0, name: '项目组', level: 1, sort: 1 },
  { id: 2, company_id: COMPANY_TECH, parent_id: 1, name: '融合门户项目', level: 2, sort: 1 },
  { id: 3, company_id: COMPANY_TECH, parent_id: 1, name: '流程引擎项目', level: 2, sort: 2 },
  { id: 4, company_id: COMPANY_TECH, parent_id: 0, name: '兴趣小组', level: 1, sort: 2 },
  { id: 5, company_id: COMPANY_TECH, parent_id: 4, name: '羽毛球', level: 2, sort: 1 },
  { id: 6, company_id: COMPANY_EDU, parent_id: 0, name: '教研组', level: 1, sort: 1 },
  { id: 7, company_id: COMPANY_EDU, parent_id: 6, name: '语文教研', level: 2, sort: 1 },
];

export const demoTagUsers: Insertable<TagUserTable>[] = [
  ...[2, 3, 8, 9].map((userId) => ({ tag_id: 2, user_id: userId })),
  ...[3, 8].map((userId) => ({ tag_id: 3, user_id: userId })),
  ...[2, 4, 6].map((userId) => ({ tag_id: 5, user_id: userId })),
  ...[11, 12].map((userId) => ({ tag_id: 7, user_id: userId })),
];

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
  menu(110, 0, 'news', '新闻资讯', '/news', null, 4, { menu_type: 'portal' }),
  menu(111, 0, 'elaborateBook', '精品图书', '/elaborateBook', null, 5, { menu_type: 'portal' }),
  menu(112, 0, 'eduPub', '教育出版', '/eduPub', null, 6, { menu_type: 'portal' }),
  menu(113, 0, 'digitalPub', '数字出版', '/digitalPub', null, 7, { menu_type: 'portal' }),
  menu(114, 0, 'aboutUs', '关于我们', '/aboutUs', null, 8, { menu_type: 'portal' }),
];

export const demoPlatformSetting: Insertable<PlatformSettingTable> = {
  id: 1,
  browser_icon: null,
  front_index_logo: null,
  admin_index_logo: null,
  login_web_logo: null,
  logo_web_background: null,
  login_application_name: '融合平台',
  browser_front_title: '融合平台',
  browser_back_title: '融合平台管理后台',
  copyright_bottom_info: 'Copyright © 2026 融合科技有限公司 版权所有',
  backend_url: '/management/index',
  pass_valid_day: 90,
};

export const demoDictTypes: Insertable<DictTypeTable>[] = [
  { dict_type: 'workflow_deploy_err_code', description: '流程发布检查错误码' },
  { dict_type: 'agreement_type', description: '合同类型' },
  { dict_type: 'workflow_operation_type', description: '流程操作类型' },
  { dict_type: 'todo_complete_result', description: '待办处理结果' },
  { dict_type: 'message_open_mode', description: '消息打开方式' },
];

function items(dictType: string, firstId: number, pairs: [value: string, label: string][]): Insertable<DictItemTable>[] {
  return pairs.map(([value, label], i) => ({ id: firstId + i, dict_type: dictType, value, label, sort: i + 1 }));
}

/**
 * workflow_deploy_err_code: the errCode values a failed deploy reports per node (designer,
 * CLI and server run the same checks, spec part 3 §5); the designer shows the label.
 */
export const demoDictItems: Insertable<DictItemTable>[] = [
  ...items('workflow_deploy_err_code', 1, [
    ['nodeNameEmpty', '节点名称不能为空'],
    ['assigneeEmpty', '办理人设置不能为空'],
    ['scriptResourceEmpty', '条件配置中Script脚本资源配置不能为空'],
    ['scriptFormatEmpty', '条件配置中Script脚本格式配置不能为空'],
    ['expressionEmpty', '表达式不能为空'],
    ['scriptLanguageUnsupported', '条件配置中Script脚本语言不受支持'],
  ]),
  ...items('agreement_type', 101, [
    ['1', '技术服务合同'],
    ['2', '货物销售合同'],
    ['3', '其他'],
  ]),
  ...items('workflow_operation_type', 201, [
    ['start', '提交'],
    ['complete', '同意'],
    ['delegate', '委托'],
    ['reject', '驳回'],
    ['copy', '抄送'],
    ['print', '打印'],
    ['save', '暂存'],
    ['terminate', '终止'],
    ['running', '未办理'],
    ['modification', '跳转节点'],
    ['autoComplete', '自动通过'],
    ['addSign', '加签'],
    ['redueceSign', '减签'],
    ['restart', '流程复活'],
    ['canceled', '取消'],
  ]),
  ...items('todo_complete_result', 301, [
    ['passed', '通过'],
    ['returned', '退回'],
  ]),
  ...items('message_open_mode', 401, [
    ['1', '打开详情'],
    ['2', '打开链接'],
    ['3', '打开流程'],
  ]),
];

export const demoDoors: Insertable<DoorTable>[] = [
  { id: 1, door_name: '默认门户', sort: 1 },
  { id: 2, door_name: '办公门户', sort: 2 },
  { id: 3, door_name: '教育门户', sort: 3 },
];

function message(id: number, userId: number, companyId: number, title: string, content: string, read: boolean, time: string, extra: Partial<Insertable<MessageTable>> = {}): Insertable<MessageTable> {
  return {
    id,
    user_id: userId,
    company_id: companyId,
    application_name: '融合办公',
    application_id: '100',
    application_type: '1',
    msg_title: title,
    msg_content: content,
    msg_type: 1,
    send_author: '系统管理员',
    open_mode: 1,
    msg_link: null,
    read_status: read ? 1 : 0,
    create_time: time,
    deleted: 0,
    ...extra,
  };
}

/** 张三 has 3 unread of 4, 李四 2 unread of 3; 孙七 has one in each company. */
export const demoMessages: Insertable<MessageTable>[] = [
  message(1, 2, COMPANY_TECH, '关于2026年春节放假安排的通知', '根据国家规定，2026年春节放假时间为2月15日至2月23日，请各部门提前做好工作安排。', false, '2026-01-06 10:00:00'),
  message(2, 2, COMPANY_TECH, '融合门户项目周例会纪要', '本周完成登录、首页与通讯录功能联调，下周进入流程中心开发。', false, '2026-01-07 17:30:00'),
  message(3, 2, COMPANY_TECH, '信息安全培训报名', '公司将于下周三下午举办信息安全培训，请点击链接报名。', false, '2026-01-08 09:15:00', { open_mode: 2, msg_link: 'https://www.ronghe.example/training' }),
  message(4, 2, COMPANY_TECH, '工资条已发放', '您的12月工资条已发放，请注意查收。', true, '2026-01-05 14:00:00', { send_author: '王五' }),
  message(5, 3, COMPANY_TECH, '关于2026年春节放假安排的通知', '根据国家规定，2026年春节放假时间为2月15日至2月23日，请各部门提前做好工作安排。', false, '2026-01-06 10:00:00'),
  message(6, 3, COMPANY_TECH, '研发部季度考核提醒', '请于1月20日前完成本部门员工的季度考核。', false, '2026-01-07 11:00:00', { send_author: '钱一' }),
  message(7, 3, COMPANY_TECH, '会议室预订成功', '您预订的3号会议室（1月9日 14:00-16:00）已确认。', true, '2026-01-06 16:20:00'),
  message(8, 6, COMPANY_TECH, '员工入职手续提醒', '新员工入职材料请于本周五前提交人力资源部。', false, '2026-01-07 09:00:00'),
  message(9, 6, COMPANY_EDU, '集团年度工作会议通知', '集团年度工作会议定于1月18日召开，请准时参加。', false, '2026-01-08 08:30:00', { send_author: '陈静' }),
];

function todo(
  id: number,
  userId: number,
  companyId: number,
  title: string,
  creator: { id: number; username: string },
  time: string,
  complete: false | 'passed' | 'returned',
  content: string,
  type: '2' | '3' = '2',
): Insertable<TodoTable> {
  return {
    id,
    user_id: userId,
    company_id: companyId,
    todo_title: title,
    create_by_username: creator.username,
    create_by: creator.id,
    create_time: time,
    application_name: '融合办公',
    expire_time: null,
    todo_content: content,
    todo_complete: complete ? 1 : 0,
    complete_result: complete || null,
    application_type: type,
    link: null,
  };
}

const zhangsan = { id: 2, username: 'zhangsan' };
const lisi = { id: 3, username: 'lisi' };
const chenjing = { id: 11, username: 'chenjing' };

/**
 * In 融合科技: 张三 has 3 open and 1 done, and created 3 for 李四 (2 open — one of each
 * modal kind, types 2 and 3 — and 1 returned);
 * 孙七 has 1 open there and 2 open in 融合教育 (the switcher's per-company counts differ).
 */
export const demoTodos: Insertable<TodoTable>[] = [
  todo(1, 2, COMPANY_TECH, '审核前端组件库升级方案', lisi, '2026-01-06 09:30:00', false, '请在本周内审核组件库升级方案并给出意见。'),
  todo(2, 2, COMPANY_TECH, '确认登录页改版设计稿', lisi, '2026-01-07 10:00:00', false, '设计稿已上传，请确认交互细节。'),
  todo(3, 2, COMPANY_TECH, '提交一月份工作计划', lisi, '2026-01-08 08:45:00', false, '请于1月10日前提交一月份工作计划。'),
  todo(4, 2, COMPANY_TECH, '代码评审：通讯录模块', lisi, '2026-01-05 15:00:00', 'passed', '通讯录模块代码评审。'),
  todo(5, 3, COMPANY_TECH, '审批张三的请假申请', zhangsan, '2026-01-07 09:00:00', false, '张三申请1月12日事假一天。'),
  todo(6, 3, COMPANY_TECH, '审批测试服务器采购申请', zhangsan, '2026-01-08 11:30:00', false, '申请采购测试服务器两台，预算三万元。', '3'),
  todo(7, 3, COMPANY_TECH, '审批加班申请', zhangsan, '2026-01-05 18:00:00', 'returned', '1月3日加班4小时。'),
  todo(8, 6, COMPANY_TECH, '办理新员工入职', lisi, '2026-01-07 13:00:00', false, '研发部新员工下周一入职，请准备入职手续。'),
  todo(9, 6, COMPANY_EDU, '整理年度工作会议材料', chenjing, '2026-01-08 09:00:00', false, '请整理各部门年度总结并汇编成册。'),
  todo(10, 6, COMPANY_EDU, '预订会议场地', chenjing, '2026-01-08 09:10:00', false, '年度工作会议约80人参加，请预订会议场地。'),
];

export const demoNews: Insertable<WebsiteNewsTable>[] = [
  {
    id: 1,
    title: '融合教育集团数字出版平台正式上线',
    summary: '平台汇聚教材、教辅与数字资源，为师生提供一站式阅读与学习服务。',
    content: '融合教育集团数字出版平台近日正式上线。平台汇聚教材、教辅与数字资源，支持在线阅读、资源下载与教学互动，为师生提供一站式服务。',
    cover: null,
    source: '融合教育集团',
    author: '黄伟',
    publish_time: '2026-01-08 10:00:00',
    recommend: 1,
    sort: 1,
  },
  {
    id: 2,
    title: '融合科技获评年度优秀软件企业',
    summary: '凭借融合办公平台在流程审批领域的创新实践，公司获评年度优秀软件企业。',
    content: '在近日举行的行业年会上，融合科技有限公司凭借融合办公平台在流程审批与协同办公领域的创新实践，获评年度优秀软件企业。',
    cover: null,
    source: '融合科技有限公司',
    author: '钱一',
    publish_time: '2026-01-06 15:30:00',
    recommend: 1,
    sort: 2,
  },
  {
    id: 3,
    title: '寒假教师研修班开班',
    summary: '为期五天的寒假教师研修班聚焦信息化教学能力提升。',
    content: '寒假教师研修班于1月20日开班，课程涵盖信息化教学设计、课堂互动工具与数字教材应用。',
    cover: null,
    source: '教学管理中心',
    author: '陈静',
    publish_time: '2026-01-05 09:00:00',
    recommend: 1,
    sort: 3,
  },
  {
    id: 4,
    title: '党建引领促发展 主题党日活动圆满举行',
    summary: '各党支部开展主题党日活动，学习交流、共话发展。',
    content: '集团各党支部开展“党建引领促发展”主题党日活动，党员们集中学习、交流心得，共话新年发展规划。',
    cover: null,
    source: '集团办公室',
    author: '孙七',
    publish_time: '2026-01-04 14:00:00',
    recommend: 1,
    sort: 4,
  },
  {
    id: 5,
    title: '第二届青少年阅读季启动',
    summary: '阅读季将持续三个月，推出百种优秀读物与系列阅读活动。',
    content: '第二届青少年阅读季正式启动，活动将持续三个月，推出百种优秀读物，并在各校开展读书分享会。',
    cover: null,
    source: '出版中心',
    author: '黄伟',
    publish_time: '2026-01-03 10:30:00',
    recommend: 0,
    sort: 5,
  },
];

export const demoBooks: Insertable<WebsiteBookTable>[] = [
  { id: 1, book_name: '数字化校园建设指南', author: '陈静', publisher: '融合教育出版社', isbn: '978-7-5000-0001-2', cover: null, summary: '从规划、平台到应用，系统介绍数字化校园建设的方法与案例。', publish_date: '2025-09-01', price: '58.00', recommend: 1, sort: 1 },
  { id: 2, book_name: '流程管理实务', author: '李四', publisher: '融合教育出版社', isbn: '978-7-5000-0002-9', cover: null, summary: '面向企业管理者的流程设计、审批与优化实务手册。', publish_date: '2025-06-15', price: '45.00', recommend: 1, sort: 2 },
  { id: 3, book_name: '中小学信息技术课程教学设计', author: '林芳', publisher: '融合教育出版社', isbn: '978-7-5000-0003-6', cover: null, summary: '收录三十个信息技术课堂教学设计案例，配套数字资源。', publish_date: '2025-03-20', price: '39.80', recommend: 1, sort: 3 },
  { id: 4, book_name: '青少年经典诵读', author: '黄伟', publisher: '融合教育出版社', isbn: '978-7-5000-0004-3', cover: null, summary: '精选古今经典篇目，配有注释与朗读音频。', publish_date: '2024-12-01', price: '32.00', recommend: 1, sort: 4 },
  { id: 5, book_name: '协同办公与组织效能', author: '钱一', publisher: '融合教育出版社', isbn: '978-7-5000-0005-0', cover: null, summary: '探讨协同办公平台如何提升组织沟通与执行效率。', publish_date: '2024-08-10', price: '49.00', recommend: 0, sort: 5 },
];
