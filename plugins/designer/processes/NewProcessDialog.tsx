import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { HttpError } from '../../../core/http/HttpError.ts';
import { useService } from '../../../core/react/index.ts';
import type { NewProcessRequest } from '../DesignerApi.ts';
import { zhCN } from '../zhCN.ts';

/** The server's rule for a process key (workflow.yaml NewProcessRequest): an XML NCName, at most 64 characters. */
const KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
const KEY_MAX = 64;
const NAME_MAX = 100;

export interface NewProcessDialogProps {
  open: boolean;
  onCancel(): void;
  /** The key is free in the company: open the designer on it. */
  onCreated(process: NewProcessRequest): void;
}

const t = zhCN.newProcess;
/** The server's refusals of the name (workflow.yaml NewProcessRequest); every other 400 concerns the key. */
const NAME_MESSAGES: readonly string[] = [t.nameRequired, t.nameTooLong];

/**
 * 新建流程: a key and a name, checked here for form and by the server for being free in the
 * current company (checkKey); the server's refusal shows under the field it concerns.
 */
export function NewProcessDialog({ open, onCancel, onCreated }: NewProcessDialogProps) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const [form] = Form.useForm<NewProcessRequest>();
  const [checking, setChecking] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const request = { processDefinitionKey: values.processDefinitionKey.trim(), processName: values.processName.trim() };
    setChecking(true);
    try {
      await api.post('/workflow/processDef/checkKey', { body: request, silent: true });
      form.resetFields();
      onCreated(request);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // 409: the key is taken; 400: the server's own check of the fields, whose messages are the ones above.
      if (error.status === 409 || error.status === 400) {
        const field = error.status === 400 && NAME_MESSAGES.includes(error.msg) ? 'processName' : 'processDefinitionKey';
        form.setFields([{ name: field, errors: [error.msg] }]);
      } else notifier.error(error.msg);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t.title}
      okText={t.ok}
      cancelText={t.cancel}
      confirmLoading={checking}
      onOk={() => void submit()}
      onCancel={() => {
        form.resetFields();
        onCancel();
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          name="processDefinitionKey"
          label={t.key}
          rules={[
            { required: true, whitespace: true, message: t.keyRequired },
            { max: KEY_MAX, message: t.keyTooLong },
            { pattern: KEY_PATTERN, message: t.keyFormat },
          ]}
        >
          <Input placeholder={t.keyPlaceholder} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="processName"
          label={t.name}
          rules={[
            { required: true, whitespace: true, message: t.nameRequired },
            { max: NAME_MAX, message: t.nameTooLong },
          ]}
        >
          <Input placeholder={t.namePlaceholder} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
