import { operationPermissions, type components, type operations } from '../../../contracts/generated/admin.ts';
import { holdsPermission } from '../../../contracts/workbench/Administration.ts';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';

/** 部门管理 and 用户管理's calls (contracts/openapi/admin.yaml, tag orgAdmin, issue 13). */
export const OrgAdminApi = {
  deptTree: '/admin/addressBook/dept/treeSelectAdmin/',
  addDept: '/admin/addressBook/dept',
  dept: (id: number) => `/admin/addressBook/dept/${id}`,
  users: '/admin/addressBook/user/admin/list',
  createUser: '/admin/orgUser',
  user: (id: number) => `/admin/orgUser/${id}`,
  userStatus: (id: number) => `/admin/orgUser/${id}/status`,
  userOpenTasks: (id: number) => `/admin/orgUser/${id}/openTasks`,
  userPassword: (id: number) => `/admin/orgUser/${id}/password`,
  addMember: '/admin/orgMember',
  member: (id: number) => `/admin/orgMember/${id}`,
  joinRequests: '/admin/orgJoinRequest',
  answerJoinRequest: (id: number) => `/admin/orgJoinRequest/${id}/answer`,
  joinRequest: (id: number) => `/admin/orgJoinRequest/${id}`,
  roles: '/admin/orgRole',
  role: (id: number) => `/admin/orgRole/${id}`,
  roleUsers: (id: number) => `/admin/orgRole/${id}/users`,
  roleUser: (id: number, userId: number) => `/admin/orgRole/${id}/users/${userId}`,
  tagTree: '/admin/tag/tree',
  tags: '/admin/orgTag',
  tag: (id: number) => `/admin/orgTag/${id}`,
  tagMembers: (id: number) => `/admin/orgTag/${id}/members`,
  tagMember: (id: number, userId: number) => `/admin/orgTag/${id}/members/${userId}`,
  importTemplate: '/admin/orgUser/import/template',
  importPreview: '/admin/orgUser/import/preview',
  importUsers: '/admin/orgUser/import',
  exportUsers: '/admin/orgUser/export',
} as const;

type Schemas = components['schemas'];
export type DeptNode = Schemas['DeptNode'];
export type Member = Schemas['Member'];
export type MemberOpenTask = Schemas['MemberOpenTask'];
export type JoinRequest = Schemas['JoinRequest'];
type JsonBody<Op extends keyof operations> = operations[Op] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
export type DeptEdit = JsonBody<'editDept'>;
export type NewUser = JsonBody<'createOrgUser'>;
export type UserEdit = JsonBody<'editOrgUser'>;
export type RoleBody = JsonBody<'createOrgRole'>;
export type TagNode = Schemas['TagNode'];
type Data<Op extends keyof operations> = operations[Op] extends { responses: { 200: { content: { 'application/json': { data: infer D } } } } } ? D : never;
export type OrgRole = Data<'listOrgRoles'>[number];
type Answer<Op extends 'previewUserImport' | 'importUsers'> = operations[Op]['responses'][200]['content']['application/json']['data'];
export type ImportRow = Schemas['UserImportRow'];
export type ImportPreview = Answer<'previewUserImport'>;
export type ImportResult = Answer<'importUsers'>;

export interface MemberPage {
  records: Member[];
  total: number;
}

export const DEPT_ADMIN_PATH = '/management/org/dept';
export const USER_ADMIN_PATH = '/management/org/user';
export const ROLE_ADMIN_PATH = '/management/org/role';
export const TAG_ADMIN_PATH = '/management/org/tag';

/** The platform administrators' role (part 1 §6): only its holders change the built-in roles. */
export const PLATFORM_ADMIN_ROLE = 3;

/** 管理后台's administrators (part 1 §6): the current company is the one they administer, or role 3. */
export function isCompanyAdmin(info: { companyId: number; companyAdmin?: number | null; roles: number[] } | null): boolean {
  return !!info && ((info.companyAdmin != null && info.companyAdmin === info.companyId) || info.roles.includes(3));
}

/**
 * Whether the user may call an operation of these pages, by the permission its contract declares
 * (issue 22 §2): the buttons and pages offered follow the rule the server enforces.
 */
export function mayCall(info: UserInfo | null, operationId: keyof typeof operationPermissions): boolean {
  return holdsPermission(info, operationPermissions[operationId]);
}
