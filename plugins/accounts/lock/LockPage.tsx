import { useState } from 'react';
import { Avatar, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Navigate, useNavigate } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { LoginCipherId, SessionStoreId } from '../../../contracts/workbench/Session.ts';
import { useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { AvatarLink } from '../../../contracts/workbench/AvatarLink.ts';

import { zhCN } from '../zhCN.ts';
import { ScreenLockId } from '../../../contracts/workbench/Accounts.ts';

/** The lock screen (/lock): the user's name and avatar, the password to unlock, or log out. */
export function LockPage() {
  const api = useService(ApiClientId);
  const cipher = useService(LoginCipherId);
  const session = useService(SessionStoreId);
  const screenLock = useService(ScreenLockId);
  const navigate = useNavigate();
  const { userInfo, accessToken } = useSessionSnapshot();
  const [pending, setPending] = useState(false);
  const [form] = Form.useForm<{ password: string }>();
  if (!accessToken || !userInfo) return <Navigate to="/login" replace />;
  const lock = screenLock.lockOf(userInfo.sysUser.userId);

  const unlock = async ({ password }: { password: string }) => {
    setPending(true);
    try {
      await api.post('/admin/user/unlock', { body: { password: await cipher.encrypt(password) } });
      screenLock.release();
      navigate(lock?.returnTo ?? '/homepage/index', { replace: true });
    } catch {
      // The HTTP client showed 密码错误 (or how long a lock lasts).
      form.setFieldValue('password', '');
      setPending(false);
    }
  };
  const logout = async () => {
    screenLock.release();
    try {
      await session.logout();
    } finally {
      navigate('/login', { replace: true });
    }
  };

  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingTop: '14vh' }}>
      <Card style={{ width: 360, textAlign: 'center' }}>
        <Avatar size={72} src={AvatarLink.of(userInfo.sysUser.avatar, accessToken)} alt={zhCN.lock.avatar} icon={<UserOutlined />} />
        <Typography.Title level={4} style={{ marginTop: 12 }}>
          {userInfo.sysUser.chineseName || userInfo.sysUser.username}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {zhCN.lock.title}，{zhCN.lock.hint}
        </Typography.Paragraph>
        <Form form={form} name="unlock" onFinish={(values) => void unlock(values)}>
          <Form.Item name="password" rules={[{ required: true, message: zhCN.accounts.passwordRequired }]}>
            <Input.Password prefix={<LockOutlined />} placeholder={zhCN.accounts.passwordPlaceholder} autoComplete="current-password" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={pending}>
            {zhCN.lock.unlock}
          </Button>
        </Form>
        <Button type="link" onClick={() => void logout()} style={{ marginTop: 8 }}>
          {zhCN.lock.other}
        </Button>
      </Card>
    </div>
  );
}
