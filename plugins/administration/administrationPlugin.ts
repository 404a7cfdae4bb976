import { lazy } from 'react';
import { MANAGEMENT_MENU_GROUP, MANAGEMENT_PATH, ManagementFrameId, administrationRef } from '../../contracts/workbench/Administration.ts';
import { definePlugin } from '../../contracts/workbench/Plugin.ts';
import { RouteContributions, SideMenuContributions } from '../../contracts/workbench/Routes.ts';
import { AUDIT_LOG_PATH } from './audit/AuditLogApi.ts';
import { CONTENT_PATH } from './content/SiteContentApi.ts';
import { contentTexts } from './content/zhCN.ts';
import { MENU_ADMIN_PATH } from './menus/MenuAdminApi.ts';
import { NOTICE_ADMIN_PATH } from './notices/NoticeAdminApi.ts';
import { noticeTexts } from './notices/zhCN.ts';
import { DEPT_ADMIN_PATH, ROLE_ADMIN_PATH, TAG_ADMIN_PATH, USER_ADMIN_PATH, mayCall } from './organisation/OrgAdminApi.ts';
import type { UserInfo } from '../../contracts/workbench/Session.ts';
import { SETTINGS_PATH } from './settings/SettingsApi.ts';
import { administersCurrentCompany, holdsPlatformAdminRole } from '../../contracts/workbench/PlatformAdminRole.ts';
import { zhCN } from './zhCN.ts';
import { portalRef } from '../../contracts/workbench/Portal.ts';

// Loaded with the first management page, not with the login page.
/** The area's pages no permission opens (their operations are the administrators' alone): offered to administrators, as before issue 22. */
const administers = (info: UserInfo | null) => administersCurrentCompany(info) || (info?.ifTeamAdmin ?? false);

const ManagementFrame = lazy(async () => ({ default: (await import('./ManagementFrame.tsx')).ManagementFrame }));

/**
 * The management area (管理后台 / 系统管理, part 1 §6): one place for administrators, entered
 * from the user card. Other plugins add their admin pages to its side menu (SideMenuContributions
 * of MANAGEMENT_MENU_GROUP) and frame them with ManagementFrameId; the organisation, account and
 * content pages of the administration issue will live here too.
 */
