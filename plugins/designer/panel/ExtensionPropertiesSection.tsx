import { useState } from 'react';
import { App, Button, Form, Input, Modal, Space, Table } from 'antd';
import type { DiagramElement, ModdleElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import type { PanelEditor } from './PanelEditor.ts';

interface Property {
  name: string;
  value: string;
}

export function propertiesOf(element: DiagramElement, editor: PanelEditor): Property[] {
  const holder = editor.reader.extension(element.businessObject as never, 'camunda:Properties');
  return ((holder?.get('values') as ModdleElement[] | undefined) ?? []).map((property) => ({ name: String(property.get('name') ?? ''), value: String(property.get('value') ?? '') }));
}

/** 扩展属性 (spec 002 §2.7): name and value pairs, added, edited and removed (after a confirm). */
export function ExtensionPropertiesSection({ element, editor }: { element: DiagramElement; editor: PanelEditor }) {
  const { modal } = App.useApp();
  const properties = propertiesOf(element, editor);
  const [editing, setEditing] = useState<{ index: number; property: Property } | null>(null);
  const [form] = Form.useForm<Property>();
  const write = (next: Property[]) =>
    editor.update(element, {
      extensions: {
        'camunda:Properties': next.length ? editor.create('camunda:Properties', { values: next.map((property) => editor.create('camunda:Property', { ...property })) }) : null,
      },
    });
  const open = (index: number, property: Property) => {
    form.setFieldsValue(property);
    setEditing({ index, property });
  };
  const remove = (index: number) =>
    modal.confirm({
      title: zhCN.confirm.title,
      content: zhCN.camunda.confirmRemove,
      okText: zhCN.confirm.ok,
      cancelText: zhCN.confirm.cancel,
      onOk: () => write(properties.filter((_, other) => other !== index)),
    });

  return (
    <Form.Item label={zhCN.camunda.properties}>
      <Table<Property & { index: number }>
        size="small"
        rowKey="index"
        pagination={false}
        dataSource={properties.map((property, index) => ({ ...property, index }))}
        columns={[
          { title: zhCN.camunda.propertyName, dataIndex: 'name' },
          { title: zhCN.camunda.propertyValue, dataIndex: 'value' },
          {
            key: 'actions',
            width: 110,
            render: (_: unknown, row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => open(row.index, { name: row.name, value: row.value })}>
                  {zhCN.camunda.edit}
                </Button>
                <Button type="link" size="small" danger onClick={() => remove(row.index)}>
                  {zhCN.camunda.remove}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Button size="small" style={{ marginTop: 8 }} onClick={() => open(properties.length, { name: '', value: '' })}>
        {zhCN.camunda.add}
      </Button>
      <Modal
        open={editing !== null}
        title={zhCN.camunda.properties}
        okText={zhCN.confirm.ok}
        cancelText={zhCN.confirm.cancel}
        onCancel={() => setEditing(null)}
        onOk={async () => {
          // An invalid form shows its messages under the fields and stays open.
          const property = await form.validateFields().catch(() => null);
          if (!property) return;
          if (!editing) return;
          const next = [...properties];
          next.splice(editing.index, 1, { name: property.name.trim(), value: property.value ?? '' });
          write(next);
          setEditing(null);
        }}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item name="name" label={zhCN.camunda.propertyName} rules={[{ required: true, whitespace: true, message: zhCN.camunda.propertyNameRequired }]}>
            <Input aria-label={zhCN.camunda.propertyName} />
          </Form.Item>
          <Form.Item name="value" label={zhCN.camunda.propertyValue}>
            <Input aria-label={zhCN.camunda.propertyValue} />
          </Form.Item>
        </Form>
      </Modal>
    </Form.Item>
  );
}
