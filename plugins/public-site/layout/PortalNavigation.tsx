import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Button, ConfigProvider, Menu, type MenuProps } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useHydrated, useService } from '../../../core/react/index.ts';
import type { PortalMenuItem } from '../PublicSiteApi.ts';
import { zhCN } from '../zhCN.ts';
import { PUBLIC_LAYOUT } from './PublicLayoutStyle.tsx';

type MenuEntry = Required<MenuProps>['items'][number];

const NavigationDrawer = lazy(() => import('./NavigationDrawer.tsx'));

/** While the server's navigation is not there (or failed), the pages this plugin always has. */
const FALLBACK: PortalMenuItem[] = [
  { id: -1, name: 'portalHome', label: zhCN.nav.home, path: '/' },
  { id: -2, name: 'aboutUs', label: zhCN.nav.about, path: '/aboutUs' },
];

const shown = (items: PortalMenuItem[] | undefined) => (items ?? []).filter((item) => item.ifShow !== '1');

/** The item whose page the path is on: its own path, or the longest one the path lies under (/news/detail → /news). */
function currentKey(items: PortalMenuItem[], pathname: string): string[] {
  let best: PortalMenuItem | undefined;
  const visit = (list: PortalMenuItem[]) => {
    for (const item of shown(list)) {
      const under = item.path === pathname || (item.path !== '/' && pathname.startsWith(`${item.path}/`));
      if (under && (!best || item.path.length > best.path.length)) best = item;
      visit(item.children ?? []);
    }
  };
  visit(items);
  return best ? [String(best.id)] : [];
}

/**
 * The public site's top navigation from the server's portal menu (getUserMenuNotToken), with
 * its groups as drop-downs; a group's title opens its own page too. An item that is a link
 * (linkType '1') opens in a new tab. On a phone (issue 25) it is a menu button opening the
 * navigation as a drawer, its groups unfolding in place. Both are rendered, and the stylesheet
 * shows the one for the screen (PublicLayoutStyle), so the server's HTML needs no script to fit.
 */
export function PortalNavigation() {
  const api = useService(ApiClientId);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const load = useCallback(async () => (await api.get('/admin/menu/front/getUserMenuNotToken', { silent: true })).data ?? [], [api]);
  const { data } = useAsyncData(load, 'portalMenu');
  const items = data && shown(data).length > 0 ? data : FALLBACK;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so it closes as a drawer does rather than vanishing.
  const [drawerUsed, setDrawerUsed] = useState(false);
  // The server's HTML shows the button before the page's code can open anything: it says so until then.
  const running = useHydrated();

  const { entries, byKey } = useMemo(() => {
    const keys = new Map<string, PortalMenuItem>();
    const open = (item: PortalMenuItem) => {
      if (item.linkType === '1') window.open(item.path, '_blank', 'noopener');
      else navigate(item.path);
    };
    const toEntries = (list: PortalMenuItem[]): MenuEntry[] =>
      shown(list).map((item) => {
        const key = String(item.id);
        keys.set(key, item);
        const label = item.label || item.name;
        const children = shown(item.children);
        return children.length ? { key, label, children: toEntries(children), onTitleClick: () => open(item) } : { key, label };
      });
    return { entries: toEntries(items), byKey: keys };
  }, [items, navigate]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = byKey.get(key);
    if (!item) return;
    setDrawerOpen(false);
    if (item.linkType === '1') window.open(item.path, '_blank', 'noopener');
    else navigate(item.path);
  };

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
            <NavigationDrawer open={drawerOpen} items={entries} selectedKeys={currentKey(items, pathname)} onClick={onClick} onClose={() => setDrawerOpen(false)} />
          </Suspense>
        )}
      </div>
      <div className={PUBLIC_LAYOUT.desktopNavigation}>
        {/* Narrower items than antd's default, so the whole navigation fits beside the search from 1280 px. */}
        <ConfigProvider theme={{ components: { Menu: { itemPaddingInline: 12 } } }}>
          <Menu
            aria-label={zhCN.nav.label}
            mode="horizontal"
            items={entries}
            selectedKeys={currentKey(items, pathname)}
            onClick={onClick}
            // Clipped: the server's HTML lays every item in a row, and antd folds the rest into … only once the page runs.
            style={{ overflow: 'hidden', borderBottom: 'none' }}
          />
        </ConfigProvider>
      </div>
    </>
  );
}
