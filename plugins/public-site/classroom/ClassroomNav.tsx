import { Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { CLASSROOM_PATHS, SECTION_PAGES } from './ClassroomSections.ts';
import { zhCN } from './zhCN.ts';

const ITEMS = [
  { key: CLASSROOM_PATHS.home, label: zhCN.overview },
  ...SECTION_PAGES.map((page) => ({ key: page.path, label: page.title })),
];

/** The classroom's own menu: its home and five sections; 用户中心 opens in a new tab (spec part 1 §2). */
export function ClassroomNav() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16, background: '#fff', borderRadius: 8, padding: '0 16px', marginBottom: 16 }}>
      <strong style={{ flex: 'none', fontSize: 16, color: '#1f5fa8' }}>{zhCN.classroom}</strong>
      <Menu
        aria-label={zhCN.navLabel}
        mode="horizontal"
        items={ITEMS}
        selectedKeys={[pathname]}
        onClick={({ key }) => navigate(key)}
        // Clipped: the server's HTML lays every item in a row, and antd folds the rest into … only once the page runs.
        style={{ flex: 1, minWidth: 0, overflow: 'hidden', borderBottom: 'none' }}
      />
      <a href={CLASSROOM_PATHS.userCenter} target="_blank" rel="noopener" style={{ flex: 'none' }}>
        {zhCN.userCenter.open}
      </a>
    </div>
  );
}
