import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { PlatformSettings } from '../../../core/react/usePlatformSettings.ts';
import { useBrowserIcon } from '../../../core/react/useBrowserIcon.ts';
import { zhCN } from '../zhCN.ts';

/** The management area's pages (管理后台) take the 后台浏览器标题. */
const MANAGEMENT_PREFIX = '/management';

/** The tab's title for a page: 后台浏览器标题 in the management area, else 浏览器标题; the product's name when unset. */
export function browserTitleFor(settings: PlatformSettings | undefined, pathname: string): string {
  const front = settings?.browserFrontTitle || zhCN.productName;
  return pathname.startsWith(MANAGEMENT_PREFIX) ? settings?.browserBackTitle || front : front;
}

/**
 * The browser tab of the workbench and bare pages as 系统设置 says (issue 26: 浏览器标题,
 * 后台浏览器标题 and 浏览器图标 were saved and never applied). The public site names its own
 * tabs (PageTitle), with the same 浏览器标题.
 */
export function useBrowserHead(settings: PlatformSettings | undefined): void {
  const { pathname } = useLocation();
  const title = browserTitleFor(settings, pathname);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useBrowserIcon(settings?.browserIcon);
}
