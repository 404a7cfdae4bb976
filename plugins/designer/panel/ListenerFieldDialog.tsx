import { useEffect } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import type { ModdleElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';

export type FieldType = 'string' | 'expression';
const FIELD_TYPES: readonly FieldType[] = ['string', 'expression'];

/** A listener's injected field (camunda:Field) as the panel edits it (spec 002 §3 Field). */
export interface ListenerField {
  name: string;
  fieldType: FieldType;
  value: string;
}

export function fieldOf(source: ModdleElement): ListenerField {
  const expression = source.get('expression');
  if (expression !== undefined) return { name: String(source.get('name') ?? ''), fieldType: 'expression', value: String(expression) };
  return { name: String(source.get('name') ?? ''), fieldType: 'string', value: String(source.get('stringValue') ?? source.get('string') ?? '') };
}

/** camunda:Field: a string as the `camunda:string` child (it may span lines), an expression as `camunda:expression`. */
export function fieldElement(create: (type: string, attrs: Record<string, unknown>) => ModdleElement, field: ListenerField): ModdleElement {
  return create('camunda:Field', { name: field.name.trim(), [field.fieldType === 'expression' ? 'expression' : 'string']: field.value });
}

/**
 * The modal for one injected field (spec 002 §2.7, §5): name, field type and the matching
 * string or expression, each required with its own message.
 */
export function ListenerFieldDialog({ field, onOk, onCancel }: { field: ListenerField | null; onOk: (field: ListenerField) => void; onCancel: () => void }) {
  const [form] = Form.useForm<ListenerField>();
  const fieldType = (Form.useWatch('fieldType', form) as FieldType | undefined) ?? 'string';
  useEffect(() => {
    if (!field) return;
    form.resetFields();
    form.setFieldsValue(field);
  }, [field, form]);
  const texts = zhCN.camunda;
  return (
    <Modal
      open={field !== null}
      title={texts.fields}
      okText={zhCN.confirm.ok}
      cancelText={zhCN.confirm.cancel}
      onCancel={onCancel}
      onOk={async () => {
        // An invalid form shows its messages under the fields and stays open.
        const values = await form.validateFields().catch(() => null);
        if (values) onOk({ ...values, name: values.name.trim() });
      }}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item name="name" label={texts.fieldName} rules={[{ required: true, whitespace: true, message: texts.fieldNameRequired }]}>
          <Input aria-label={texts.fieldName} />
        </Form.Item>
        <Form.Item name="fieldType" label={texts.fieldType} rules={[{ required: true, message: texts.fieldTypeRequired }]}>
          <Select aria-label={texts.fieldType} options={FIELD_TYPES.map((value) => ({ value, label: texts.fieldTypes[value] }))} />
        </Form.Item>
        <Form.Item name="value" label={texts.fieldTypes[fieldType]} rules={[{ required: true, whitespace: true, message: texts.fieldValueRequired[fieldType] }]}>
          <Input.TextArea aria-label={texts.fieldTypes[fieldType]} autoSize={{ minRows: 1, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
