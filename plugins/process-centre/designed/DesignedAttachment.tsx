import { useRef, useState } from 'react';
import { Button, Space, Typography, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { succeeded } from '../actions/ActionOutcome.ts';
import { UPLOAD_FOLDER } from '../contract/ContractAttachment.tsx';
import { fileLink } from '../contract/FileLink.ts';
import { CONTRACT_ATTACHMENT_RULES, refusalOf } from '../contract/UploadRules.ts';
import { usePlatformUploadLimit } from '../contract/usePlatformUploadLimit.ts';
import type { FormAttachment } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';

/** form.yaml FormField.maxCount: five files unless the field says otherwise. */
export const DEFAULT_ATTACHMENT_COUNT = 5;

/** The file's link (part 2 §7), as the contract's: the token rides in the query so a plain link opens it. */
function linkOf(file: FormAttachment, token: string | null): string | undefined {
  return file.bucketName ? fileLink({ bucketName: file.bucketName, fileName: file.fileName }, token) : undefined;
}

/** The stored files as links, for a field the node keeps read-only (and the print view's names). */
export function AttachmentLinks({ id, value }: { id?: string; value?: FormAttachment[] | null }) {
  const token = useSessionSnapshot().accessToken;
  if (!value || value.length === 0) {
    return (
      <Typography.Text id={id} type="secondary">
        {zhCN.designed.empty}
      </Typography.Text>
    );
  }
  return (
    <Space id={id} orientation="vertical" size={0}>
      {value.map((file) => (
        <Typography.Link key={file.fileName} href={linkOf(file, token)} target="_blank" rel="noopener">
          {file.originalName || file.fileName}
        </Typography.Link>
      ))}
    </Space>
  );
}

interface DesignedAttachmentProps {
  id?: string;
  value?: FormAttachment[] | null;
  onChange?: (value: FormAttachment[]) => void;
  maxCount?: number;
}

/**
 * A designed form's 附件: the contract form's upload (the same types, the platform's size limit,
 * checked before a file leaves, sent to /admin/sys-file/upload?folder=workflow), holding up to
 * the field's maxCount files.
 */
export function DesignedAttachment({ id, value, onChange, maxCount = DEFAULT_ATTACHMENT_COUNT }: DesignedAttachmentProps) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const token = useSessionSnapshot().accessToken;
  const [sending, setSending] = useState<UploadFile[]>([]);
  const rules = { ...CONTRACT_ATTACHMENT_RULES, maxCount, limitKB: usePlatformUploadLimit() };
  const files = value ?? [];
  // Files chosen together finish one after another: each adds to the list as it stands then.
  const latest = useRef(files);
  latest.current = files;

  const fileList: UploadFile[] = [
    ...files.map((file): UploadFile => ({ uid: file.fileName, name: file.originalName || file.fileName, status: 'done', url: linkOf(file, token) })),
    ...sending,
  ];

  return (
    <>
      <Upload
        id={id}
        multiple={maxCount > 1}
        fileList={fileList}
        accept={rules.accept.map((extension) => `.${extension}`).join(',')}
        beforeUpload={(file) => {
          const refusal = refusalOf(file, files.length + sending.length, rules);
          if (refusal) {
            notifier.error(refusal);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          const chosen = file as File;
          const uid = `${chosen.name}-${Date.now()}`;
          setSending((current) => [...current, { uid, name: chosen.name, status: 'uploading' }]);
          const body = new FormData();
          body.append('file', chosen);
          try {
            // Silent: the upload says 文件上传失败 itself, once.
            const answer = await api.post('/admin/sys-file/upload', { body, query: { folder: UPLOAD_FOLDER }, silent: true });
            if (!succeeded(answer)) throw new Error(answer.msg ?? zhCN.upload.failure);
            latest.current = [...latest.current, { bucketName: answer.data.bucketName, fileName: answer.data.fileName, originalName: chosen.name }];
            onChange?.(latest.current);
            notifier.success(zhCN.upload.success);
            onSuccess?.(answer.data);
          } catch (error) {
            notifier.error(zhCN.upload.failure);
            onError?.(error instanceof Error ? error : new Error(zhCN.upload.failure));
          } finally {
            setSending((current) => current.filter((entry) => entry.uid !== uid));
          }
        }}
        onRemove={(removed) => onChange?.(files.filter((file) => file.fileName !== removed.uid))}
      >
        <Button icon={<UploadOutlined />} disabled={files.length + sending.length >= maxCount}>
          {zhCN.upload.button}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{zhCN.upload.tip}</Typography.Text>
    </>
  );
}
