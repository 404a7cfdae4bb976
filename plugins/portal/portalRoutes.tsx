import type { RouteContribution } from '../../contracts/workbench/Routes.ts';
import type { ErrorStatus } from './errors/ErrorPage.tsx';

const loginPage = async () => ({ default: (await import('./login/LoginPage.tsx')).LoginPage });

function errorRoute(status: ErrorStatus): RouteContribution {
  return {
    path: `/${status}`,
    plugin: 'portal',
    layout: 'bare',
    auth: false,
    load: async () => {
      const { ErrorPage } = await import('./errors/ErrorPage.tsx');
      return { default: () => <ErrorPage status={status} /> };
    },
  };
}

/**
 * The portal's pages. Other login-required pages of the spec (process centre, notices) come
 * with their own plugins; an unknown path goes to /404.
 */
export const portalRoutes: RouteContribution[] = [
  // /login itself has no screen of its own: the account tab is the default (part 1 §2).
  { path: '/login', plugin: 'portal', layout: 'bare', auth: false, redirect: '/login/user', load: loginPage },
  { path: '/login/user', plugin: 'portal', layout: 'bare', auth: false, title: '账号登录', load: loginPage },
  { path: '/login/phone', plugin: 'portal', layout: 'bare', auth: false, title: '手机登录', load: async () => ({ default: (await import('./login/PhoneLoginPage.tsx')).PhoneLoginPage }) },
  {
    path: '/login/forgetPassword',
    plugin: 'portal',
    layout: 'bare',
    auth: false,
    title: '找回密码',
    load: async () => ({ default: (await import('./password/ForgetPasswordPage.tsx')).ForgetPasswordPage }),
  },
  { path: '/signup', plugin: 'portal', layout: 'bare', auth: false, title: '注册账号', load: async () => ({ default: (await import('./signup/SignUpPage.tsx')).SignUpPage }) },
  {
    // The social provider's way back (part 1 §2 授权登录页).
    path: '/authredirect',
    plugin: 'portal',
    layout: 'bare',
    auth: false,
    title: '授权登录',
    load: async () => ({ default: (await import('./social/AuthRedirectPage.tsx')).AuthRedirectPage }),
  },
  // A configured public path (part 1 §2): the page itself sends a visitor without a login to /login.
  { path: '/lock', plugin: 'portal', layout: 'bare', auth: false, title: '锁屏', load: async () => ({ default: (await import('./lock/LockPage.tsx')).LockPage }) },
  {
    path: '/resetPassword',
    plugin: 'portal',
    layout: 'bare',
    auth: false,
    title: '重置密码',
    load: async () => ({ default: (await import('./password/ResetPasswordPage.tsx')).ResetPasswordPage }),
  },
  // The spec's name for the workspace home (its first tab, part 3 §2.1) is /index/index.
  { path: '/index/index', plugin: 'portal', layout: 'main', auth: true, redirect: '/homepage/index', load: async () => ({ default: (await import('./home/HomePage.tsx')).HomePage }) },
  {
    path: '/homepage/index',
    plugin: 'portal',
    layout: 'main',
    auth: true,
    title: '首页',
    load: async () => ({ default: (await import('./home/HomePage.tsx')).HomePage }),
  },
  {
    path: '/workbench/index',
    plugin: 'portal',
    layout: 'main',
    auth: true,
    title: '工作台',
    load: async () => ({ default: (await import('./workbench/WorkbenchPage.tsx')).WorkbenchPage }),
  },
  {
    path: '/addressbook/list',
    plugin: 'portal',
    layout: 'main',
    auth: true,
    title: '通讯录',
    load: async () => {
      const { AddressBookPage } = await import('./addressbook/AddressBookPage.tsx');
      return { default: () => <AddressBookPage view="contacts" /> };
    },
  },
  {
    path: '/addressbook/tagMember',
    plugin: 'portal',
    layout: 'main',
    auth: true,
    title: '标签成员',
    load: async () => {
      const { AddressBookPage } = await import('./addressbook/AddressBookPage.tsx');
      return { default: () => <AddressBookPage view="tags" /> };
    },
  },
  {
    // 标签 (part 1 §2): one tag read only, ?tagId=…&action=read (reading is all this page does).
    path: '/addressbook/tag',
    plugin: 'portal',
    layout: 'main',
    auth: true,
    title: '标签',
    load: async () => {
      const { AddressBookPage } = await import('./addressbook/AddressBookPage.tsx');
      return { default: () => <AddressBookPage view="tag" /> };
    },
  },
  {
    // ?tab=user (个人信息, the user card's entry) or ?tab=passwordManager (the password reminder's).
    path: '/user/info',
    plugin: 'portal',
    layout: 'main',
    auth: true,
    title: '个人中心',
    load: async () => ({ default: (await import('./personal/PersonalCentrePage.tsx')).PersonalCentrePage }),
  },
  {
    path: '/scheduleManagement/index',
    plugin: 'portal',
    layout: 'main',
    auth: true,
    title: '日程管理',
    load: async () => ({ default: (await import('./schedule/SchedulePage.tsx')).SchedulePage }),
  },
  {
    // 网盘 (part 1 §2): the personal disk, or with an eipurl query the configured outside one.
    path: '/microdisk/index',
    plugin: 'portal',
    layout: 'main',
    auth: true,
    title: '网盘',
    load: async () => ({ default: (await import('./disk/DiskPage.tsx')).DiskPage }),
  },
  { path: '/microdisk', plugin: 'portal', layout: 'main', auth: true, title: '网盘', load: async () => ({ default: (await import('./disk/DiskPage.tsx')).DiskPage }) },
  {
    // 即时通讯 (part 1 §2): the IM web app (IM_URL) in a frame, or a note that none is configured.
    path: '/info/index',
    plugin: 'portal',
    layout: 'main',
    auth: true,
    title: '即时通讯',
    load: async () => ({ default: (await import('./tools/ImPage.tsx')).ImPage }),
  },
  errorRoute('403'),
  errorRoute('404'),
  errorRoute('408'),
  errorRoute('500'),
];
