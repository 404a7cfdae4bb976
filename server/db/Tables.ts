import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/*
 * The stored shape of every table, snake_case as in the database. Conventions that hold on
 * both SQLite and PostgreSQL:
 * - flags are integers 0/1 (`deleted`, `read_status`, `todo_complete`, …) so both drivers
 *   hand back numbers;
 * - the spec's string codes stay strings ('0' active / '1' disabled, ifShow '0' shown);
 * - display times are text `yyyy-MM-dd HH:mm:ss` in server local time (sortable, shown as is);
 * - instants that are compared (token expiry) are epoch milliseconds in a bigint column;
 * - JSON values (a to-do's link) are text holding JSON.
 */

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
}

export interface RoleTable {
  id: Generated<number>;
  role_name: string;
  role_code: string;
  role_desc: string | null;
  create_time: string;
}

export interface UserRoleTable {
  user_id: number;
  role_id: number;
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

export interface MenuTable {
  id: Generated<number>;
  parent_id: number;
  name: string;
  label: string;
  path: string;
  icon: string | null;
  sort: number;
  /** 1 keeps the page alive between tab switches. */
  keep_alive: number;
  /** '0' shown, '1' hidden. */
  if_show: string;
  /** Authority needed to see the item; null for everybody. */
  permission: string | null;
  /** '0' a route of the app, '1' an external link. */
  link_type: string;
  /** 'front': the workbench's top menu (getUserMenu); 'portal': the public site's navigation (getUserMenuNotToken). */
  menu_type: string;
}

/** One row (id 1). Image fields left null make the web app use its bundled images. */
export interface PlatformSettingTable {
  id: number;
  browser_icon: string | null;
  front_index_logo: string | null;
  admin_index_logo: string | null;
  login_web_logo: string | null;
  logo_web_background: string | null;
  login_application_name: string;
  browser_front_title: string;
  browser_back_title: string;
  copyright_bottom_info: string;
  /** The admin back end the user card links to (/admin/jump/backed). */
  backend_url: string;
  /** Days a password stays valid; the reminder compares the days since the last change. */
  pass_valid_day: number;
}

export interface DictTypeTable {
  dict_type: string;
  description: string;
}

export interface DictItemTable {
  id: Generated<number>;
  dict_type: string;
  label: string;
  value: string;
  sort: number;
}

export interface DoorTable {
  id: Generated<number>;
  door_name: string;
  sort: number;
}

/** One login session: both tokens are stored only as SHA-256 hex digests. */
export interface OauthTokenTable {
  id: Generated<number>;
  user_id: number;
  /** The session's current company (changes on a company switch). */
  company_id: number;
  access_hash: string;
  refresh_hash: string;
  access_expires_at: number;
  refresh_expires_at: number;
  create_time: string;
  /** Shared by every pair issued from one login (rotation keeps it); null only before 0007. */
  family: string | null;
  /** 1 once the pair's refresh token was exchanged: a second exchange is a replay. */
  rotated: Generated<number>;
}

export interface MessageTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  application_name: string | null;
  application_id: string | null;
  application_type: string | null;
  msg_title: string;
  msg_content: string | null;
  /** 1 or 2 (the spec's message types). */
  msg_type: number;
  send_author: string | null;
  /** 1 open detail, 2 open msgLink, other: open the workflow drawer. */
  open_mode: number;
  msg_link: string | null;
  read_status: number;
  create_time: string;
  deleted: number;
}

export interface TodoTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  todo_title: string;
  create_by_username: string | null;
  create_by: number | null;
  create_time: string;
  application_name: string | null;
  expire_time: string | null;
  todo_content: string | null;
  todo_complete: number;
  /** 'passed' or 'returned' once complete. */
  complete_result: string | null;
  application_type: string | null;
  /** JSON text, e.g. {"procInstId":…,"taskId":…}. */
  link: string | null;
}

export interface WebsiteNewsTable {
  id: Generated<number>;
  title: string;
  summary: string;
  content: string;
  cover: string | null;
  source: string;
  author: string;
  publish_time: string;
  recommend: number;
  sort: number;
}

export interface WebsiteBookTable {
  id: Generated<number>;
  book_name: string;
  author: string;
  publisher: string;
  isbn: string;
  cover: string | null;
  summary: string;
  publish_date: string;
  price: string;
  recommend: number;
  sort: number;
}

export interface DatabaseSchema {
  company: CompanyTable;
  dept: DeptTable;
  sys_user: SysUserTable;
  user_company: UserCompanyTable;
  role: RoleTable;
  user_role: UserRoleTable;
  role_permission: RolePermissionTable;
  tag: TagTable;
  tag_user: TagUserTable;
  menu: MenuTable;
  platform_setting: PlatformSettingTable;
  dict_type: DictTypeTable;
  dict_item: DictItemTable;
  door: DoorTable;
  oauth_token: OauthTokenTable;
  message: MessageTable;
  todo: TodoTable;
  website_news: WebsiteNewsTable;
  website_book: WebsiteBookTable;
}

export type SysUserRow = Selectable<SysUserTable>;
export type NewMessage = Insertable<MessageTable>;
export type NewTodo = Insertable<TodoTable>;
export type TodoUpdate = Updateable<TodoTable>;
