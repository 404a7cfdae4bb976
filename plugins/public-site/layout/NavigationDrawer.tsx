import { useMemo } from 'react';
import { Drawer, Menu, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import type { PortalMenuItem } from '../PublicSiteApi.ts';
import { zhCN } from '../zhCN.ts';
import { shownMenuItems } from './PortalMenuItems.ts';

type MenuEntry = Required<MenuProps>['items'][number];

export interface NavigationDrawerProps {
  open: boolean;
  items: PortalMenuItem[];
  currentId: number | undefined;
  onClose(): void;
}

/**
 * The public navigation on a phone (issue 25): a drawer from the left, its groups unfolding in
 * place; a group's title opens its own page too, an outside link (linkType '1') a new tab. A chunk
 * of its own, loaded when a phone's visitor first opens it: the public home's first load carries
 * no drawer nor menu.
 */
export default function NavigationDrawer({ open, items, currentId, onClose }: NavigationDrawerProps) {
  const navigate = useNavigate();
  const { entries, byKey, go } = useMemo(() => {
    const keys = new Map<string, PortalMenuItem>();
    const go = (item: PortalMenuItem) => {
      if (item.linkType === '1') window.open(item.path, '_blank', 'noopener');
      else navigate(item.path);
    };
    const toEntries = (list: PortalMenuItem[]): MenuEntry[] =>
      shownMenuItems(list).map((item) => {
        const key = String(item.id);
        keys.set(key, item);
        const label = item.label || item.name;
        const children = shownMenuItems(item.children);
        return children.length ? { key, label, children: toEntries(children), onTitleClick: () => go(item) } : { key, label };
      });
    return { entries: toEntries(items), byKey: keys, go };
  }, [items, navigate]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = byKey.get(key);
    if (!item) return;
    onClose();
    go(item);
  };

  return (
    <Drawer open={open} onClose={onClose} placement="left" size={280} title={zhCN.nav.label} styles={{ body: { padding: 0 } }}>
      <Menu
        aria-label={zhCN.nav.label}
        mode="inline"
        items={entries}
        selectedKeys={currentId === undefined ? [] : [String(currentId)]}
        onClick={onClick}
        style={{ borderInlineEnd: 'none' }}
      />
    </Drawer>
  );
}
