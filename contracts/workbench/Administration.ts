import type { ComponentType, ReactNode } from 'react';
import type { UserInfo } from './Session.ts';
import { createServiceId } from './ServiceId.ts';

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
 * Who may enter the management area (part 1 §6): the administrator of the current company or
 * role 3 (管理后台), and a team administrator (系统管理). The pages inside are guarded by the
 * server on every call; this only decides what the browser offers.
 */
export function canManage(info: UserInfo | null): boolean {
  if (!info) return false;
  return (info.companyAdmin != null && info.companyId === info.companyAdmin) || info.roles.includes(3) || info.ifTeamAdmin;
}

/**
 * The management area's frame: its side menu (the MANAGEMENT_MENU_GROUP entries) beside the
 * page. A plugin's admin page wraps itself in it when the administration plugin is mounted.
 */
export const ManagementFrameId = createServiceId<ComponentType<{ children: ReactNode }>>('administration.ManagementFrame');
