import { useMemo, type ReactNode } from 'react';
import { Layout, Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { MANAGEMENT_MENU_GROUP, MANAGEMENT_PATH } from '../../contracts/workbench/Administration.ts';
import { SideMenuContributions } from '../../contracts/workbench/Routes.ts';
import { useContributions, useSessionSnapshot } from '../../core/react/index.ts';
import { zhCN } from './zhCN.ts';

/** The management pages other plugins contribute that the user may use, in their order, after the area's home. */
export function useManagementEntries() {
  const contributions = useContributions(SideMenuContributions);
  const { userInfo } = useSessionSnapshot();
  return useMemo(
    () => contributions.filter((entry) => entry.group === MANAGEMENT_MENU_GROUP && (entry.visible?.(userInfo) ?? true)).sort((a, b) => a.order - b.order),
    [contributions, userInfo],
  );
}

/**
 * The management area inside the main layout: its side menu (the area's home, then every
 * plugin's admin page) on the left, the page on the right.
 */
export function ManagementFrame({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entries = useManagementEntries();
  return (
    <Layout style={{ background: 'transparent', gap: 16 }} hasSider>
      <Layout.Sider width={200} theme="light" style={{ padding: '16px 0', borderRadius: 8 }}>
        <Menu
          aria-label={zhCN.menu}
          mode="inline"
          selectedKeys={[pathname]}
          onClick={({ key }) => navigate(key)}
          items={[{ key: MANAGEMENT_PATH, label: zhCN.overview }, ...entries.map((entry) => ({ key: entry.path, label: entry.label }))]}
        />
      </Layout.Sider>
      <Layout.Content style={{ minWidth: 0, background: '#fff', padding: 16, borderRadius: 8 }}>{children}</Layout.Content>
    </Layout>
  );
}
