import type { components } from '../../../contracts/generated/admin.ts';

type AdminSchemas = components['schemas'];

/** The calls of 管理后台 › 菜单管理 (contracts/openapi/admin.yaml, tag menu). */
export const MenuAdminApi = {
  tree: (menuType: MenuType) => `/admin/menu/admin/tree?menuType=${menuType}`,
  create: '/admin/menu/admin',
  item: (id: number) => `/admin/menu/admin/${id}`,
} as const;

export const MENU_ADMIN_PATH = '/management/menus';
/** Groups, their items and one more level, as the server allows. */
export const MAX_MENU_LEVELS = 3;

export type MenuAdminItem = AdminSchemas['MenuAdminItem'];
export type MenuEdit = AdminSchemas['MenuEdit'];
export type MenuCreate = AdminSchemas['MenuCreate'];
export type MenuType = MenuCreate['menuType'];
