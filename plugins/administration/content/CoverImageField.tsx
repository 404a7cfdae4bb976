import { Button, Space, Typography } from 'antd';
import { FileUploadButton, type UploadPath } from '../FileUploadButton.tsx';
import { contentTexts as t } from './zhCN.ts';

const LIMIT_BYTES = 2 * 1024 * 1024;
const ACCEPT = ['jpg', 'jpeg', 'png'];

interface CoverImageFieldProps {
  /** The cover's /website/image link, or null/'' for none. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Where the picture is uploaded: the site's pictures unless the channel's module keeps its own (智慧课堂). */
  uploadUrl?: UploadPath;
}

/** A site item's cover: a jpg or png of at most 2 MB (the server tells the type by the bytes and decides). */
export function CoverImageField({ value, onChange, uploadUrl = '/admin/website/content-image' }: CoverImageFieldProps) {
  return (
    <Space align="center" wrap>
      {value ? (
        <img src={value} alt={t.fields.cover} style={{ maxHeight: 90, maxWidth: 160, border: '1px solid #f0f0f0' }} />
      ) : (
        <Typography.Text type="secondary">{t.coverNone}</Typography.Text>
      )}
      <FileUploadButton
        extensions={ACCEPT}
        maxBytes={LIMIT_BYTES}
        url={uploadUrl}
        // The server's refusal (not a picture, too large) is shown by the HTTP client.
        texts={{ upload: t.coverUpload, notAccepted: t.coverAccept, tooLarge: t.coverTooLarge, failure: t.uploadFailure }}
        onUploaded={(url) => onChange?.(url)}
      />
      {value ? (
        <Button type="link" onClick={() => onChange?.(null)}>
          {t.coverRemove}
        </Button>
      ) : null}
    </Space>
  );
}
