import { useState } from 'react';
import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { ApiClientId, type ApiData, type ApiOperation, type ApiPath } from '../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../contracts/workbench/Http.ts';
import { useService } from '../../core/react/index.ts';

type Upload<P extends ApiPath<'post'>> = ApiOperation<P, 'post'>;

/** The contracts' uploads: a multipart POST of one file that answers the stored file's link. */
export type UploadPath = {
  [P in ApiPath<'post'>]: Upload<P> extends { requestBody: { content: { 'multipart/form-data': unknown } } } ? (ApiData<Upload<P>> extends { url: string } ? P : never) : never;
}[ApiPath<'post'>];

interface FileUploadButtonProps {
  /** Extensions offered and accepted before sending (the server decides by the bytes). */
  extensions: readonly string[];
  /** Refused before sending when larger; none: the server's limit alone. */
  maxBytes?: number;
  /** Where the file goes, with the storage folder when the upload takes one. */
  url: UploadPath;
  folder?: string;
  texts: { upload: string; notAccepted: string; tooLarge?: string; failure: string };
  /** The accessible name, when the button's text alone does not say which file. */
  ariaLabel?: string;
  disabled?: boolean;
  /** The uploaded file's link. */
  onUploaded: (url: string) => void;
}

/** The upload button of the admin pages' picture and video fields: checked by name and size first, the server's refusal shown by the HTTP client. */
export function FileUploadButton({ extensions, maxBytes, url, folder, texts, ariaLabel, disabled, onUploaded }: FileUploadButtonProps) {
  const api = useService(ApiClientId);
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
          const uploaded = await api.post(url, folder === undefined ? { body } : { body, query: { folder } });
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
