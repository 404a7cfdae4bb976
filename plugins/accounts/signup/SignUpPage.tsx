import { Alert, Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { IdcardOutlined, LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { LoginLink } from '../login/LoginLink.tsx';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { LoginCipherId } from '../../../contracts/workbench/Session.ts';
import { useService } from '../../../core/react/index.ts';
import { AccountFieldRules } from '../login/AccountFieldRules.ts';
import { LoginFrame } from '../login/LoginFrame.tsx';
import { SmsCodeRow, useSmsCodeForm, type SmsCodeValues } from '../login/SmsCodeForm.tsx';
import { useNewPasswordRules } from '../login/useNewPasswordRules.ts';
import { zhCN } from '../zhCN.ts';

interface SignUpValues extends SmsCodeValues {
  username: string;
  chineseName?: string;
  password: string;
  confirm: string;
}

/**
 * Sign-up (/signup): account, phone, name and password (part 1 §2), each with the rules and
 * messages of §5; the account and the phone are checked for uniqueness as the user leaves the
 * field, and the phone proves itself with an SMS code. The newcomer then logs in.
 */
export function SignUpPage() {
  const api = useService(ApiClientId);
  const cipher = useService(LoginCipherId);
  const notifier = useService(NotifierId);
  const navigate = useNavigate();
  const { form, pending, problem, attempt } = useSmsCodeForm<SignUpValues>();
  const passwordRules = useNewPasswordRules('password');

  const accountFree: Rule = {
    validator: async (_rule, value: string | undefined) => {
      if (!value) return;
      const taken = await api.get('/admin/check/username', { query: { username: value }, silent: true });
      if (taken.data === 1) throw new Error(zhCN.accounts.accountTaken);
    },
  };
  const phoneFree: Rule = {
    validator: async (_rule, value: string | undefined) => {
      if (!value) return;
      const registered = await api.get('/admin/check/phone', { query: { phone: value }, silent: true });
      if (registered.data === 1) throw new Error(registered.msg || zhCN.accounts.phoneRegistered);
    },
  };

  const submit = (values: SignUpValues) =>
    attempt(async () => {
      await api.post('/admin/user/register', { body: {
        username: values.username,
        phone: values.phone,
        ...(values.chineseName ? { chineseName: values.chineseName } : {}),
        password: await cipher.encrypt(values.password),
        code: values.code.trim(),
      // Silent: a refusal (a wrong code, a taken account) shows once, in the form's alert.
      }, silent: true });
      notifier.success(zhCN.accounts.signedUp);
      navigate('/login/user');
    });

  return (
    <LoginFrame title={zhCN.accounts.signUpTitle} footer={<LoginLink to="/login/user">{zhCN.accounts.haveAccount}</LoginLink>}>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      <Form<SignUpValues> form={form} name="sign-up" size="large" onFinish={(values) => void submit(values)}>
        <Form.Item name="username" rules={[...AccountFieldRules.account, accountFree]} validateFirst validateTrigger={['onBlur', 'onChange']}>
          <Input prefix={<UserOutlined />} placeholder={zhCN.accounts.accountPlaceholder} autoComplete="username" />
        </Form.Item>
        <Form.Item name="phone" rules={[...AccountFieldRules.phone, phoneFree]} validateFirst validateTrigger={['onBlur']}>
          <Input prefix={<MobileOutlined />} placeholder={zhCN.accounts.phonePlaceholder} autoComplete="tel" maxLength={11} />
        </Form.Item>
        <Form.Item name="chineseName" rules={AccountFieldRules.name}>
          <Input prefix={<IdcardOutlined />} placeholder={zhCN.accounts.namePlaceholder} autoComplete="name" maxLength={20} />
        </Form.Item>
        <Form.Item name="password" rules={passwordRules.password} validateFirst validateTrigger={['onBlur']} extra={zhCN.accounts.passwordHint}>
          <Input.Password prefix={<LockOutlined />} placeholder={zhCN.accounts.passwordPlaceholder} aria-label={zhCN.accounts.passwordPlaceholder} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" dependencies={['password']} rules={passwordRules.confirm}>
          <Input.Password prefix={<LockOutlined />} placeholder={zhCN.accounts.confirmPlaceholder} autoComplete="new-password" />
        </Form.Item>
        <SmsCodeRow form={form} purpose="register" />
        <Button type="primary" htmlType="submit" block loading={pending}>
          {zhCN.accounts.signUpSubmit}
        </Button>
      </Form>
    </LoginFrame>
  );
}
