import { operationPermissions, type components, type operations } from '../../../contracts/generated/admin.ts';
import { holdsPermission } from '../../../contracts/workbench/Administration.ts';
import type { ApiAnswer } from '../../../contracts/workbench/ApiClient.ts';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';

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

/** A page of 用户管理's members, as the contract pages them. */
export type MemberPage = Pick<ApiAnswer<'/admin/addressBook/user/admin/list', 'get'>, 'records' | 'total'>;

export const DEPT_ADMIN_PATH = '/management/org/dept';
export const USER_ADMIN_PATH = '/management/org/user';
export const ROLE_ADMIN_PATH = '/management/org/role';
export const TAG_ADMIN_PATH = '/management/org/tag';

/**
 * Whether the user may call an operation of these pages, by the permission its contract declares
 * (issue 22 §2): the buttons and pages offered follow the rule the server enforces.
 */
export function mayCall(info: UserInfo | null, operationId: keyof typeof operationPermissions): boolean {
  return holdsPermission(info, operationPermissions[operationId]);
}
