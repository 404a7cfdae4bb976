import { useState } from 'react';
import { Button, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { HttpClientId, NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../../core/react/index.ts';
import { SiteContentApi } from './SiteContentApi.ts';
import { contentTexts as t } from './zhCN.ts';

const LIMIT_BYTES = 200 * 1024 * 1024;
const ACCEPT = ['mp4', 'webm'];

interface VideoFieldProps {
  /** The video's /website/classroom/media link, or null/'' for none. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Its length in whole seconds, as the browser reads it once the video's metadata arrived. */
  onDuration?: (seconds: number) => void;
}

/**
 * 智慧课堂's video: an mp4 or webm of at most 200 MB (the server tells the type by the bytes,
 * applies the platform's lower upload limit and decides), played here once uploaded.
 */
export function VideoField({ value, onChange, onDuration }: VideoFieldProps) {
  const http = useService(HttpClientId);
  const notifier = useService(NotifierId);
  const [sending, setSending] = useState(false);

  return (
    <Space align="center" wrap>
      {value ? (
        <video
          src={value}
          controls
          preload="metadata"
          aria-label={t.fields.video}
          style={{ maxHeight: 120, maxWidth: 220, background: '#000' }}
          onLoadedMetadata={(event) => {
            const seconds = event.currentTarget.duration;
            if (Number.isFinite(seconds)) onDuration?.(Math.round(seconds));
          }}
        />
      ) : (
        <Typography.Text type="secondary">{t.videoNone}</Typography.Text>
      )}
      <Upload
        accept={ACCEPT.map((extension) => `.${extension}`).join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
          if (!ACCEPT.includes(extension)) {
            notifier.error(t.videoAccept);
            return Upload.LIST_IGNORE;
          }
          if (file.size > LIMIT_BYTES) {
            notifier.error(t.videoTooLarge);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          setSending(true);
          const body = new FormData();
          body.append('file', file as File);
          try {
            // The server's refusal (not a video, too large) is shown by the HTTP client.
            const uploaded = await http.post<{ url: string }>(SiteContentApi.classroomVideo, body);
            onChange?.(uploaded.data.url);
            notifier.success(t.videoUploaded);
            onSuccess?.(uploaded.data);
          } catch (error) {
            onError?.(error instanceof Error ? error : new Error(t.uploadFailure));
          } finally {
            setSending(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={sending}>
          {t.videoUpload}
        </Button>
      </Upload>
      {value ? (
        <Button type="link" onClick={() => onChange?.(null)}>
          {t.videoRemove}
        </Button>
      ) : null}
    </Space>
  );
}
