import { useState } from 'react';
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Modal, Result, Space, Spin, Table, Tag, Typography, Upload } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { saveBlob } from './BlobDownload.ts';
import type { ImportPreview, ImportResult, ImportRow } from './OrgAdminApi.ts';
import { ignoringShownFailure } from './ShownFailure.ts';

const t = zhCN.organisation;
const ACCEPT = '.xlsx,.csv';
const PAGE_SIZE = 8;

type Step = { kind: 'choose' } | { kind: 'preview'; file: File; preview: ImportPreview } | { kind: 'result'; result: ImportResult };

interface Props {
  onClose: () => void;
  /** Users were created: the list reloads. */
  onImported: () => void;
}

const upload = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/**
 * 导入用户 (issue 13): the template, then a file checked by the server row by row — the preview
 * writes nothing — then 确认导入 sends the same file with the preview's digest and shows what was
 * created (generated passwords this once) and which rows were not.
 */
export function UserImportDialog({ onClose, onImported }: Props) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);
  const [onlyInvalid, setOnlyInvalid] = useState(false);

  const busyWith = (action: () => Promise<unknown>) =>
    ignoringShownFailure(async () => {
      setBusy(true);
      try {
        await action();
      } finally {
        setBusy(false);
      }
    });

  const template = () => busyWith(async () => saveBlob(t.templateFile, await api.download('/admin/orgUser/import/template')));

  const check = (file: File) =>
    busyWith(async () => {
      // The server's refusal of the file (type, size, header) is shown by the HTTP client.
      const answer = await api.post('/admin/orgUser/import/preview', { body: upload(file) });
      setOnlyInvalid(answer.data.invalid > 0);
      setStep({ kind: 'preview', file, preview: answer.data });
    });

  const confirm = () =>
    busyWith(async () => {
      if (step.kind !== 'preview') return;
      const answer = await api.post('/admin/orgUser/import', { body: upload(step.file), query: { digest: step.preview.digest } });
      setStep({ kind: 'result', result: answer.data });
      if (answer.data.created > 0) onImported();
    });

  const copyPasswords = (result: ImportResult) =>
    ignoringShownFailure(async () => {
      const lines = result.users.filter((user) => user.password).map((user) => `${user.username}\t${user.chineseName}\t${user.password}`);
      await navigator.clipboard.writeText(lines.join('\n'));
      notifier.success(t.copied);
    });

  const rowColumns = [
    { dataIndex: 'row', title: t.rowNumber, width: 64 },
    { dataIndex: 'username', title: t.username },
    { dataIndex: 'chineseName', title: t.chineseName },
    { dataIndex: 'phone', title: t.phone },
    { dataIndex: 'dept', title: t.dept },
    { dataIndex: 'email', title: t.email },
    { dataIndex: 'password', title: t.password, render: (given: boolean) => (given ? t.passwordGiven : t.passwordGenerated) },
    {
      dataIndex: 'errors',
      title: t.problems,
      render: (errors: string[]) =>
        errors.length === 0 ? (
          <Tag color="green">{t.noProblem}</Tag>
        ) : (
          <Space orientation="vertical" size={0}>
            {errors.map((error) => (
              <Typography.Text key={error} type="danger">
                {error}
              </Typography.Text>
            ))}
          </Space>
        ),
    },
  ];

  let body: React.ReactNode;
  let footer: React.ReactNode;
  if (step.kind === 'choose') {
    body = (
      <Spin spinning={busy} description={t.previewing}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            {t.importHint}
            <Button type="link" onClick={template}>
              {t.downloadTemplate}
            </Button>
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t.importDeptHint}</Typography.Paragraph>
          <Upload.Dragger
            accept={ACCEPT}
            multiple={false}
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => {
              void check(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t.chooseFile}</p>
          </Upload.Dragger>
        </Space>
      </Spin>
    );
    footer = <Button onClick={onClose}>{t.cancel}</Button>;
  } else if (step.kind === 'preview') {
    const { preview } = step;
    const rows = onlyInvalid ? preview.rows.filter((row) => row.errors.length > 0) : preview.rows;
    body = (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type={preview.invalid ? 'warning' : 'success'} showIcon title={t.previewSummary(preview.total, preview.valid, preview.invalid)} />
        <Checkbox checked={onlyInvalid} onChange={(event) => setOnlyInvalid(event.target.checked)}>
          {t.onlyInvalid}
        </Checkbox>
        <Table<ImportRow> rowKey="row" size="small" columns={rowColumns} dataSource={rows} pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false }} />
        {preview.valid === 0 && <Alert type="error" title={t.nothingToImport} />}
      </Space>
    );
    footer = (
      <Space>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button disabled={busy} onClick={() => setStep({ kind: 'choose' })}>
          {t.chooseAgain}
        </Button>
        <Button type="primary" loading={busy} disabled={preview.valid === 0} onClick={confirm}>
          {t.confirmImport}
        </Button>
      </Space>
    );
  } else {
    const { result } = step;
    const generated = result.users.filter((user) => user.password);
    body = (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Result status={result.failed ? 'warning' : 'success'} title={t.resultTitle(result.created, result.failed)} style={{ padding: 16 }} />
        {generated.length > 0 && (
          <>
            <Space style={{ justifyContent: 'space-between', width: '100%' }}>
              <Typography.Text strong>{t.generatedTitle}</Typography.Text>
              <Button size="small" onClick={() => void copyPasswords(result)}>
                {t.copyPasswords}
              </Button>
            </Space>
            <Table
              rowKey="userId"
              size="small"
              columns={[
                { dataIndex: 'username', title: t.username },
                { dataIndex: 'chineseName', title: t.chineseName },
                { dataIndex: 'password', title: t.password, render: (password: string) => <Typography.Text code>{password}</Typography.Text> },
              ]}
              dataSource={generated}
              pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false }}
            />
          </>
        )}
        {result.failures.length > 0 && (
          <>
            <Typography.Text strong>{t.failuresTitle}</Typography.Text>
            <Table<ImportRow> rowKey="row" size="small" columns={rowColumns} dataSource={result.failures} pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false }} />
          </>
        )}
      </Space>
    );
    footer = (
      <Button type="primary" onClick={onClose}>
        {t.finish}
      </Button>
    );
  }

  return (
    <Modal title={t.importTitle} open width={1000} onCancel={onClose} footer={footer} mask={{ closable: false }} destroyOnHidden>
      {body}
    </Modal>
  );
}
