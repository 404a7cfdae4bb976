import type { RouteContribution } from '../../contracts/workbench/Routes.ts';

/**
 * The workspace's pages, all on the main layout behind the login. Other login-required pages of
 * the spec (process centre, notices) come with their own plugins.
 */
export const workspaceRoutes: RouteContribution[] = [
  // The spec's name for the workspace home (its first tab, part 3 §2.1) is /index/index.
  { path: '/index/index', plugin: 'workspace', layout: 'main', auth: true, redirect: '/homepage/index', load: async () => ({ default: (await import('./home/HomePage.tsx')).HomePage }) },
  {
    path: '/homepage/index',
    plugin: 'workspace',
    layout: 'main',
    auth: true,
    title: '首页',
    load: async () => ({ default: (await import('./home/HomePage.tsx')).HomePage }),
  },
  {
    path: '/workbench/index',
    plugin: 'workspace',
    layout: 'main',
    auth: true,
    title: '工作台',
    load: async () => ({ default: (await import('./workbench/WorkbenchPage.tsx')).WorkbenchPage }),
  },
  {
    path: '/addressbook/list',
    plugin: 'workspace',
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
    plugin: 'workspace',
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
    plugin: 'workspace',
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
    plugin: 'workspace',
    layout: 'main',
    auth: true,
    title: '个人中心',
    load: async () => ({ default: (await import('./personal/PersonalCentrePage.tsx')).PersonalCentrePage }),
  },
  {
    path: '/scheduleManagement/index',
    plugin: 'workspace',
    layout: 'main',
    auth: true,
    title: '日程管理',
    load: async () => ({ default: (await import('./schedule/SchedulePage.tsx')).SchedulePage }),
  },
  {
    // 网盘 (part 1 §2): the personal disk, or with an eipurl query the configured outside one.
    path: '/microdisk/index',
    plugin: 'workspace',
    layout: 'main',
    auth: true,
    title: '网盘',
    load: async () => ({ default: (await import('./disk/DiskPage.tsx')).DiskPage }),
  },
  { path: '/microdisk', plugin: 'workspace', layout: 'main', auth: true, title: '网盘', load: async () => ({ default: (await import('./disk/DiskPage.tsx')).DiskPage }) },
  {
    // 即时通讯 (part 1 §2): the IM web app (IM_URL) in a frame, or a note that none is configured.
    path: '/info/index',
    plugin: 'workspace',
    layout: 'main',
    auth: true,
    title: '即时通讯',
    load: async () => ({ default: (await import('./tools/ImPage.tsx')).ImPage }),
  },
  // 通知公告 (part 1 §2's /newsList and /newsDetail): the company's notices, published in 管理后台.
  {
    path: '/newsList',
    plugin: 'workspace',
    layout: 'main',
    auth: true,
    title: '通知公告',
    load: async () => ({ default: (await import('./notices/NoticeListPage.tsx')).NoticeListPage }),
  },
  {
    path: '/newsDetail',
    plugin: 'workspace',
    layout: 'main',
    auth: true,
    title: '公告详情',
    load: async () => ({ default: (await import('./notices/NoticeDetailPage.tsx')).NoticeDetailPage }),
  },
];
