import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs, theme, type MenuProps } from 'antd';
import { MAIN_LAYOUT_HEIGHTS } from '../../../contracts/workbench/Portal.ts';
import { zhCN } from '../zhCN.ts';
import type { OpenTabList } from './OpenTabList.ts';

export const TAB_BAR_HEIGHT = 40;

interface OpenTabsBarProps {
  list: OpenTabList;
  current: string;
  onOpen: (key: string) => void;
  onClose: (key: string) => void;
  onCloseOthers: (key: string) => void;
  onCloseAll: () => void;
}

/** The tab bar above the page: a click opens, × or the context menu closes; 关闭其他 / 关闭全部 at the right. */
export function OpenTabsBar({ list, current, onOpen, onClose, onCloseOthers, onCloseAll }: OpenTabsBarProps) {
  const { token } = theme.useToken();
  const menuOf = (key: string): MenuProps => ({
    items: [
      { key: 'close', label: zhCN.tabs.close, disabled: !list.closable(key) },
      { key: 'others', label: zhCN.tabs.closeOthers, disabled: list.tabs.every((tab) => tab.key === key || tab.key === list.home.key) },
      { key: 'all', label: zhCN.tabs.closeAll, disabled: list.tabs.length === 1 },
    ],
    onClick: ({ key: action, domEvent }) => {
      domEvent.stopPropagation();
      if (action === 'close') onClose(key);
      else if (action === 'others') onCloseOthers(key);
      else onCloseAll();
    },
  });

  return (
    // Under the sticky top bar: switching back to a tab needs no scrolling up first.
    <nav aria-label={zhCN.tabs.bar} style={{ position: 'sticky', top: MAIN_LAYOUT_HEIGHTS.header, zIndex: 19, background: token.colorBgLayout }}>
    <Tabs
      type="editable-card"
      size="small"
      hideAdd
      locale={{ removeAriaLabel: zhCN.tabs.close }}
      activeKey={current}
      onChange={onOpen}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') onClose(key);
      }}
      style={{ height: TAB_BAR_HEIGHT, marginBottom: 0 }}
      tabBarStyle={{ marginBottom: 0 }}
      items={list.tabs.map((tab) => ({
        key: tab.key,
        label: (
          <Dropdown menu={menuOf(tab.key)} trigger={['contextMenu']}>
            <span>{tab.label}</span>
          </Dropdown>
        ),
        closable: list.closable(tab.key),
      }))}
      tabBarExtraContent={
        <Dropdown menu={menuOf(current)} trigger={['click']}>
          <Button type="text" size="small" icon={<DownOutlined />} aria-label={zhCN.tabs.actions} />
        </Dropdown>
      }
    />
    </nav>
  );
}