export const administrationPlugin = definePlugin(() => ({
  id: administrationRef.id,
  // The portal supplies the main layout and the login guard.
  requires: [portalRef],
  module(bind) {
    bind.value(ManagementFrameId, ManagementFrame);
    bind.contribute(RouteContributions, {
      path: MANAGEMENT_PATH,
      plugin: 'administration',
      layout: 'main',
      auth: true,
      title: zhCN.title,
      load: async () => ({ default: (await import('./ManagementHome.tsx')).ManagementHome }),
    });
    bind.contribute(RouteContributions, {
      path: AUDIT_LOG_PATH,
      plugin: 'administration',
      layout: 'main',
      auth: true,
      title: zhCN.audit.title,
      load: async () => ({ default: (await import('./audit/AuditLogPage.tsx')).AuditLogPage }),
    });
    bind.contribute(SideMenuContributions, { group: MANAGEMENT_MENU_GROUP, path: AUDIT_LOG_PATH, label: zhCN.audit.title, order: 90, visible: administers });
    // 组织机构 (issue 13): 部门管理 and 用户管理, before the other plugins' pages.
    bind.contribute(RouteContributions, {
      path: DEPT_ADMIN_PATH,
      plugin: 'administration',
      layout: 'main',
      auth: true,
      title: zhCN.organisation.deptMenu,
      load: async () => ({ default: (await import('./organisation/DeptAdminPage.tsx')).DeptAdminPage }),
    });
    bind.contribute(RouteContributions, {
      path: USER_ADMIN_PATH,
      plugin: 'administration',
      layout: 'main',
      auth: true,
      title: zhCN.organisation.userMenu,
      load: async () => ({ default: (await import('./organisation/UserAdminPage.tsx')).UserAdminPage }),
    });
    // Offered by the permission of the operation each page lists with (issue 22 §2): the server's rule.
    bind.contribute(SideMenuContributions, { group: MANAGEMENT_MENU_GROUP, path: DEPT_ADMIN_PATH, label: zhCN.organisation.deptMenu, order: 1, visible: (info) => mayCall(info, 'treeSelectAdmin') });
    bind.contribute(SideMenuContributions, { group: MANAGEMENT_MENU_GROUP, path: USER_ADMIN_PATH, label: zhCN.organisation.userMenu, order: 2, visible: (info) => mayCall(info, 'pageAdminUsers') });
    // 角色管理 and 标签管理 (issue 13), after the users.
    bind.contribute(RouteContributions, {
      path: ROLE_ADMIN_PATH,
      plugin: 'administration',
      layout: 'main',
      auth: true,
      title: zhCN.roles.menu,
      load: async () => ({ default: (await import('./organisation/RoleAdminPage.tsx')).RoleAdminPage }),
    });
    bind.contribute(RouteContributions, {
      path: TAG_ADMIN_PATH,
      plugin: 'administration',
      layout: 'main',
      auth: true,
      title: zhCN.tags.menu,
      load: async () => ({ default: (await import('./organisation/TagAdminPage.tsx')).TagAdminPage }),
    });
    bind.contribute(SideMenuContributions, { group: MANAGEMENT_MENU_GROUP, path: ROLE_ADMIN_PATH, label: zhCN.roles.menu, order: 3, visible: (info) => mayCall(info, 'listOrgRoles') });
    bind.contribute(SideMenuContributions, { group: MANAGEMENT_MENU_GROUP, path: TAG_ADMIN_PATH, label: zhCN.tags.menu, order: 4, visible: administers });
    // 通知公告 (issue 26): the current company's notices to its staff, for its administrators.
    bind.contribute(RouteContributions, {
      path: NOTICE_ADMIN_PATH,
      plugin: 'administration',
      layout: 'main',
      auth: true,
      title: noticeTexts.title,
      load: async () => ({ default: (await import('./notices/NoticeAdminPage.tsx')).NoticeAdminPage }),
    });
    bind.contribute(SideMenuContributions, { group: MANAGEMENT_MENU_GROUP, path: NOTICE_ADMIN_PATH, label: noticeTexts.title, order: 50, visible: (info) => administersCurrentCompany(info) });
    // 菜单管理: the top menu and the public site's navigation.
    bind.contribute(RouteContributions, {
      path: MENU_ADMIN_PATH,
      plugin: 'administration',
      layout: 'main',
      auth: true,
      title: zhCN.menusTitle,
      load: async () => ({ default: (await import('./menus/MenuAdminPage.tsx')).MenuAdminPage }),
    });
    bind.contribute(SideMenuContributions, { group: MANAGEMENT_MENU_GROUP, path: MENU_ADMIN_PATH, label: zhCN.menusTitle, order: 70, visible: administers });
    // 系统设置: the platform settings, password validity, upload limit and dictionaries.
    bind.contribute(RouteContributions, {
      path: SETTINGS_PATH,
      plugin: 'administration',
      layout: 'main',
      auth: true,
      title: zhCN.settingsTitle,
      load: async () => ({ default: (await import('./settings/SettingsPage.tsx')).SettingsPage }),
    });
    bind.contribute(SideMenuContributions, { group: MANAGEMENT_MENU_GROUP, path: SETTINGS_PATH, label: zhCN.settingsTitle, order: 80, visible: administers });
    // 内容管理 (issue 13): the public site's items, for the platform administrator.
    bind.contribute(RouteContributions, {
      path: CONTENT_PATH,
      plugin: 'administration',
      layout: 'main',
      auth: true,
      title: contentTexts.title,
      load: async () => ({ default: (await import('./content/SiteContentPage.tsx')).SiteContentPage }),
    });
    // The server answers 403 to anyone else: not offered to a company's administrator.
    bind.contribute(SideMenuContributions, {
      group: MANAGEMENT_MENU_GROUP,
      path: CONTENT_PATH,
      label: contentTexts.title,
      order: 60,
      visible: (info) => holdsPlatformAdminRole(info?.roles),
    });
  },
}));
