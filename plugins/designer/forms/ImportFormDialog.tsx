import { useState } from 'react';
import { Alert, Form, Input, Modal, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { HttpClientId, NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../../core/react/index.ts';
import { FormDefinitionCheck, type FormFinding } from '../../../contracts/forms/index.ts';
import { FormDesignApi, type DesignedFormSave, type DesignedFormSaved, type FormDefinition } from './FormDesignApi.ts';
import { formNameOfFile } from './FormFile.ts';
import { zhCN } from './zhCN.ts';

const t = zhCN.importDialog;

export interface ImportFormDialogProps {
  open: boolean;
  onCancel(): void;
  onImported(saved: DesignedFormSaved): void;
}

interface Read {
  fileName: string;
  definition: FormDefinition | null;
  findings: FormFinding[];
  /** Not JSON at all. */
  unreadable: boolean;
}

/**
 * 导入: a `.form.json` file (what 导出 and `ronghe export` write), checked here with the same
 * FormDefinitionCheck the server runs: a file with findings lists them and creates nothing.
 */
export function ImportFormDialog({ open, onCancel, onImported }: ImportFormDialogProps) {
  const http = useService(HttpClientId);
  const notifier = useService(NotifierId);
  const [read, setRead] = useState<Read | null>(null);
  const [name, setName] = useState('');
  const [sending, setSending] = useState(false);

  const close = () => {
    setRead(null);
    setName('');
    onCancel();
  };

  const readFile = async (file: File) => {
    const text = await file.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      setRead({ fileName: file.name, definition: null, findings: [], unreadable: true });
      return;
    }
    const { definition, findings } = new FormDefinitionCheck().check(json);
    setRead({ fileName: file.name, definition, findings, unreadable: false });
    setName(formNameOfFile(file.name));
  };

  const acceptable = read !== null && !read.unreadable && read.definition !== null && read.findings.length === 0;

  const submit = async () => {
    if (!acceptable || !read.definition || !name.trim()) return;
    const body: DesignedFormSave = { name: name.trim(), definition: read.definition };
    setSending(true);
    try {
      const { data } = await http.post<DesignedFormSaved>(FormDesignApi.importJson, body);
      notifier.success(t.imported);
      setRead(null);
      setName('');
      onImported(data);
    } catch {
      // The client showed the server's refusal; nothing was created.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t.title}
      okText={t.ok}
      cancelText={t.cancel}
      okButtonProps={{ disabled: !acceptable || !name.trim() }}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Upload.Dragger
        accept=".json,application/json"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          void readFile(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{read ? read.fileName : t.hint}</p>
        <p className="ant-upload-hint">{t.accept}</p>
      </Upload.Dragger>
      {read?.unreadable && <Alert style={{ marginTop: 12 }} type="error" showIcon title={t.notJson} />}
      {read && !read.unreadable && read.findings.length > 0 && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          title={t.refused}
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {read.findings.map((finding, index) => (
                <li key={index}>
                  {finding.key ? `${finding.key}：` : ''}
                  {finding.message}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {acceptable && (
        <Form layout="vertical" style={{ marginTop: 12 }}>
          <Form.Item label={t.name} htmlFor="rh-import-name" required validateStatus={name.trim() ? undefined : 'error'} help={name.trim() ? undefined : t.nameRequired}>
            <Input id="rh-import-name" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
