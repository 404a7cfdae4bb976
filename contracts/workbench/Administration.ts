import type { ComponentType, ReactNode } from 'react';
import { PERMISSION_CATALOGUE } from './PermissionCatalogue.ts';
import { administersCurrentCompany } from './PlatformAdminRole.ts';
import type { UserInfo } from './Session.ts';
import { createServiceId } from './ServiceId.ts';
import { pluginRef } from './Plugin.ts';

/** The management area (管理后台 / 系统管理) and its home, the entries' target. */
export const MANAGEMENT_PATH = '/management/index';

/**
 * Dispatched on window when the platform settings changed (管理后台 › 系统设置 saved), so the
 * top bar and the other readers of the branding load it again instead of waiting for a reload.
 */
export const PLATFORM_SETTINGS_CHANGED_EVENT = 'ronghe:platform-settings-changed';

/** The side-menu group of the management area (SideMenuContribution.group): each plugin's admin pages. */
export const MANAGEMENT_MENU_GROUP = 'management';

/**
 * Whether the user holds a permission in the current company, as the user info the server answers
 * lists it — every permission for the company's administrators (issue 22 §2). Compared with an
 * operation's `operationPermissions` entry (contracts/generated), it is the rule the server applies.
 */
export function holdsPermission(info: UserInfo | null, permission: string): boolean {
  return info?.permissions?.includes(permission) ?? false;
}

/** The permissions that open operations of the management area: holding one, a user is offered the area. */
const MANAGEMENT_PERMISSIONS = PERMISSION_CATALOGUE.filter((entry) => entry.opens === 'operations').map((entry) => entry.name);

/** Whether a role of the current company lets the user manage something there (添加机构 … 流程管理). */
export function holdsManagementPermission(info: UserInfo | null): boolean {
  return MANAGEMENT_PERMISSIONS.some((permission) => holdsPermission(info, permission));
}

/**
 * Who may enter the management area (part 1 §6): the administrator of the current company or
 * role 3 (管理后台), a team administrator (系统管理), and whoever a role of the company gives a
 * management permission. The pages inside are guarded by the server on every call; this only
 * decides what the browser offers.
 */
export function canManage(info: UserInfo | null): boolean {
  if (!info) return false;
  return administersCurrentCompany(info) || info.ifTeamAdmin || holdsManagementPermission(info);
}

/**
 * The management area's frame: its side menu (the MANAGEMENT_MENU_GROUP entries) beside the
 * page. A plugin's admin page wraps itself in it when the administration plugin is mounted.
 */
export const ManagementFrameId = createServiceId<ComponentType<{ children: ReactNode }>>('administration.ManagementFrame');

/** The management area's plugin (plugins/administration). */
export const administrationRef = pluginRef<void>('administration');
