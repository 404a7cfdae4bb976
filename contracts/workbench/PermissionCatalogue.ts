/**
 * Every permission (authority) name a role may grant, with the label 角色管理 shows (issue 13):
 * the one list the server checks a role's permissions against and the browser's checklist
 * reads. A name the workbench or server checks (`<Permission anyOf>`, a menu's `permission`)
 * is added here first.
 */
export interface PermissionEntry {
  /**
   * What the permission opens (issue 22 §2): 'operations', the contract operations declaring it
   * (`x-ronghe-permission`), which the server refuses without it; 'menu', the menu items naming it,
   * which the server leaves out of the menus it answers.
   */
  opens: 'operations' | 'menu';
  /** The authority name, as user info's `permissions` carries it. */
  name: string;
  /** 角色管理's label. */
  label: string;
  /** The checklist's group. */
  group: string;
}

export const PERMISSION_CATALOGUE: readonly PermissionEntry[] = Object.freeze([
  // 通讯录's 添加机构 (spec part 1 §6): the button and POST /admin/addressBook/dept.
  { name: 'sys_dept_add', label: '添加机构', group: '组织机构', opens: 'operations' },
  { name: 'sys_dept_edit', label: '修改机构', group: '组织机构', opens: 'operations' },
  { name: 'sys_dept_del', label: '删除机构', group: '组织机构', opens: 'operations' },
  { name: 'sys_user_view', label: '查看用户', group: '用户', opens: 'operations' },
  { name: 'sys_user_add', label: '新建用户', group: '用户', opens: 'operations' },
  { name: 'sys_user_edit', label: '修改用户', group: '用户', opens: 'operations' },
  { name: 'sys_user_del', label: '删除用户', group: '用户', opens: 'operations' },
  { name: 'sys_role_add', label: '新建角色', group: '角色', opens: 'operations' },
  { name: 'sys_role_edit', label: '修改角色', group: '角色', opens: 'operations' },
  // Menus and dictionaries belong to the whole platform: only its administrator changes them, so no company role grants them.
  { name: 'act_process_manage', label: '流程管理', group: '流程', opens: 'operations' },
  // 流程监控 (issue 22 §4): the company's instances and definition versions, terminate, 转办, suspend, retire.
  { name: 'act_process_monitor', label: '流程监控', group: '流程', opens: 'operations' },
  { name: 'finance_audit', label: '财务审核', group: '流程', opens: 'menu' },
  { name: 'legal_audit', label: '法务审核', group: '流程', opens: 'menu' },
]);

/** The catalogue's names, for checking a role's permissions. */
export const PERMISSION_NAMES: ReadonlySet<string> = new Set(PERMISSION_CATALOGUE.map((p) => p.name));
