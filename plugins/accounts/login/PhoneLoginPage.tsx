import { useMemo } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { LoginCipherId, SessionStoreId } from '../../../contracts/workbench/Session.ts';
import { useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { AccountFieldRules } from './AccountFieldRules.ts';
import { LoginFrame } from './LoginFrame.tsx';
import { useLoginOutcome } from './LoginPage.tsx';
import { PasswordLogin } from './PasswordLogin.ts';
import { SmsCodeRow, useSmsCodeForm, type SmsCodeValues } from './SmsCodeForm.tsx';

/** Phone login (/login/phone): a registered phone and the code sent to it. */
export function PhoneLoginPage() {
  const api = useService(ApiClientId);
  const session = useService(SessionStoreId);
  const cipher = useService(LoginCipherId);
  const login = useMemo(() => new PasswordLogin(api, session, cipher), [api, session, cipher]);
  const finish = useLoginOutcome();
  const { form, pending, problem, attempt } = useSmsCodeForm<SmsCodeValues>();

  // A disabled account's message stays in view; any other outcome leaves the page.
  const submit = ({ phone, code }: SmsCodeValues) => attempt(async () => finish(await login.loginByPhone(phone, code.trim())));

  return (
    <LoginFrame tab="phone">
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      <Form<SmsCodeValues> form={form} name="phone-login" size="large" onFinish={(values) => void submit(values)}>
        <Form.Item name="phone" rules={AccountFieldRules.phone} validateFirst>
          <Input prefix={<MobileOutlined />} placeholder={zhCN.accounts.phonePlaceholder} autoComplete="tel" maxLength={11} />
        </Form.Item>
        <SmsCodeRow form={form} purpose="login" />
        <Button type="primary" htmlType="submit" block loading={pending}>
          {zhCN.accounts.phoneLogin}
        </Button>
      </Form>
    </LoginFrame>
  );
}
