import { useMemo, useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { LoginCipherId, SessionStoreId } from '../../../contracts/workbench/Session.ts';
import { useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { AccountFieldRules } from './AccountFieldRules.ts';
import { LoginFrame } from './LoginFrame.tsx';
import { messageOf, useLoginOutcome } from './LoginPage.tsx';
import { PasswordLogin } from './PasswordLogin.ts';
import { SmsCodeButton } from './SmsCodeButton.tsx';

interface PhoneCredentials {
  phone: string;
  code: string;
}

/** Phone login (/login/phone): a registered phone and the code sent to it. */
export function PhoneLoginPage() {
  const api = useService(ApiClientId);
  const session = useService(SessionStoreId);
  const cipher = useService(LoginCipherId);
  const login = useMemo(() => new PasswordLogin(api, session, cipher), [api, session, cipher]);
  const finish = useLoginOutcome();
  const [form] = Form.useForm<PhoneCredentials>();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async ({ phone, code }: PhoneCredentials) => {
    setPending(true);
    setProblem(null);
    try {
      const outcome = await login.loginByPhone(phone, code.trim());
      setProblem(finish(outcome));
      if (outcome === 'disabled') setPending(false);
    } catch (error) {
      setProblem(messageOf(error));
      setPending(false);
    }
  };

  const phoneValid = async () => {
    try {
      return (await form.validateFields(['phone'])).phone;
    } catch {
      return null;
    }
  };

  return (
    <LoginFrame
      tab="phone"
      footer={
        <>
          <Link to="/login/forgetPassword">{zhCN.login.forgetPassword}</Link>
          <Link to="/signup">{zhCN.login.signUp}</Link>
          <Link to="/">{zhCN.login.backToSite}</Link>
        </>
      }
    >
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      <Form<PhoneCredentials> form={form} name="phone-login" size="large" onFinish={(values) => void submit(values)}>
        <Form.Item name="phone" rules={AccountFieldRules.phone} validateFirst>
          <Input prefix={<MobileOutlined />} placeholder={zhCN.accounts.phonePlaceholder} autoComplete="tel" maxLength={11} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item name="code" rules={AccountFieldRules.code} style={{ flex: 1 }}>
            <Input prefix={<SafetyOutlined />} placeholder={zhCN.accounts.codePlaceholder} autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          <SmsCodeButton phoneValid={phoneValid} purpose="login" />
        </div>
        <Button type="primary" htmlType="submit" block loading={pending}>
          {zhCN.accounts.phoneLogin}
        </Button>
      </Form>
    </LoginFrame>
  );
}
