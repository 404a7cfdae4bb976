import { Button, Space, Typography } from 'antd';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../../core/react/index.ts';
import { FileUploadButton } from '../FileUploadButton.tsx';
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
  const notifier = useService(NotifierId);

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
      <FileUploadButton
        extensions={ACCEPT}
        maxBytes={LIMIT_BYTES}
        url="/admin/classroom/video"
        texts={{ upload: t.videoUpload, notAccepted: t.videoAccept, tooLarge: t.videoTooLarge, failure: t.uploadFailure }}
        onUploaded={(url) => {
          onChange?.(url);
          notifier.success(t.videoUploaded);
        }}
      />
      {value ? (
        <Button type="link" onClick={() => onChange?.(null)}>
          {t.videoRemove}
        </Button>
      ) : null}
    </Space>
  );
}
