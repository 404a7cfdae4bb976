import { useState } from 'react';
import { Alert, Form, Modal, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../../core/react/index.ts';
import { FormDefinitionCheck, type FormFinding } from '../../../contracts/forms/index.ts';
import { FORM_KEY_MAX, FORM_KEY_PATTERN, FORM_NAME_MAX, type FormDefinition, type FormDetail, type FormExport } from './FormDesignApi.ts';
import { FormIdentityFields, showIdentityRefusal, type FormIdentity } from './FormIdentityFields.tsx';
import { zhCN } from './zhCN.ts';

const t = zhCN.importDialog;

export interface ImportFormDialogProps {
  open: boolean;
  onCancel(): void;
  onImported(form: FormDetail): void;
}

type Read =
  | { fileName: string; problem: string; findings: FormFinding[] }
  | { fileName: string; problem: null; definition: FormDefinition; identity: FormIdentity };

const CHECK = new FormDefinitionCheck();

/** A form's key from its file's name (`leave.form.json` → leave), when that is a key. */
function keyOfFileName(fileName: string): string {
  const key = fileName.replace(/(\.form)?\.json$/i, '');
  return FORM_KEY_PATTERN.test(key) ? key.slice(0, FORM_KEY_MAX) : '';
}

/**
 * What a file holds, as `ronghe lint --form` reads it: an exported form (FormExport: key, name,
 * definition) or a definition alone (its key then from the file's name); checked, or why not.
 */
function readFormFile(fileName: string, text: string): Read {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { fileName, problem: t.notJson, findings: [] };
  }
  const exported = typeof json === 'object' && json !== null && !Array.isArray(json) && 'definition' in json ? (json as Partial<Record<keyof FormExport, unknown>>) : null;
  const { definition, findings } = CHECK.check(exported ? exported.definition : json);
  if (!definition || findings.length > 0) return { fileName, problem: t.refused, findings };
  const trimmed = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');
  return {
    fileName,
    problem: null,
    definition,
    identity: exported ? { formKey: trimmed(exported.formKey, FORM_KEY_MAX), formName: trimmed(exported.formName, FORM_NAME_MAX) } : { formKey: keyOfFileName(fileName), formName: '' },
  };
}

/**
 * 导入: a `.form.json` file (what 导出 and `ronghe export` write), its definition checked here with the
 * FormDefinitionCheck the server runs: a file with findings lists them and creates nothing.
 * The key and name may be changed before it is created (the file's may be taken).
 */
export function ImportFormDialog({ open, onCancel, onImported }: ImportFormDialogProps) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const [form] = Form.useForm<FormIdentity>();
  const [read, setRead] = useState<Read | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    setRead(null);
    onCancel();
  };

  const readFile = async (file: File) => {
    const next = readFormFile(file.name, await file.text());
    setRead(next);
    if (next.problem === null) form.setFieldsValue(next.identity);
  };

  const submit = async () => {
    if (read?.problem !== null || !read) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSending(true);
    try {
      const body: FormExport = { formKey: values.formKey.trim(), formName: values.formName.trim(), definition: read.definition };
      const { data } = await api.post('/form/design/import', { body, silent: true });
      notifier.success(t.imported);
      setRead(null);
      onImported(data);
    } catch (error) {
      if (!showIdentityRefusal(form, error)) notifier.error((error as Error).message);
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
      okButtonProps={{ disabled: read?.problem !== null }}
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
      {read && read.problem !== null && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          title={read.problem}
          description={
            read.findings.length > 0 ? (
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {read.findings.map((finding, index) => (
                  <li key={index}>
                    {finding.key ? `${finding.key}：` : ''}
                    {finding.message}
                  </li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
      {/* Named, so its fields' ids differ from the list's search form (formName there too). */}
      <Form form={form} name="import-form" layout="vertical" style={{ marginTop: 12, display: read?.problem === null ? undefined : 'none' }} onFinish={() => void submit()}>
        <FormIdentityFields />
      </Form>
    </Modal>
  );
}
