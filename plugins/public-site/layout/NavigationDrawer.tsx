import { Drawer, Menu, type MenuProps } from 'antd';
import { zhCN } from '../zhCN.ts';

export interface NavigationDrawerProps {
  open: boolean;
  items: MenuProps['items'];
  selectedKeys: string[];
  onClick: MenuProps['onClick'];
  onClose(): void;
}

/**
 * The public navigation on a phone (issue 25): a drawer from the left, its groups unfolding in
 * place. A chunk of its own, loaded when a phone's visitor first opens it: the public home's
 * first load carries no drawer.
 */
export default function NavigationDrawer({ open, items, selectedKeys, onClick, onClose }: NavigationDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={280} title={zhCN.nav.label} styles={{ body: { padding: 0 } }}>
      <Menu aria-label={zhCN.nav.label} mode="inline" items={items} selectedKeys={selectedKeys} onClick={onClick} style={{ borderInlineEnd: 'none' }} />
    </Drawer>
  );
}
