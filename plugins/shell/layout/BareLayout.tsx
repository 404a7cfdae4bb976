import { useContext } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageHeadContext, usePlatformSettings } from '../../../core/react/index.ts';
import { browserTitleFor, useBrowserHead } from './useBrowserHead.ts';

/**
 * A plain full-height page for login, password and error screens. Rendered on the server (the
 * login pages), its head is the tab's title and noindex: pages for people, not search engines.
 */
export function BareLayout() {
  const settings = usePlatformSettings();
  const { pathname } = useLocation();
  useContext(PageHeadContext)?.set({ title: browserTitleFor(settings, pathname), noindex: true });
  useBrowserHead(settings);
  return (
    <div style={{ minHeight: '100vh', background: '#f5f7fa' }}>
      <Outlet />
    </div>
  );
}
