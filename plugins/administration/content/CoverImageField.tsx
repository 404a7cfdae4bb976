import { useState } from 'react';
import { Button, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { HttpClientId, NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../../core/react/index.ts';
import { SiteContentApi } from './SiteContentApi.ts';
import { contentTexts as t } from './zhCN.ts';

const LIMIT_BYTES = 2 * 1024 * 1024;
const ACCEPT = ['jpg', 'jpeg', 'png'];

interface CoverImageFieldProps {
  /** The cover's /website/image link, or null/'' for none. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Where the picture is uploaded: the site's pictures unless the channel's module keeps its own (智慧课堂). */
  uploadUrl?: string;
}

/** A site item's cover: a jpg or png of at most 2 MB (the server tells the type by the bytes and decides). */
export function CoverImageField({ value, onChange, uploadUrl = SiteContentApi.image }: CoverImageFieldProps) {
  const http = useService(HttpClientId);
  const notifier = useService(NotifierId);
  const [sending, setSending] = useState(false);

  return (
    <Space align="center" wrap>
      {value ? (
        <img src={value} alt={t.fields.cover} style={{ maxHeight: 90, maxWidth: 160, border: '1px solid #f0f0f0' }} />
      ) : (
        <Typography.Text type="secondary">{t.coverNone}</Typography.Text>
      )}
      <Upload
        accept={ACCEPT.map((extension) => `.${extension}`).join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
          if (!ACCEPT.includes(extension)) {
            notifier.error(t.coverAccept);
            return Upload.LIST_IGNORE;
          }
          if (file.size > LIMIT_BYTES) {
            notifier.error(t.coverTooLarge);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          setSending(true);
          const body = new FormData();
          body.append('file', file as File);
          try {
            // The server's refusal (not a picture, too large) is shown by the HTTP client.
            const uploaded = await http.post<{ url: string }>(uploadUrl, body);
            onChange?.(uploaded.data.url);
            onSuccess?.(uploaded.data);
          } catch (error) {
            onError?.(error instanceof Error ? error : new Error(t.uploadFailure));
          } finally {
            setSending(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={sending}>
          {t.coverUpload}
        </Button>
      </Upload>
      {value ? (
        <Button type="link" onClick={() => onChange?.(null)}>
          {t.coverRemove}
        </Button>
      ) : null}
    </Space>
  );
}
