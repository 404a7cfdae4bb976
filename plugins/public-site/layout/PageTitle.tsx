import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteContributions } from '../../../contracts/workbench/Routes.ts';
import { PageHeadContext, useContributions, type PageHead } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';

const PageTitleContext = createContext<(title: string | null) => void>(() => {});

/**
 * Names the browser tab of a public page (the site's name is 系统设置's 浏览器标题 when set):
 * by default its route's title and the product
 * ("新闻资讯 - 融合平台"); a page that names itself more exactly (a detail page by its item,
 * useDocumentTitle) wins while it is shown. One owner writes document.title, so the order in
 * which effects run never decides. In a server render it gives the route's title and the site's
 * description as the page's head, which the page may say more exactly (usePageHead).
 */
export function PageTitleProvider({ children, siteName = zhCN.productName }: { children: ReactNode; siteName?: string }) {
  const { pathname } = useLocation();
  const routes = useContributions(RouteContributions);
  const routeTitle = routes.find((route) => route.layout === 'public' && route.path === pathname)?.title;
  const [own, setOwn] = useState<string | null>(null);
  const title = own ?? routeTitle;
  useContext(PageHeadContext)?.set({ title: routeTitle ?? zhCN.productName, description: zhCN.siteDescription, type: 'website' });
  useEffect(() => {
    document.title = title ? zhCN.pageTitle(title, siteName) : siteName;
  }, [title, siteName]);
  return <PageTitleContext.Provider value={setOwn}>{children}</PageTitleContext.Provider>;
}

/** The shown page's own title (without the product's name); undefined while it is not known yet. */
export function useDocumentTitle(title: string | undefined): void {
  usePageHead(title === undefined ? undefined : { title });
}

/**
 * The shown page's head: its title names the browser tab; in a server render the whole of it
 * (description, picture, structured data) goes into the page's <head>. Undefined while not known.
 */
export function usePageHead(head: PageHead | undefined): void {
  const setOwn = useContext(PageTitleContext);
  // Set while rendering: the server runs no effects.
  const collector = useContext(PageHeadContext);
  if (head) collector?.set(head);
  const title = head?.title;
  useEffect(() => {
    if (!title) return;
    setOwn(title);
    return () => setOwn(null);
  }, [title, setOwn]);
}
