import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Drawer, Menu, type MenuProps } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, usePhone, useService } from '../../../core/react/index.ts';
import type { MenuItem } from '../ShellApi.ts';
import { zhCN } from '../zhCN.ts';
import { menuIcon } from './MenuIcon.tsx';
import { TOP_MENU_ITEM_ATTRIBUTE, TopMenuItemsId } from '../../../contracts/workbench/Portal.ts';

type MenuEntry = Required<MenuProps>['items'][number];

/** Where a server menu item leads: a workbench route, or an outside link in a new tab. */
function menuTarget(item: MenuItem): { route: string } | { link: string } {
  // The network disk is embedded: its item carries the disk's own address (part 1 §2).
  if (item.name === 'eipdisk' && item.linkType === '1') {
    return { route: `/microdisk/index?eipurl=${encodeURIComponent(item.path)}` };
  }
  return item.linkType === '1' ? { link: item.path } : { route: item.path };
}

function visible(items: MenuItem[] | undefined): MenuItem[] {
  return (items ?? []).filter((item) => item.ifShow !== '1');
}

function toEntries(items: MenuItem[] | undefined, byKey: Map<string, MenuItem>, top = true): MenuEntry[] {
  return visible(items).map((item) => {
    const key = String(item.id);
    byKey.set(key, item);
    const children = visible(item.children);
    const label = item.label || item.name;
    const icon = menuIcon(item.icon);
    // antd hands extra item fields to the item's element: the guide finds top-level items by it.
    const marker = top ? { [TOP_MENU_ITEM_ATTRIBUTE]: key } : {};
    return children.length ? { key, label, icon, ...marker, children: toEntries(children, byKey, false) } : { key, label, icon, ...marker };
  });
}

/**
 * The top menu from the server's user menu; items with ifShow '1' stay hidden. On a phone the
 * menu is a button opening it as a drawer from the left, its groups unfolding in place (issue 25).
 */
export function TopMenu() {
  const api = useService(ApiClientId);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const load = useCallback(async () => (await api.get('/admin/menu/front/getUserMenu')).data ?? [], [api]);
  const { data } = useAsyncData(load);
  const shown = useService(TopMenuItemsId);
  useEffect(() => {
    if (data) shown.loaded(data);
  }, [data, shown]);
  const { entries, byKey } = useMemo(() => {
    const keys = new Map<string, MenuItem>();
    return { entries: toEntries(data, keys), byKey: keys };
  }, [data]);
  const selected = [...byKey].filter(([, item]) => item.path === pathname).map(([key]) => key);

  const phone = usePhone();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const open: MenuProps['onClick'] = ({ key }) => {
    const item = byKey.get(key);
    if (!item) return;
    setDrawerOpen(false);
    const target = menuTarget(item);
    if ('link' in target) window.open(target.link, '_blank', 'noopener');
    else navigate(target.route);
  };

  if (phone) {
    return (
      <>
        <Button type="text" size="large" icon={<MenuOutlined />} aria-label={zhCN.layout.openMenu} aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)} />
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} placement="left" size={280} styles={{ body: { padding: 0 } }} title={zhCN.layout.topMenu}>
          <Menu aria-label={zhCN.layout.topMenu} mode="inline" items={entries} selectedKeys={selected} onClick={open} style={{ borderInlineEnd: 'none' }} />
        </Drawer>
      </>
    );
  }

  return (
    <Menu
      aria-label={zhCN.layout.topMenu}
      mode="horizontal"
      items={entries}
      selectedKeys={selected}
      onClick={open}
      style={{ flex: 1, minWidth: 0, borderBottom: 'none', lineHeight: '58px' }}
    />
  );
}
