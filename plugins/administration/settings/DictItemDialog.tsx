import { useEffect, useState } from 'react';
import { Form, Input, InputNumber, Modal } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useService } from '../../../core/react/index.ts';
import { zhCN } from './zhCN.ts';
import type { DictItem, DictItemEdit } from './SettingsApi.ts';

const t = zhCN;

interface DictItemDialogProps {
  dictType: string;
  /** The item edited, or null to add one. */
  item: DictItem | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 新增字典项 / 编辑字典项: the label, the value (unique in its dictionary, checked by the server) and the order. */
export function DictItemDialog({ dictType, item, onClose, onSaved }: DictItemDialogProps) {
  const api = useService(ApiClientId);
  const [form] = Form.useForm<DictItemEdit>();
  const [saving, setSaving] = useState(false);

  useEffect(() => form.setFieldsValue(item ? { label: item.label, value: item.value, sort: item.sort } : { label: '', value: '', sort: undefined }), [form, item]);

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      if (item) await api.put('/admin/dict/item/{id}', { path: { id: item.id }, body: values });
      else await api.post('/admin/dict/item', { body: { ...values, dictType } });
      onSaved();
    } catch {
      // The HTTP client showed the server's message (字典值已存在 …); the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={item ? t.dictEditTitle : t.dictCreateTitle} onOk={save} onCancel={onClose} confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="label" label={t.dictLabel} rules={[{ required: true, whitespace: true, message: t.required(t.dictLabel) }, { max: 100, message: t.tooLong(t.dictLabel, 100) }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="value"
          label={t.dictValue}
          rules={[
            { required: true, message: t.required(t.dictValue) },
            { max: 100, message: t.tooLong(t.dictValue, 100) },
            { pattern: /^\S(.*\S)?$/, message: t.dictValuePattern },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="sort" label={t.dictSort}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
