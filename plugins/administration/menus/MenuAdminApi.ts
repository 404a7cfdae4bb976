import type { components } from '../../../contracts/generated/admin.ts';

type AdminSchemas = components['schemas'];

export const MENU_ADMIN_PATH = '/management/menus';
/** Groups, their items and one more level, as the server allows. */
export const MAX_MENU_LEVELS = 3;

export type MenuAdminItem = AdminSchemas['MenuAdminItem'];
export type MenuEdit = AdminSchemas['MenuEdit'];
export type MenuCreate = AdminSchemas['MenuCreate'];
export type MenuType = MenuCreate['menuType'];
