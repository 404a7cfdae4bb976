import { Button, Layout } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Outlet, useNavigate } from 'react-router';
import { usePhone } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { ProcessSideMenu } from './ProcessSideMenu.tsx';

/**
 * The process centre's pages inside the main layout: the side menu on the left (the portal has
 * no side-menu renderer of its own), the page on the right. On a phone (issue 25) 发起流程 and
 * the menu, a row of tabs, sit above the page.
 */
export function ProcessCentreFrame() {
  const navigate = useNavigate();
  const phone = usePhone();
  const create = (
    <Button type="primary" block icon={<PlusOutlined />} onClick={() => navigate('/process/create')}>
      {zhCN.menu.create}
    </Button>
  );
  if (phone) {
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <div style={{ background: '#fff', padding: '8px 8px 0', borderRadius: 8 }}>
          {create}
          <ProcessSideMenu mode="horizontal" />
        </div>
        <div style={{ minWidth: 0, background: '#fff', padding: 8, borderRadius: 8 }}>
          <Outlet />
        </div>
      </div>
    );
  }
  return (
    <Layout style={{ background: 'transparent', gap: 16 }} hasSider>
      <Layout.Sider width={200} theme="light" style={{ padding: '16px 0', borderRadius: 8 }}>
        <div style={{ padding: '0 16px 12px' }}>{create}</div>
        <ProcessSideMenu />
      </Layout.Sider>
      <Layout.Content style={{ minWidth: 0, background: '#fff', padding: 16, borderRadius: 8 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
