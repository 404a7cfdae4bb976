import { useState } from 'react';
import { Button, Typography, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { succeeded } from '../actions/ActionOutcome.ts';
import { zhCN } from '../zhCN.ts';
import { fileLink } from './FileLink.ts';
import { CONTRACT_ATTACHMENT_RULES, refusalOf } from './UploadRules.ts';
import { usePlatformUploadLimit } from './usePlatformUploadLimit.ts';

/** The contract's one attachment as the form keeps it. */
export interface ContractFile {
  bucketName: string;
  fileName: string;
  originalName?: string | null;
}

/** Part 2 §7: uploads of workflow forms go to this folder. */
export const UPLOAD_FOLDER = 'workflow';

interface ContractAttachmentProps {
  id?: string;
  value?: ContractFile;
  onChange?: (value: ContractFile | undefined) => void;
  disabled?: boolean;
}

/**
 * The contract's attachment: one file, checked before it leaves (part 1 §5: type, size, count),
 * uploaded to /admin/sys-file/upload?folder=workflow as the multipart field `file`.
 */
export function ContractAttachment({ id, value, onChange, disabled }: ContractAttachmentProps) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const token = useSessionSnapshot().accessToken;
  const [sending, setSending] = useState<UploadFile | null>(null);
  const rules = { ...CONTRACT_ATTACHMENT_RULES, limitKB: usePlatformUploadLimit() };

  const fileList: UploadFile[] = value
    ? [{ uid: value.fileName, name: value.originalName || value.fileName, status: 'done', url: fileLink(value, token) }]
    : sending
      ? [sending]
      : [];

  if (disabled) {
    return value ? (
      <Typography.Link id={id} href={fileLink(value, token)} target="_blank" rel="noopener">
        {value.originalName || value.fileName}
      </Typography.Link>
    ) : (
      <Typography.Text id={id} type="secondary">
        {zhCN.contract.empty}
      </Typography.Text>
    );
  }

  return (
    <>
      <Upload
        id={id}
        fileList={fileList}
        accept={rules.accept.map((extension) => `.${extension}`).join(',')}
        beforeUpload={(file) => {
          const refusal = refusalOf(file, value ? 1 : 0, rules);
          if (refusal) {
            notifier.error(refusal);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          const chosen = file as File;
          setSending({ uid: chosen.name, name: chosen.name, status: 'uploading' });
          const body = new FormData();
          body.append('file', chosen);
          try {
            // Silent: the upload says 文件上传失败 itself, once.
            const answer = await api.post('/admin/sys-file/upload', { body, query: { folder: UPLOAD_FOLDER }, silent: true });
            if (!succeeded(answer)) throw new Error(answer.msg ?? zhCN.upload.failure);
            onChange?.({ bucketName: answer.data.bucketName, fileName: answer.data.fileName, originalName: chosen.name });
            notifier.success(zhCN.upload.success);
            onSuccess?.(answer.data);
          } catch (error) {
            notifier.error(zhCN.upload.failure);
            onError?.(error instanceof Error ? error : new Error(zhCN.upload.failure));
          } finally {
            setSending(null);
          }
        }}
        onRemove={() => onChange?.(undefined)}
      >
        <Button icon={<UploadOutlined />}>{zhCN.upload.button}</Button>
      </Upload>
      <Typography.Text type="secondary">{zhCN.upload.tip}</Typography.Text>
    </>
  );
}
