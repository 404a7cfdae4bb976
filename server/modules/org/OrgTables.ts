import type { Generated } from 'kysely';

/* The tables of the organisation, owned by this module: no other module reads them (see tests/boundaries). */

/**
 * A company's id is the id of its root row in `dept`: companies and departments share one id
 * space, because the contracts' deptId may name either (DeptNode, the member list filter).
 */
export interface CompanyTable {
  id: number;
  name: string;
  short_name: string | null;
  sort: number;
  create_time: string;
}

/** The organisation tree: one root row per company (id = company id), departments below it. */
export interface DeptTable {
  id: Generated<number>;
  company_id: number;
  /** 0 for a company's root row; the company's id for its top departments. */
  parent_id: number;
  name: string;
  /** 0 for the company root, 1 for top departments, one more per level down. */
  depth: number;
  sort: number;
}

export interface SysUserTable {
  id: Generated<number>;
  username: string;
  /** scrypt$N$r$p$salt$hash (see PasswordHasher); never the password itself. */
  password_hash: string;
  chinese_name: string;
  phone: string | null;
  email: string | null;
  avatar: string | null;
  /** '0' active, '1' disabled. */
  status: string;
  /** The company a login starts in. */
  last_login_team: number | null;
  /** The company this user administers (the spec's companyAdmin), if any. */
  company_admin: number | null;
  /** '0' forces the password reset screen; '1' normal; '2' the user chose not to be reminded. */
  remind_flag: string;
  pass_update_time: string;
  create_time: string;
}

/** A user's membership in a company, with the department and post there. */
export interface UserCompanyTable {
  user_id: number;
  company_id: number;
  dept_id: number | null;
  post: string | null;
  /** 1 when the user is this company's team admin (ifTeamAdmin). */
  team_admin: number;
  sort: number;
  /** '0' active, '1' the membership is disabled (the account and the user's other companies stay as they are). */
  status: Generated<string>;
}

export interface RoleTable {
  id: Generated<number>;
  role_name: string;
  role_code: string;
  role_desc: string | null;
  /** The company the role belongs to; null for a built-in role, which every company sees and only the platform administrator changes. */
  company_id: number | null;
  /**
   * Which of the company's members the lists its permissions open show (issue 22 §2, RuoYi's
   * sys_role.data_scope): '1' all of the company, '3' the holder's department, '4' it and the
   * departments below it, '5' the holder alone (DataScopes).
   */
  data_scope: Generated<'1' | '3' | '4' | '5'>;
  create_time: string;
}

/** A role granted in one company; company_id 0 (PLATFORM_GRANT) only for the platform administrators' role. */
export interface UserRoleTable {
  user_id: number;
  role_id: number;
  company_id: number;
}

/** An invitation (kind 'invite': the company asked) or an application ('apply': the user asked) to join a company. */
export interface OrgJoinRequestTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  kind: 'invite' | 'apply';
  dept_id: number | null;
  requested_by: number;
  note: string | null;
  state: 'pending' | 'accepted' | 'declined' | 'cancelled';
  answered_by: number | null;
  create_time: string;
  answer_time: string | null;
}

export interface RolePermissionTable {
  role_id: number;
  permission: string;
}

export interface TagTable {
  id: Generated<number>;
  company_id: number;
  parent_id: number;
  name: string;
  level: number;
  sort: number;
}

export interface TagUserTable {
  tag_id: number;
  user_id: number;
}

export interface OrgTables {
  company: CompanyTable;
  dept: DeptTable;
  sys_user: SysUserTable;
  user_company: UserCompanyTable;
  role: RoleTable;
  user_role: UserRoleTable;
  role_permission: RolePermissionTable;
  tag: TagTable;
  tag_user: TagUserTable;
  org_join_request: OrgJoinRequestTable;
}

// Every module's Db sees these tables (server/db/Database.ts); only this module reads and writes them.
declare module '../../db/Database.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DatabaseSchema extends OrgTables {}
}
