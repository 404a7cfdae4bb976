import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { usePlatformSettings } from '../layout/usePlatformSettings.ts';
import { zhCN } from '../zhCN.ts';

/** Which of the two login tabs is shown; the other pages (sign-up, forgotten password) show none. */
export type LoginTab = 'user' | 'phone';

/**
 * The card every login, sign-up and password page sits in: the platform's logo and name, the
 * page's title or the 账号登录 / 手机登录 tabs (/login/user, /login/phone), then the page; the
 * platform's copyright below it, as the main layout's footer shows it.
 */
export function LoginFrame({ title, tab, children, footer }: { title?: string; tab?: LoginTab; children: ReactNode; footer?: ReactNode }) {
  const settings = usePlatformSettings();
  const name = settings?.loginApplicationName || zhCN.productName;
  const tabStyle = (active: boolean) => ({ fontSize: 16, fontWeight: active ? 600 : 400, color: active ? undefined : 'rgba(0,0,0,0.45)' });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', paddingTop: '10vh', paddingBottom: 48 }}>
      <Card style={{ width: 400 }}>
        {settings?.loginWebLogo ? <img src={settings.loginWebLogo} alt={name} style={{ display: 'block', maxHeight: 48, margin: '0 auto 12px' }} /> : null}
        <Typography.Title level={3} style={{ textAlign: 'center' }}>
          {name}
        </Typography.Title>
        {tab ? (
          <nav aria-label={zhCN.login.title} style={{ display: 'flex', justifyContent: 'center', gap: 32, marginBottom: 20 }}>
            <Link to="/login/user" aria-current={tab === 'user' ? 'page' : undefined} style={tabStyle(tab === 'user')}>
              {zhCN.login.accountTab}
            </Link>
            <Link to="/login/phone" aria-current={tab === 'phone' ? 'page' : undefined} style={tabStyle(tab === 'phone')}>
              {zhCN.login.phoneTab}
            </Link>
          </nav>
        ) : (
          <Typography.Title level={5} style={{ textAlign: 'center', marginTop: 0 }}>
            {title}
          </Typography.Title>
        )}
        {children}
        <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>{footer ?? <Link to="/">{zhCN.login.backToSite}</Link>}</div>
      </Card>
      {settings?.copyrightBottomInfo ? (
        <Typography.Text type="secondary" style={{ marginTop: 16, fontSize: 12 }}>
          {settings.copyrightBottomInfo}
        </Typography.Text>
      ) : null}
    </div>
  );
}
