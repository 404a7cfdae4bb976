import { PERMISSION_NAMES } from '../../../contracts/workbench/PermissionCatalogue.ts';
import { Outlet } from 'react-router';
import { definePlugin } from '../../../contracts/workbench/Plugin.ts';
import { LayoutContributions } from '../../../contracts/workbench/Portal.ts';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import type { DeptNode } from './OrgAdminApi.ts';

/* What the organisation pages' tests share: a main layout that only shows the page, the callers and a small tree. */

export const mainLayout = definePlugin(() => ({
  id: 'main-layout',
  module(bind) {
    bind.contribute(LayoutContributions, { layout: 'main', load: async () => ({ default: Outlet }) });
  },
}));

/** The company's administrator: the server's user info lists every permission for them (issue 22 §2). */
export const ADMIN: UserInfo = { sysUser: { userId: 1, username: 'admin', chineseName: '系统管理员', status: '0' }, companyId: 1, companyAdmin: 1, roles: [], ifTeamAdmin: false, permissions: [...PERMISSION_NAMES] };
export const TEAM_ADMIN: UserInfo = { sysUser: { userId: 2, username: 'zhangsan', chineseName: '张三', status: '0' }, companyId: 1, roles: [], ifTeamAdmin: true, permissions: [] };

const node = (id: number, name: string, parentId: number | null, children: DeptNode[] = []): DeptNode => ({
  id,
  deptId: id,
  parentId,
  name,
  level: parentId === null ? 2 : 3,
  type: parentId === null ? 'company' : 'dept',
  status: '0',
  ifUpdateUser: true,
  children,
});

export const TREE: DeptNode[] = [node(1, '融合科技', null, [node(13, '研发部', 1, [node(14, '前端组', 13)]), node(17, '财务部', 1), node(19, '法务部', 1)])];
