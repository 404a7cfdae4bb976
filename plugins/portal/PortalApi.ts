import type { UserInfo } from '../../contracts/workbench/Session.ts';

/** The calls the portal makes and the shapes of their data (contracts/openapi/admin.yaml, auth.yaml). */
export const PortalApi = {
  token: '/auth/oauth/token',
  userInfo: '/admin/user/info',
  platformSettings: '/admin/enterpriseSetting/select',
  userMenu: '/admin/menu/front/getUserMenu',
  companies: '/admin/addressBook/dept/companysAndTodo',
  changeCompany: '/admin/addressBook/dept/changeCompany',
  backendUrl: '/admin/jump/backed',
  homeCount: '/admin/home/front/count',
} as const;

export interface PlatformSettings {
  browserIcon?: string | null;
  frontIndexLogo?: string | null;
  adminIndexLogo?: string | null;
  loginWebLogo?: string | null;
  logoWebBackground?: string | null;
  loginApplicationName?: string | null;
  browserFrontTitle?: string | null;
  browserBackTitle?: string | null;
  copyrightBottomInfo?: string | null;
}

export interface CompanyItem {
  companyId: number;
  companyName: string;
  todoCount?: number;
}

export interface MenuItem {
  id: number;
  name: string;
  label?: string | null;
  path: string;
  icon?: string | null;
  children?: MenuItem[];
  keepAlive?: boolean;
  /** '1' hidden. */
  ifShow?: '0' | '1';
  permission?: string | null;
  /** '1' a link (for eipdisk: the disk route with eipurl = path). */
  linkType?: '0' | '1';
}

export interface Counters {
  msg: number;
  todo: number;
  complete: number;
  create: number;
}

export type ChangeCompanyAnswer = UserInfo;
