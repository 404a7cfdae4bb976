import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NavigatorId, NotifierId } from '../../../contracts/workbench/Http.ts';
import { LoginCipherId, SessionStoreId } from '../../../contracts/workbench/Session.ts';
import { useService } from '../../../core/react/index.ts';

import { zhCN } from '../zhCN.ts';

interface PasswordValues {
  password: string;
  newPassword: string;
  confirm: string;
}

/** Where the user signs in again with the new password. */
const LOGIN_PATH = '/login/user';

/**
 * 密码管理: the current password, a new one the server's weak-password check accepts (asked on
 * blur, part 1 §5) and its confirmation. After the change the user signs in again: the server
 * has ended the user's other logins, and this one ends here.
 */
export function PasswordForm() {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const cipher = useService(LoginCipherId);
  const session = useService(SessionStoreId);
  const navigator = useService(NavigatorId);
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);

  const strongEnough = async (_rule: RuleObject, value: string | undefined) => {
    if (!value) return;
    const answer = await api.post('/admin/weakPassword/checkPassword', { body: { password: await cipher.encrypt(value) }, silent: true });
    if (answer.data === '1') throw new Error(zhCN.passwordForm.weakPassword);
    if (answer.data !== '0') throw new Error(answer.data);
  };

  const change = async (values: PasswordValues) => {
    setSaving(true);
    try {
      const [password, newpassword1] = await Promise.all([cipher.encrypt(values.password), cipher.encrypt(values.newPassword)]);
      await api.post('/admin/user/editPersonalInfo', { body: { password, newpassword1 } });
    } catch {
      // The HTTP client showed the server's message (原密码错误, a lock, …).
      setSaving(false);
      return;
    }
    notifier.success(zhCN.passwordForm.passwordChanged);
    try {
      await session.logout();
    } finally {
      navigator.go(LOGIN_PATH);
    }
  };

  return (
    <div style={{ maxWidth: 520 }}>
      <Alert type="info" showIcon title={zhCN.passwordForm.passwordHint} style={{ marginBottom: 24 }} />
      <Form<PasswordValues> form={form} name="password-manager" labelCol={{ span: 5 }} onFinish={(values) => void change(values)}>
        <Form.Item label={zhCN.passwordForm.oldPassword} name="password" rules={[{ required: true, message: zhCN.passwordForm.oldPasswordPlaceholder }]}>
          <Input.Password placeholder={zhCN.passwordForm.oldPasswordPlaceholder} autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={zhCN.passwordForm.newPassword}
          name="newPassword"
          validateTrigger={['onBlur']}
          rules={[{ required: true, message: zhCN.passwordForm.newPasswordPlaceholder }, { validator: strongEnough }]}
        >
          <Input.Password placeholder={zhCN.passwordForm.newPasswordPlaceholder} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={zhCN.passwordForm.confirmPassword}
          name="confirm"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: zhCN.passwordForm.confirmPasswordPlaceholder },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (value && value !== getFieldValue('newPassword')) throw new Error(zhCN.passwordForm.passwordMismatch);
              },
            }),
          ]}
        >
          <Input.Password placeholder={zhCN.passwordForm.confirmPasswordPlaceholder} autoComplete="new-password" />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 5 }}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {zhCN.passwordForm.changePassword}
          </Button>
        </Form.Item>
      </Form>
    </div>
  );
}
