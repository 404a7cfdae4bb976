import type { Kysely, Migration } from 'kysely';

/**
 * 0037_platform_permissions (issue 22 §2): 添加菜单 (sys_menu_add) and 添加字典 (sys_dict_add) left the
 * PermissionCatalogue. Menus and dictionaries belong to the whole platform and only its administrator
 * changes them, so a company role granting them granted nothing; the rows that named them go.
 */
export const platformPermissionsMigration: Migration = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.deleteFrom('role_permission').where('permission', 'in', ['sys_menu_add', 'sys_dict_add']).execute();
  },

  // The rows it removed granted nothing: there is nothing to give back.
  async down(): Promise<void> {},
};
