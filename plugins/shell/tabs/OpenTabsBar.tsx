import type { KeyboardEvent } from 'react';
import { CloseOutlined, DownOutlined } from '@ant-design/icons';
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

/** The tab bar above the page: a click opens, ×, Delete or the context menu closes; 关闭其他 / 关闭全部 at the right. */
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

  // A tab's close mark and the actions button stay out of the tablist's own children: a tablist
  // holds tabs only (axe: aria-required-children), so antd's closable tabs and its extra content,
  // both buttons beside the tabs, are not used. The mark is part of the tab (a mouse target, like
  // the × of a browser tab); from the keyboard Delete closes the focused tab, and 页签操作 closes
  // any tab for everyone.
  const closeFocused = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Delete') return;
    const key = (event.target as HTMLElement).closest('[data-node-key]')?.getAttribute('data-node-key');
    if (key && list.closable(key)) onClose(key);
  };

  return (
    // Under the sticky top bar: switching back to a tab needs no scrolling up first.
    <nav aria-label={zhCN.tabs.bar} style={{ position: 'sticky', top: MAIN_LAYOUT_HEIGHTS.header, zIndex: 19, background: token.colorBgLayout, display: 'flex', alignItems: 'center' }}>
      <div style={{ flex: 1, minWidth: 0 }} onKeyDown={closeFocused}>
        <Tabs
          type="card"
          size="small"
          activeKey={current}
          onChange={onOpen}
          style={{ height: TAB_BAR_HEIGHT, marginBottom: 0 }}
          tabBarStyle={{ marginBottom: 0 }}
          items={list.tabs.map((tab) => ({
            key: tab.key,
            label: (
              <Dropdown menu={menuOf(tab.key)} trigger={['contextMenu']}>
                <span>
                  {tab.label}
                  {list.closable(tab.key) ? (
                    <span
                      aria-hidden
                      title={zhCN.tabs.close}
                      data-tab-close=""
                      style={{ marginInlineStart: token.marginXS, color: token.colorTextTertiary, fontSize: token.fontSizeSM }}
                      onClick={(event) => {
                        // Closing is not opening: the tab's own click must not run.
                        event.stopPropagation();
                        onClose(tab.key);
                      }}
                    >
                      <CloseOutlined />
                    </span>
                  ) : null}
                </span>
              </Dropdown>
            ),
          }))}
        />
      </div>
      <Dropdown menu={menuOf(current)} trigger={['click']}>
        <Button type="text" size="small" icon={<DownOutlined />} aria-label={zhCN.tabs.actions} style={{ marginInline: token.marginXS }} />
      </Dropdown>
    </nav>
  );
}
