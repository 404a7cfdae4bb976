import { lazy, Suspense, useCallback, useState } from 'react';
import { Button } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useHydrated, useService } from '../../../core/react/index.ts';
import type { PortalMenuItem } from '../PublicSiteApi.ts';
import { zhCN } from '../zhCN.ts';
import { currentMenuItem, shownMenuItems } from './PortalMenuItems.ts';
import { PublicMenuBar } from './PublicMenuBar.tsx';
import { PUBLIC_LAYOUT } from './PublicLayoutStyle.tsx';

const NavigationDrawer = lazy(() => import('./NavigationDrawer.tsx'));

/** While the server's navigation is not there (or failed), the pages this plugin always has. */
const FALLBACK: PortalMenuItem[] = [
  { id: -1, name: 'portalHome', label: zhCN.nav.home, path: '/' },
  { id: -2, name: 'aboutUs', label: zhCN.nav.about, path: '/aboutUs' },
];

/**
 * The public site's top navigation from the server's portal menu (getUserMenuNotToken), with
 * its groups as drop-downs; a group's title opens its own page too. An item that is a link
 * (linkType '1') opens in a new tab. On a phone (issue 25) it is a menu button opening the
 * navigation as a drawer, its groups unfolding in place. Both are rendered, and the stylesheet
 * shows the one for the screen (PublicLayoutStyle), so the server's HTML needs no script to fit.
 */
export function PortalNavigation() {
  const api = useService(ApiClientId);
  const { pathname } = useLocation();
  const load = useCallback(async () => (await api.get('/admin/menu/front/getUserMenuNotToken', { silent: true })).data ?? [], [api]);
  const { data } = useAsyncData(load, 'portalMenu');
  const items = data && shownMenuItems(data).length > 0 ? data : FALLBACK;
  const current = currentMenuItem(items, pathname);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so it closes as a drawer does rather than vanishing.
  const [drawerUsed, setDrawerUsed] = useState(false);
  // The server's HTML shows the button before the page's code can open anything: it says so until then.
  const running = useHydrated();

  return (
    <>
      <div className={PUBLIC_LAYOUT.navigationButton}>
        <Button
          type="text"
          icon={<MenuOutlined />}
          aria-label={zhCN.nav.open}
          aria-expanded={drawerOpen}
          disabled={!running}
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
        />
        {drawerUsed && (
          <Suspense fallback={null}>
            <NavigationDrawer open={drawerOpen} items={items} currentId={current?.id} onClose={() => setDrawerOpen(false)} />
          </Suspense>
        )}
      </div>
      <div className={PUBLIC_LAYOUT.desktopNavigation}>
        <PublicMenuBar items={items} currentId={current?.id} />
      </div>
    </>
  );
}
