import type { RouteContribution } from '../../contracts/workbench/Routes.ts';

const loginPage = async () => ({ default: (await import('./login/LoginPage.tsx')).LoginPage });

/** The login pages are rendered on the server (issue 25: a first paint without waiting for the code), for people, not search engines. */
const rendered = { serverRendered: true, indexed: false } as const;

/** The accounts plugin's pages, all on the bare layout and open without a login. */
export const accountsRoutes: RouteContribution[] = [
  // /login itself has no screen of its own: the account tab is the default (part 1 §2).
  { path: '/login', plugin: 'accounts', layout: 'bare', auth: false, redirect: '/login/user', load: loginPage, ...rendered },
  { path: '/login/user', plugin: 'accounts', layout: 'bare', auth: false, title: '账号登录', load: loginPage, ...rendered },
  // Not rendered on the server: its antd Form would not keep what was typed before its code ran.
  { path: '/login/phone', plugin: 'accounts', layout: 'bare', auth: false, title: '手机登录', load: async () => ({ default: (await import('./login/PhoneLoginPage.tsx')).PhoneLoginPage }) },
  {
    path: '/login/forgetPassword',
    plugin: 'accounts',
    layout: 'bare',
    auth: false,
    title: '找回密码',
    load: async () => ({ default: (await import('./password/ForgetPasswordPage.tsx')).ForgetPasswordPage }),
  },
  { path: '/signup', plugin: 'accounts', layout: 'bare', auth: false, title: '注册账号', load: async () => ({ default: (await import('./signup/SignUpPage.tsx')).SignUpPage }) },
  {
    // The social provider's way back (part 1 §2 授权登录页).
    path: '/authredirect',
    plugin: 'accounts',
    layout: 'bare',
    auth: false,
    title: '授权登录',
    load: async () => ({ default: (await import('./social/AuthRedirectPage.tsx')).AuthRedirectPage }),
  },
  // A configured public path (part 1 §2): the page itself sends a visitor without a login to /login.
  { path: '/lock', plugin: 'accounts', layout: 'bare', auth: false, title: '锁屏', load: async () => ({ default: (await import('./lock/LockPage.tsx')).LockPage }) },
  {
    path: '/resetPassword',
    plugin: 'accounts',
    layout: 'bare',
    auth: false,
    title: '重置密码',
    load: async () => ({ default: (await import('./password/ResetPasswordPage.tsx')).ResetPasswordPage }),
  },
];
