import { useState } from 'react';
import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { HttpClientId, NotifierId } from '../../contracts/workbench/Http.ts';
import { useService } from '../../core/react/index.ts';

interface FileUploadButtonProps {
  /** Extensions offered and accepted before sending (the server decides by the bytes). */
  extensions: readonly string[];
  /** Refused before sending when larger; none: the server's limit alone. */
  maxBytes?: number;
  /** Where the file goes, with its query. */
  url: string;
  params?: Record<string, string>;
  texts: { upload: string; notAccepted: string; tooLarge?: string; failure: string };
  /** The accessible name, when the button's text alone does not say which file. */
  ariaLabel?: string;
  disabled?: boolean;
  /** The uploaded file's link. */
  onUploaded: (url: string) => void;
}

/** The upload button of the admin pages' picture and video fields: checked by name and size first, the server's refusal shown by the HTTP client. */
export function FileUploadButton({ extensions, maxBytes, url, params, texts, ariaLabel, disabled, onUploaded }: FileUploadButtonProps) {
  const http = useService(HttpClientId);
  const notifier = useService(NotifierId);
  const [sending, setSending] = useState(false);
  return (
    <Upload
      accept={extensions.map((extension) => `.${extension}`).join(',')}
      showUploadList={false}
      disabled={disabled}
      beforeUpload={(file) => {
        const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
        if (!extensions.includes(extension)) {
          notifier.error(texts.notAccepted);
          return Upload.LIST_IGNORE;
        }
        if (maxBytes !== undefined && file.size > maxBytes) {
          notifier.error(texts.tooLarge ?? texts.notAccepted);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={async ({ file, onSuccess, onError }) => {
        setSending(true);
        const body = new FormData();
        body.append('file', file as File);
        try {
          const uploaded = await http.post<{ url: string }>(url, body, params ? { params } : undefined);
          onUploaded(uploaded.data.url);
          onSuccess?.(uploaded.data);
        } catch (error) {
          onError?.(error instanceof Error ? error : new Error(texts.failure));
        } finally {
          setSending(false);
        }
      }}
    >
      <Button icon={<UploadOutlined />} loading={sending} disabled={disabled} aria-label={ariaLabel}>
        {texts.upload}
      </Button>
    </Upload>
  );
}
