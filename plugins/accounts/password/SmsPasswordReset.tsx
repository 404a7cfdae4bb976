import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { LoginCipherId } from '../../../contracts/workbench/Session.ts';
import { useService } from '../../../core/react/index.ts';
import { AccountFieldRules } from '../login/AccountFieldRules.ts';
import { messageOf } from '../login/LoginPage.tsx';
import { SmsCodeButton } from '../login/SmsCodeButton.tsx';
import { useNewPasswordRules } from '../login/useNewPasswordRules.ts';
import { zhCN } from '../zhCN.ts';

interface ResetValues {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

/**
 * The forgotten password by SMS code (/login/forgetPassword, and /resetPassword without a
 * login): the registered phone, its reset code and a new password; then the user logs in with it.
 */
export function SmsPasswordReset() {
  const api = useService(ApiClientId);
  const cipher = useService(LoginCipherId);
  const notifier = useService(NotifierId);
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetValues>();
  const passwordRules = useNewPasswordRules('password');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: ResetValues) => {
    setPending(true);
    setProblem(null);
    try {
      await api.post('/admin/user/resetPassword', { body: { phone: values.phone, code: values.code.trim(), password: await cipher.encrypt(values.password) } });
      notifier.success(zhCN.accounts.reset);
      navigate('/login/user');
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
    <>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      <Form<ResetValues> form={form} name="password-reset" size="large" onFinish={(values) => void submit(values)}>
        <Form.Item name="phone" rules={AccountFieldRules.phone} validateFirst>
          <Input prefix={<MobileOutlined />} placeholder={zhCN.accounts.phonePlaceholder} autoComplete="tel" maxLength={11} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item name="code" rules={AccountFieldRules.code} style={{ flex: 1 }}>
            <Input prefix={<SafetyOutlined />} placeholder={zhCN.accounts.codePlaceholder} autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          <SmsCodeButton phoneValid={phoneValid} purpose="reset" />
        </div>
        <Form.Item name="password" rules={passwordRules.password} validateFirst validateTrigger={['onBlur']} extra={zhCN.accounts.passwordHint}>
          <Input.Password prefix={<LockOutlined />} placeholder={zhCN.accounts.newPasswordPlaceholder} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" dependencies={['password']} rules={passwordRules.confirm}>
          <Input.Password prefix={<LockOutlined />} placeholder={zhCN.accounts.confirmPlaceholder} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={pending}>
          {zhCN.accounts.resetSubmit}
        </Button>
      </Form>
    </>
  );
}
