import { useEffect } from 'react';
import { Button, Form, Input, Modal, Radio, Select, Space } from 'antd';
import { zhCN } from '../zhCN.ts';
import { PARAMETER_TYPES, type Parameter, type ParameterType } from './InputOutputParameter.ts';

/**
 * The modal of one input or output parameter (spec 002 §2.7, §3): name (required), type, and by
 * type a value, a script (format marked required but, as the spec says, not enforced; inline or
 * an external resource), list items, or map entries (key required).
 */
export function ParameterDialog({ title, parameter, onOk, onCancel }: { title: string; parameter: Parameter | null; onOk: (parameter: Parameter) => void; onCancel: () => void }) {
  const [form] = Form.useForm<Parameter>();
  const type = (Form.useWatch('type', form) as ParameterType | undefined) ?? 'stringOrExpression';
  const scriptType = (Form.useWatch('scriptType', form) as Parameter['scriptType'] | undefined) ?? 'inline';
  useEffect(() => {
    if (!parameter) return;
    form.resetFields();
    form.setFieldsValue(parameter);
  }, [parameter, form]);
  const texts = zhCN.camunda;
  return (
    <Modal
      open={parameter !== null}
      title={title}
      okText={zhCN.confirm.ok}
      cancelText={zhCN.confirm.cancel}
      onCancel={onCancel}
      onOk={async () => {
        // An invalid form shows its messages under the fields and stays open.
        const values = await form.validateFields().catch(() => null);
        if (!values || !parameter) return;
        onOk({ ...parameter, ...values, items: values.items ?? [], entries: values.entries ?? [] });
      }}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item name="name" label={texts.parameterName} rules={[{ required: true, whitespace: true, message: texts.parameterNameRequired }]}>
          <Input aria-label={texts.parameterName} />
        </Form.Item>
        <Form.Item name="type" label={texts.parameterType}>
          <Select aria-label={texts.parameterType} options={PARAMETER_TYPES.map((value) => ({ value, label: texts.parameterTypes[value] }))} />
        </Form.Item>
        {type === 'stringOrExpression' && (
          <Form.Item name="value" label={texts.parameterValue}>
            <Input.TextArea aria-label={texts.parameterValue} autoSize={{ minRows: 1, maxRows: 6 }} />
          </Form.Item>
        )}
        {type === 'script' && (
          <>
            <Form.Item name="scriptFormat" label={texts.scriptFormat} required>
              <Input aria-label={texts.scriptFormat} />
            </Form.Item>
            <Form.Item name="scriptType" label={texts.scriptType}>
              <Radio.Group options={(['inline', 'external'] as const).map((value) => ({ value, label: texts.scriptTypes[value] }))} />
            </Form.Item>
            {scriptType === 'inline' ? (
              <Form.Item name="value" label={texts.script}>
                <Input.TextArea aria-label={texts.script} autoSize={{ minRows: 2, maxRows: 8 }} />
              </Form.Item>
            ) : (
              <Form.Item name="resource" label={texts.resource}>
                <Input aria-label={texts.resource} />
              </Form.Item>
            )}
          </>
        )}
        {type === 'list' && (
          <Form.Item label={texts.listItems}>
            <Form.List name="items">
              {(items, { add, remove }) => (
                <>
                  {items.map((item, index) => (
                    <Space key={item.key} align="baseline">
                      <Form.Item name={[item.name, 'value']} noStyle>
                        <Input aria-label={`${texts.entryValue} ${index + 1}`} />
                      </Form.Item>
                      <Button type="link" size="small" danger onClick={() => remove(item.name)}>
                        {texts.remove}
                      </Button>
                    </Space>
                  ))}
                  <Button size="small" onClick={() => add({ value: '' })}>
                    {texts.addItem}
                  </Button>
                </>
              )}
            </Form.List>
          </Form.Item>
        )}
        {type === 'map' && (
          <Form.Item label={texts.mapEntries}>
            <Form.List name="entries">
              {(entries, { add, remove }) => (
                <>
                  {entries.map((entry, index) => (
                    <Space key={entry.key} align="baseline">
                      <Form.Item name={[entry.name, 'key']} rules={[{ required: true, whitespace: true, message: texts.entryKeyRequired }]}>
                        <Input aria-label={`${texts.entryKey} ${index + 1}`} placeholder={texts.entryKey} />
                      </Form.Item>
                      <Form.Item name={[entry.name, 'value']}>
                        <Input aria-label={`${texts.entryValue} ${index + 1}`} placeholder={texts.entryValue} />
                      </Form.Item>
                      <Button type="link" size="small" danger onClick={() => remove(entry.name)}>
                        {texts.remove}
                      </Button>
                    </Space>
                  ))}
                  <Button size="small" onClick={() => add({ key: '', value: '' })}>
                    {texts.addItem}
                  </Button>
                </>
              )}
            </Form.List>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
