import { useMemo, useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { HttpClientId, NotifierId } from '../../../contracts/workbench/Http.ts';
import { LoginCipherId, SessionStoreId } from '../../../contracts/workbench/Session.ts';
import { InvalidTokenRedirect } from '../../../core/http/InvalidTokenRedirect.ts';
import { useService } from '../../../core/react/index.ts';
import { usePlatformSettings } from '../layout/usePlatformSettings.ts';
import { zhCN } from '../zhCN.ts';
import { PasswordLogin } from './PasswordLogin.ts';

/** Where a signed-in user lands: the workbench home (the spec's '/' is the public site for us). */
export const HOME_AFTER_LOGIN = '/homepage/index';
/** A disabled account sees the message this long before being logged out (part 1 §9). */
export const DISABLED_LOGOUT_DELAY_MS = 1200;

interface Credentials {
  username: string;
  password: string;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : zhCN.login.failed;
}

/** Account and password login (/login/user). */
export function LoginPage() {
  const http = useService(HttpClientId);
  const session = useService(SessionStoreId);
  const cipher = useService(LoginCipherId);
  const notifier = useService(NotifierId);
  const navigate = useNavigate();
  const settings = usePlatformSettings();
  const login = useMemo(() => new PasswordLogin(http, session, cipher), [http, session, cipher]);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [search] = useSearchParams();
  const reason = search.get('source') === InvalidTokenRedirect.SOURCE ? zhCN.login.invalidToken : null;

  const submit = async ({ username, password }: Credentials) => {
    setPending(true);
    setProblem(null);
    try {
      const outcome = await login.login(username.trim(), password);
      if (outcome === 'disabled') {
        notifier.error(zhCN.login.disabled);
        setProblem(zhCN.login.disabled);
        setTimeout(() => void session.logout(), DISABLED_LOGOUT_DELAY_MS);
        setPending(false);
        return;
      }
      navigate(HOME_AFTER_LOGIN);
    } catch (error) {
      // The HTTP client has shown a toast already; the page keeps the reason in view as well.
      setProblem(messageOf(error));
      setPending(false);
    }
  };

  const title = settings?.loginApplicationName || zhCN.productName;
  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingTop: '12vh' }}>
      <Card style={{ width: 380 }}>
        {settings?.loginWebLogo ? (
          <img src={settings.loginWebLogo} alt={title} style={{ display: 'block', maxHeight: 48, margin: '0 auto 12px' }} />
        ) : null}
        <Typography.Title level={3} style={{ textAlign: 'center' }}>
          {title}
        </Typography.Title>
        <Typography.Title level={5} style={{ textAlign: 'center', marginTop: 0 }}>
          {zhCN.login.title}
        </Typography.Title>
        {/* A failed attempt is newer news than why the user was sent here. */}
        {problem ? (
          <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />
        ) : reason ? (
          <Alert type="warning" showIcon title={reason} style={{ marginBottom: 16 }} />
        ) : null}
        <Form<Credentials> name="account-login" size="large" onFinish={(values) => void submit(values)} autoComplete="on">
          <Form.Item name="username" rules={[{ required: true, whitespace: true, message: zhCN.login.accountRequired }]}>
            <Input prefix={<UserOutlined />} placeholder={zhCN.login.accountPlaceholder} autoComplete="username" maxLength={20} />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: zhCN.login.passwordRequired }]}>
            <Input.Password prefix={<LockOutlined />} placeholder={zhCN.login.passwordPlaceholder} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={pending}>
            {zhCN.login.submit}
          </Button>
        </Form>
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Link to="/">{zhCN.login.backToSite}</Link>
        </div>
      </Card>
    </div>
  );
}
