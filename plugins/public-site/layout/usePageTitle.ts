import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { RouteContributions } from '../../../contracts/workbench/Routes.ts';
import { useContributions } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';

/** The browser tab names the public page: its route's title and the product ("新闻 - 融合平台"). */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  const routes = useContributions(RouteContributions);
  const title = routes.find((route) => route.layout === 'public' && route.path === pathname)?.title;
  useEffect(() => {
    document.title = title ? zhCN.pageTitle(title) : zhCN.productName;
  }, [title]);
}
