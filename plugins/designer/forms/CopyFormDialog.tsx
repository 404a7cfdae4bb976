import { useState } from 'react';
import { Form, Modal } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../../core/react/index.ts';
import { FORM_KEY_MAX, FORM_NAME_MAX, type FormDetail, type FormSummary } from './FormDesignApi.ts';
import { FormIdentityFields, showIdentityRefusal, type FormIdentity } from './FormIdentityFields.tsx';
import { zhCN } from './zhCN.ts';

export interface CopyFormDialogProps {
  /** The form to copy; null keeps the dialog closed. */
  form: FormSummary | null;
  onCancel(): void;
  onCopied(copy: FormDetail): void;
}

/** 复制: a new form under a key and name of its own, with the latest version's definition. */
export function CopyFormDialog({ form: source, onCancel, onCopied }: CopyFormDialogProps) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const [form] = Form.useForm<FormIdentity>();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (!source) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSending(true);
    try {
      const { data } = await api.post('/form/design/{id}/copy', { path: { id: source.id }, body: { formKey: values.formKey.trim(), formName: values.formName.trim() }, silent: true });
      notifier.success(zhCN.list.copied(data.formName));
      onCopied(data);
    } catch (error) {
      if (!showIdentityRefusal(form, error)) notifier.error((error as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open={source !== null} title={zhCN.list.copyTitle(source?.formName ?? '')} confirmLoading={sending} onOk={() => void submit()} onCancel={onCancel} destroyOnHidden>
      <Form
        form={form}
        // Named, so its fields' ids differ from the list's search form (formName there too).
        name="copy-form"
        layout="vertical"
        initialValues={source ? { formKey: `${source.formKey}_copy`.slice(0, FORM_KEY_MAX), formName: zhCN.list.copyName(source.formName).slice(0, FORM_NAME_MAX) } : undefined}
        onFinish={() => void submit()}
      >
        <FormIdentityFields />
      </Form>
    </Modal>
  );
}
