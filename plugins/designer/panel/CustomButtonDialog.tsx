import { Form, Input, Modal } from 'antd';
import { zhCN } from '../zhCN.ts';

export interface CustomButtonValue {
  id: string;
  name: string;
}

/** Spec 002 §5: a custom button's id is letters and digits. */
export const CUSTOM_BUTTON_ID = /^[A-Za-z0-9]+$/;

/**
 * Adds or edits a custom operation button (spec 002 §5): id required, letters and digits only,
 * not one another button of the node has; display name required. An edited button keeps its id.
 */
export function CustomButtonDialog({
  open,
  initial,
  takenIds,
  onOk,
  onCancel,
}: {
  open: boolean;
  initial?: CustomButtonValue;
  takenIds: readonly string[];
  onOk: (value: CustomButtonValue) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<CustomButtonValue>();
  const texts = zhCN.buttons;
  return (
    <Modal
      open={open}
      title={initial ? texts.editCustom : texts.addCustom}
      destroyOnHidden
      okText={zhCN.confirm.ok}
      cancelText={zhCN.confirm.cancel}
      onCancel={onCancel}
      onOk={() => form.validateFields().then((value) => onOk({ id: value.id.trim(), name: value.name.trim() }), () => undefined)}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={initial}>
        <Form.Item
          name="id"
          label={texts.customId}
          rules={[
            { required: true, whitespace: true, message: texts.customIdRequired },
            { pattern: CUSTOM_BUTTON_ID, message: texts.customIdPattern },
            { validator: async (_, id: string | undefined) => (id && takenIds.includes(id.trim()) ? Promise.reject(new Error(texts.customIdTaken)) : undefined) },
          ]}
        >
          <Input aria-label={texts.customId} disabled={initial !== undefined} />
        </Form.Item>
        <Form.Item name="name" label={texts.customName} rules={[{ required: true, whitespace: true, message: texts.customNameRequired }]}>
          <Input aria-label={texts.customName} maxLength={20} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
