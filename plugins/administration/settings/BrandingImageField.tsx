import { Button, Space, Typography } from 'antd';
import { FileUploadButton } from '../FileUploadButton.tsx';
import { zhCN } from './zhCN.ts';
import { BRANDING_FOLDER } from './SettingsApi.ts';

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
  return (
    <Space align="center" wrap>
      {value && value.startsWith(PUBLISHED) ? (
        <img src={value} alt={label} style={{ maxHeight: 40, maxWidth: 160, border: '1px solid #f0f0f0' }} />
      ) : (
        <Typography.Text type="secondary">{value ? t.imagePending : t.imageDefault}</Typography.Text>
      )}
      <FileUploadButton
        extensions={IMAGE_EXTENSIONS}
        url="/admin/sys-file/upload"
        folder={BRANDING_FOLDER}
        // The server's refusal (type, 文件大小限制为…KB) is shown by the HTTP client.
        texts={{ upload: t.imageUpload, notAccepted: t.imageAccept, failure: t.uploadFailure }}
        ariaLabel={`${t.imageUpload}${label}`}
        disabled={disabled}
        onUploaded={(url) => onChange?.(url)}
      />
      {value ? (
        <Button type="link" disabled={disabled} onClick={() => onChange?.('')}>
          {t.imageRemove}
        </Button>
      ) : null}
    </Space>
  );
}
