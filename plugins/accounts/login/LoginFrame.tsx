import type { ReactNode } from 'react';
import { theme } from 'antd';
import { LoginLink } from './LoginLink.tsx';
import { usePlatformSettings } from '../../../core/react/usePlatformSettings.ts';
import { loginZhCN as zhCN } from './zhCN.ts';
import { DESCRIPTION_TEXT } from '../../../core/ui/ReadableColours.ts';

/** Which of the two login tabs is shown; the other pages (sign-up, forgotten password) show none. */
export type LoginTab = 'user' | 'phone';

/**
 * The card every login, sign-up and password page sits in: the platform's logo and name, the
 * page's title or the 账号登录 / 手机登录 tabs (/login/user, /login/phone), then the page.
 * Plain elements in antd's tokens rather than Card and Typography: Card brings Tabs, Dropdown
 * and Menu with it, and Typography its tooltips — some 30 KB of the first load for a box and
 * two headings.
 * Under the page, the links its footer gives: for the two login tabs, 忘记密码, 注册账号 and
 * 返回首页; else the page's own (返回首页 when it gives none). The platform's copyright sits
 * below the card, as the main layout's footer shows it.
 */
export function LoginFrame({ title, tab, children, footer }: { title?: string; tab?: LoginTab; children: ReactNode; footer?: ReactNode }) {
  const settings = usePlatformSettings();
  const name = settings?.loginApplicationName || zhCN.productName;
  const { token } = theme.useToken();
  const heading = (fontSize: number | string) => ({ textAlign: 'center' as const, fontSize, fontWeight: 600, lineHeight: 1.35, color: token.colorTextHeading, margin: '0 0 16px' });
  // The current tab in the primary colour over a bar, as antd's Tabs draw it; the other one quiet.
  const tabStyle = (active: boolean) => ({
    fontSize: 16,
    fontWeight: active ? 600 : 400,
    color: active ? token.colorPrimary : DESCRIPTION_TEXT,
    paddingBottom: 6,
    borderBottom: `2px solid ${active ? token.colorPrimary : 'transparent'}`,
  });
  return (
    <div
      data-testid="login-backdrop"
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        paddingTop: '10vh',
        paddingBottom: 48,
        minHeight: '100vh',
        boxSizing: 'border-box',
        // 系统设置's 登录页背景图 behind the card (issue 26: it was saved and never shown).
        ...(settings?.logoWebBackground ? { backgroundImage: `url("${settings.logoWebBackground.replace(/"/g, '%22')}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : {}),
      }}
    >
      <section style={{ width: 400, boxSizing: 'border-box', padding: token.paddingLG, background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG }}>
        {settings?.loginWebLogo ? <img src={settings.loginWebLogo} alt={name} style={{ display: 'block', maxHeight: 48, margin: '0 auto 12px' }} /> : null}
        <h3 style={heading(token.fontSizeHeading3)}>{name}</h3>
        {tab ? (
          <nav aria-label={zhCN.login.title} style={{ display: 'flex', justifyContent: 'center', gap: 32, marginBottom: 20 }}>
            <LoginLink to="/login/user" current={tab === 'user'} style={tabStyle(tab === 'user')}>
              {zhCN.login.accountTab}
            </LoginLink>
            <LoginLink to="/login/phone" current={tab === 'phone'} style={tabStyle(tab === 'phone')}>
              {zhCN.login.phoneTab}
            </LoginLink>
          </nav>
        ) : (
          <h5 style={heading(token.fontSizeHeading5)}>{title}</h5>
        )}
        {children}
        <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>{footer ?? (tab ? <LoginTabLinks /> : <LoginLink to="/">{zhCN.login.backToSite}</LoginLink>)}</div>
      </section>
      {settings?.copyrightBottomInfo ? <p style={{ margin: '16px 0 0', fontSize: 12, color: token.colorTextSecondary }}>{settings.copyrightBottomInfo}</p> : null}
    </div>
  );
}

function LoginTabLinks() {
  return (
    <>
      <LoginLink to="/login/forgetPassword">{zhCN.login.forgetPassword}</LoginLink>
      <LoginLink to="/signup">{zhCN.login.signUp}</LoginLink>
      <LoginLink to="/">{zhCN.login.backToSite}</LoginLink>
    </>
  );
}
