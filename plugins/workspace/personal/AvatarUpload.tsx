import { useState } from 'react';
import { Avatar, Button, Space, Upload } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { SessionStoreId } from '../../../contracts/workbench/Session.ts';
import { useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { AvatarLink } from '../../../contracts/workbench/AvatarLink.ts';
import { zhCN } from '../zhCN.ts';
import { UserInfoReload } from '../../../core/session/UserInfoReload.ts';

/** Part 1 §5: the avatar's types and its size limit (the server checks both again, by content). */
const AVATAR_EXTENSIONS = ['jpg', 'jpeg', 'png'];
const AVATAR_LIMIT_KB = 50;
const AVATAR_FOLDER = 'avatar';

function refusalOf(file: File): string | null {
  const extension = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : '';
  if (!AVATAR_EXTENSIONS.includes(extension)) return zhCN.personal.avatarType;
  if (!(file.size / 1024 < AVATAR_LIMIT_KB)) return zhCN.personal.avatarSize;
  return null;
}

/** The personal centre's avatar: checked, uploaded to the avatar folder, stored as the user's, shown in the top bar at once. */
export function AvatarUpload({ avatar, onChanged }: { avatar: string | null | undefined; onChanged: () => void }) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const session = useService(SessionStoreId);
  const token = useSessionSnapshot().accessToken;
  const [sending, setSending] = useState(false);

  return (
    <Space size="large" align="center">
      <Avatar size={80} src={AvatarLink.of(avatar, token)} alt={zhCN.personal.avatar} icon={<UserOutlined />} data-testid="personal-avatar" />
      <Upload
        accept={AVATAR_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          const refusal = refusalOf(file);
          if (refusal) {
            notifier.error(refusal);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          setSending(true);
          const body = new FormData();
          body.append('file', file as File);
          try {
            // Silent: the upload says 上传失败 itself, once.
            const uploaded = await api.post('/admin/sys-file/upload', { body, query: { folder: AVATAR_FOLDER }, silent: true });
            await api.post('/admin/user/editPersonalInfo', { body: { avatar: uploaded.data.url }, silent: true });
            await new UserInfoReload(api, session).reload();
            notifier.success(zhCN.personal.uploadSuccess);
            onChanged();
            onSuccess?.(uploaded.data);
          } catch (error) {
            notifier.error(zhCN.personal.uploadFailure);
            onError?.(error instanceof Error ? error : new Error(zhCN.personal.uploadFailure));
          } finally {
            setSending(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={sending}>
          {zhCN.personal.avatarChange}
        </Button>
      </Upload>
    </Space>
  );
}
