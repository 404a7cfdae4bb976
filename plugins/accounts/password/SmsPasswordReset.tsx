import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { LoginCipherId } from '../../../contracts/workbench/Session.ts';
import { useService } from '../../../core/react/index.ts';
import { AccountFieldRules } from '../login/AccountFieldRules.ts';
import { SmsCodeRow, useSmsCodeForm, type SmsCodeValues } from '../login/SmsCodeForm.tsx';
import { useNewPasswordRules } from '../login/useNewPasswordRules.ts';
import { zhCN } from '../zhCN.ts';

interface ResetValues extends SmsCodeValues {
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
  const { form, pending, problem, attempt } = useSmsCodeForm<ResetValues>();
  const passwordRules = useNewPasswordRules('password');

  const submit = (values: ResetValues) =>
    attempt(async () => {
      // Silent: a refusal (a wrong code) shows once, in the form's alert.
      await api.post('/admin/user/resetPassword', {
        body: { phone: values.phone, code: values.code.trim(), password: await cipher.encrypt(values.password) },
        silent: true,
      });
      notifier.success(zhCN.accounts.reset);
      navigate('/login/user');
    });

  return (
    <>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      <Form<ResetValues> form={form} name="password-reset" size="large" onFinish={(values) => void submit(values)}>
        <Form.Item name="phone" rules={AccountFieldRules.phone} validateFirst>
          <Input prefix={<MobileOutlined />} placeholder={zhCN.accounts.phonePlaceholder} autoComplete="tel" maxLength={11} />
        </Form.Item>
        <SmsCodeRow form={form} purpose="reset" />
        <Form.Item name="password" rules={passwordRules.password} validateFirst validateTrigger={['onBlur']} extra={zhCN.accounts.passwordHint}>
          <Input.Password prefix={<LockOutlined />} placeholder={zhCN.accounts.newPasswordPlaceholder} aria-label={zhCN.accounts.newPasswordPlaceholder} autoComplete="new-password" />
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
