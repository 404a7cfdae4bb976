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
 * The portal's pages. Other login-required pages of the spec (address book,
 * process centre, notices, schedule, personal centre) come with their own plugins; until then
 * the router sends them to /404 like any unknown path.
 */
export const portalRoutes: RouteContribution[] = [
  // /login itself has no screen of its own: the account tab is the default (part 1 §2).
  { path: '/login', plugin: 'portal', layout: 'bare', auth: false, redirect: '/login/user', load: loginPage },
  { path: '/login/user', plugin: 'portal', layout: 'bare', auth: false, title: '账号登录', load: loginPage },
  {
    path: '/resetPassword',
    plugin: 'portal',
    layout: 'bare',
    auth: false,
    title: '重置密码',
    load: async () => ({ default: (await import('./password/ResetPasswordPage.tsx')).ResetPasswordPage }),
  },
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
    // 网盘 (part 1 §2): the personal disk, or with an eipurl query the configured outside one.
    path: '/microdisk/index',
    plugin: 'portal',
    layout: 'main',
    auth: true,
    title: '网盘',
    load: async () => ({ default: (await import('./disk/DiskPage.tsx')).DiskPage }),
  },
  { path: '/microdisk', plugin: 'portal', layout: 'main', auth: true, title: '网盘', load: async () => ({ default: (await import('./disk/DiskPage.tsx')).DiskPage }) },
  errorRoute('403'),
  errorRoute('404'),
  errorRoute('408'),
  errorRoute('500'),
];
