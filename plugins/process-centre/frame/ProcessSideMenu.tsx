import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Badge, Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { PROCESS_CENTRE_MENU_GROUP } from '../../../contracts/workbench/ProcessCentre.ts';
import { SideMenuContributions } from '../../../contracts/workbench/Routes.ts';
import { useContributions, useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { TodoCounterId } from './TodoCounter.ts';

/** Pages without an entry of their own and the entry that stays lit on them (part 2 §2). */
export const MENU_HIGHLIGHT: Readonly<Record<string, string>> = {
  '/process/create': '/process/my',
};

/**
 * The process centre's side menu: the contributed entries, the to-do count on the 'todo' badge;
 * horizontal above the page on a phone.
 */
export function ProcessSideMenu({ mode = 'inline' }: { mode?: 'inline' | 'horizontal' }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const todos = useService(TodoCounterId);
  const count = useSyncExternalStore(
    (listener) => todos.subscribe(listener),
    () => todos.count,
  );
  const contributions = useContributions(SideMenuContributions);
  const { userInfo } = useSessionSnapshot();
  const entries = useMemo(
    () => contributions.filter((entry) => entry.group === PROCESS_CENTRE_MENU_GROUP && (entry.visible?.(userInfo) ?? true)).sort((a, b) => a.order - b.order),
    [contributions, userInfo],
  );

  useEffect(() => {
    void todos.refresh();
  }, [todos]);

  return (
    <Menu
      aria-label={zhCN.menu.title}
      mode={mode}
      selectedKeys={[MENU_HIGHLIGHT[pathname] ?? pathname]}
      onClick={({ key }) => navigate(key)}
      items={entries.map((entry) => ({
        key: entry.path,
        label:
          entry.badge === 'todo' ? (
            <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 4 }}>
              {entry.label}
              <Badge count={count ?? 0} overflowCount={99} />
            </span>
          ) : (
            entry.label
          ),
      }))}
      style={mode === 'inline' ? { borderInlineEnd: 'none' } : { borderBottom: 'none' }}
    />
  );
}
