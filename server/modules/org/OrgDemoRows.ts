import type { Insertable } from 'kysely';
import type { DemoRowSet, DemoSeeding } from '../../contracts/host.ts';
import { COMPANY_EDU, COMPANY_TECH } from '../../contracts/org.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type {
  CompanyTable,
  DeptTable,
  RolePermissionTable,
  RoleTable,
  SysUserTable,
  TagTable,
  TagUserTable,
  UserCompanyTable,
  UserRoleTable,
} from './OrgTables.ts';

/*
 * The demo organisation a fresh install starts with. Every row carries a fixed id, so the
 * seed can insert-or-skip and a restart changes nothing the users have since edited.
 * Everybody's password is DEMO_PASSWORD; only its scrypt hash is stored.
 */

export const DEMO_PASSWORD = 'Ronghe@2026';

const SEED_TIME = '2026-01-05 09:00:00';

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

/** Data scopes as 0047_role_data_scope gives an existing install's built-in roles: 部门经理 its department and below, 普通用户 oneself. */
export const demoRoles: Insertable<RoleTable>[] = [
  { id: ROLE_USER, role_name: '普通用户', role_code: 'ROLE_USER', role_desc: '所有员工', data_scope: '5', create_time: SEED_TIME },
  { id: ROLE_MANAGER, role_name: '部门经理', role_code: 'ROLE_MANAGER', role_desc: '审批本部门的流程', data_scope: '4', create_time: SEED_TIME },
  { id: ROLE_ADMIN, role_name: '系统管理员', role_code: 'ROLE_ADMIN', role_desc: '进入管理后台、设计与发布流程', data_scope: '1', create_time: SEED_TIME },
  { id: ROLE_FINANCE, role_name: '财务人员', role_code: 'ROLE_FINANCE', role_desc: '合同与报销的财务审核', data_scope: '1', create_time: SEED_TIME },
  { id: ROLE_LEGAL, role_name: '法务人员', role_code: 'ROLE_LEGAL', role_desc: '合同的法务审核', data_scope: '1', create_time: SEED_TIME },
];

/** Each grant in one company (issue 22); the platform administrators' role on the whole platform (company 0). */
export const demoUserRoles: Insertable<UserRoleTable>[] = [
  ...demoMemberships.map((m) => ({ user_id: m.user_id, role_id: ROLE_USER, company_id: m.company_id })),
  { user_id: 1, role_id: ROLE_ADMIN, company_id: 0 },
  { user_id: 3, role_id: ROLE_MANAGER, company_id: COMPANY_TECH },
  { user_id: 10, role_id: ROLE_MANAGER, company_id: COMPANY_TECH },
  { user_id: 11, role_id: ROLE_MANAGER, company_id: COMPANY_EDU },
  { user_id: 4, role_id: ROLE_FINANCE, company_id: COMPANY_TECH },
  { user_id: 5, role_id: ROLE_LEGAL, company_id: COMPANY_TECH },
  // Role candidates are taken from the instance's company: 融合教育集团 needs its own reviewers.
  { user_id: 12, role_id: ROLE_FINANCE, company_id: COMPANY_EDU },
  { user_id: 13, role_id: ROLE_LEGAL, company_id: COMPANY_EDU },
];

const adminPermissions = [
  'sys_dept_add', 'sys_dept_edit', 'sys_dept_del', 'sys_user_add', 'sys_user_edit', 'sys_user_del',
  'sys_role_add', 'sys_role_edit', 'act_process_manage', 'act_process_monitor',
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

/** The users missing from the database, with their password hashes (made only for those: scrypt is slow). */
async function missingUsers(seeding: DemoSeeding): Promise<Insertable<SysUserTable>[]> {
  const existing = new Set((await seeding.db.selectFrom('sys_user').select('username').execute()).map((r) => r.username));
  const newUsers = demoUsers.filter((u) => !existing.has(u.username));
  const hashes = await Promise.all(newUsers.map((u) => seeding.passwordHash(u.username, DEMO_PASSWORD)));
  // The demo password counts as set today, so the expiry reminder does not greet a new install.
  const setAt = (username: string) => DisplayTime.format(seeding.now - (demoPasswordAges[username] ?? 0) * 24 * 3600 * 1000);
  return newUsers.map((u, i) => ({ ...u, password_hash: hashes[i], pass_update_time: setAt(u.username) }));
}

/**
 * The organisation's demo rows, each table after those it refers to. The built-in roles and their
 * permissions are every install's (essential: the platform administrator is role 3, sign-up gives
 * ROLE_USER); the people, companies and tags are the demo's.
 */
export const orgDemoRows: DemoRowSet[] = [
  { table: 'dept', rows: demoDepts, numbered: true },
  { table: 'company', after: ['dept'], rows: demoCompanies },
  { table: 'sys_user', rows: missingUsers, numbered: true },
  { table: 'user_company', after: ['sys_user', 'company', 'dept'], rows: demoMemberships, key: ['user_id', 'company_id'] },
  { table: 'role', rows: demoRoles, numbered: true, essential: true },
  { table: 'user_role', after: ['sys_user', 'role'], rows: demoUserRoles, key: ['user_id', 'role_id', 'company_id'] },
  { table: 'role_permission', after: ['role'], rows: demoRolePermissions, key: ['role_id', 'permission'], essential: true },
  { table: 'tag', after: ['company'], rows: demoTags, numbered: true },
  { table: 'tag_user', after: ['tag', 'sys_user'], rows: demoTagUsers, key: ['tag_id', 'user_id'] },
];
