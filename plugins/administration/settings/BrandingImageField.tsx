import { useState } from 'react';
import { Button, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { HttpClientId, NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../../core/react/index.ts';
import { zhCN } from './zhCN.ts';
import { BRANDING_FOLDER, SettingsApi, type UploadedFile } from './SettingsApi.ts';

const t = zhCN;
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'];
/** What the settings answer for a picture they publish: visitors (and this page) may load it. */
const PUBLISHED = '/admin/enterpriseSetting/image/';

interface BrandingImageFieldProps {
  /** The link: a published picture, a fresh upload (published when saved), or ''/null for the bundled image. */
  value?: string | null;
  onChange?: (value: string) => void;
  label: string;
  disabled?: boolean;
}

/** One of the platform's pictures: uploaded to the branding folder, shown once the settings publish it. */
export function BrandingImageField({ value, onChange, label, disabled }: BrandingImageFieldProps) {
  const http = useService(HttpClientId);
  const notifier = useService(NotifierId);
  const [sending, setSending] = useState(false);

  return (
    <Space align="center" wrap>
      {value && value.startsWith(PUBLISHED) ? (
        <img src={value} alt={label} style={{ maxHeight: 40, maxWidth: 160, border: '1px solid #f0f0f0' }} />
      ) : (
        <Typography.Text type="secondary">{value ? t.imagePending : t.imageDefault}</Typography.Text>
      )}
      <Upload
        accept={IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
        showUploadList={false}
        disabled={disabled}
        beforeUpload={(file) => {
          const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
          if (!IMAGE_EXTENSIONS.includes(extension)) {
            notifier.error(t.imageAccept);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          setSending(true);
          const body = new FormData();
          body.append('file', file as File);
          try {
            // The server's refusal (type, 文件大小限制为…KB) is shown by the HTTP client.
            const uploaded = await http.post<UploadedFile>(SettingsApi.upload, body, { params: { folder: BRANDING_FOLDER } });
            onChange?.(uploaded.data.url);
            onSuccess?.(uploaded.data);
          } catch (error) {
            onError?.(error instanceof Error ? error : new Error(t.uploadFailure));
          } finally {
            setSending(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={sending} disabled={disabled} aria-label={`${t.imageUpload}${label}`}>
          {t.imageUpload}
        </Button>
      </Upload>
      {value ? (
        <Button type="link" disabled={disabled} onClick={() => onChange?.('')}>
          {t.imageRemove}
        </Button>
      ) : null}
    </Space>
  );
}
