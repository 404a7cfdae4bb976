import { useState } from 'react';
import { Avatar, Button, Card, Form, Input, Result } from 'antd';
import { Link } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { SessionStoreId } from '../../../contracts/workbench/Session.ts';
import { useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { CLASSROOM_PATHS } from './ClassroomSections.ts';
import { useDocumentTitle } from '../layout/PageTitle.tsx';
import { zhCN } from './zhCN.ts';

const texts = zhCN.userSetting;
/* Part 1 §5's name rule, the one the server applies (it has the last word). */
const CHINESE_NAME = /^[\u4e00-\u9fa5]{1,20}$/;

/** The avatar route needs the token, which an <img> can only send in the sysAuthorization query. */
function avatarLink(avatar: string | null | undefined, token: string): string | undefined {
  return avatar ? `${avatar}?sysAuthorization=${encodeURIComponent(token)}` : undefined;
}

/**
 * /userSetting: the display name the site shows, edited here; the avatar and the password are
 * changed in the personal centre, which checks an upload and the current password.
 */
export function UserSettingPage() {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const session = useService(SessionStoreId);
  const { accessToken, userInfo } = useSessionSnapshot();
  const [saving, setSaving] = useState(false);
  useDocumentTitle(texts.title);

  if (!accessToken || !userInfo) {
    return (
      <Result
        status="info"
        title={texts.title}
        subTitle={texts.signedOut}
        extra={
          <Link to={CLASSROOM_PATHS.login}>
            <Button type="primary">{zhCN.userCenter.signIn}</Button>
          </Link>
        }
      />
    );
  }
  const { sysUser } = userInfo;

  const save = async ({ chineseName }: { chineseName: string }) => {
    setSaving(true);
    try {
      await api.post('/admin/user/editPersonalInfo', { body: { chineseName } });
      // The session's copy follows, so the header and other tabs show the new name at once.
      session.saveUserInfo((await api.get('/admin/user/info')).data);
      notifier.success(texts.saved);
    } catch {
      // The HTTP client showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={texts.title} style={{ maxWidth: 640, margin: '0 auto' }}>
      <Form layout="horizontal" labelCol={{ span: 6 }} initialValues={{ chineseName: sysUser.chineseName }} onFinish={(values) => void save(values)}>
        <Form.Item label={texts.avatar}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
            <Avatar size={64} src={avatarLink(sysUser.avatar, accessToken)} alt={texts.avatar}>
              {(sysUser.chineseName || sysUser.username).slice(0, 1)}
            </Avatar>
            <Link to={CLASSROOM_PATHS.personalCentre}>{texts.changeAvatar}</Link>
          </div>
        </Form.Item>
        <Form.Item label={texts.account}>
          <Input value={sysUser.username} disabled />
        </Form.Item>
        <Form.Item label={texts.displayName} name="chineseName" rules={[{ required: true, pattern: CHINESE_NAME, message: texts.nameRule }]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item label={texts.password}>
          <Link to={CLASSROOM_PATHS.password}>{texts.changePassword}</Link>
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 6 }}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {texts.save}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
