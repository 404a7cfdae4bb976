import type { RouteContribution } from '../../contracts/workbench/Routes.ts';
import { zhCN } from './zhCN.ts';

/** Where 查看全部消息 leads. */
export const NOTICE_CENTRE_PATH = '/noticeCenter/index';

/** The notice centre (part 1 §2: login-required, reached from 查看全部消息). */
export const noticeCentreRoute: RouteContribution = {
  path: NOTICE_CENTRE_PATH,
  plugin: 'messaging',
  layout: 'main',
  auth: true,
  title: zhCN.noticeCentre.title,
  load: async () => ({ default: (await import('./notice/NoticeCentrePage.tsx')).NoticeCentrePage }),
};
