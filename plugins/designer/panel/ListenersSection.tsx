import { useState } from 'react';
import { App, Button, Form, Input, Modal, Select, Space, Table } from 'antd';
import type { DiagramElement, ModdleElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import { ListenerFieldDialog, fieldElement, fieldOf, type ListenerField } from './ListenerFieldDialog.tsx';
import type { PanelEditor } from './PanelEditor.ts';

export type ListenerKind = 'execution' | 'task';
export type ListenerType = 'class' | 'expression' | 'delegateExpression' | 'script';
const LISTENER_TYPES: readonly ListenerType[] = ['class', 'expression', 'delegateExpression', 'script'];

export interface Listener {
  event: string;
  id?: string;
  listenerType: ListenerType;
  value: string;
  scriptFormat?: string;
}

const TYPE_OF: Record<ListenerKind, string> = { execution: 'camunda:ExecutionListener', task: 'camunda:TaskListener' };

/** The listeners of one kind as the table shows them; a task listener's timers stay in the XML untouched. */
export function listenersOf(element: DiagramElement, kind: ListenerKind): Array<Listener & { source: ModdleElement }> {
  const values = ((element.businessObject.get('extensionElements') as ModdleElement | undefined)?.get('values') as ModdleElement[] | undefined) ?? [];
  return values
    .filter((value) => value.$instanceOf(TYPE_OF[kind]))
    .map((source) => {
      const script = source.get('script') as ModdleElement | undefined;
      const listenerType: ListenerType = script ? 'script' : source.get('class') ? 'class' : source.get('delegateExpression') ? 'delegateExpression' : 'expression';
      return {
        source,
        event: String(source.get('event') ?? ''),
        id: source.get('id') ? String(source.get('id')) : undefined,
        listenerType,
        value: String((script ? script.get('value') : source.get(listenerType)) ?? ''),
        scriptFormat: script ? String(script.get('scriptFormat') ?? '') : undefined,
      };
    });
}

/**
 * 执行监听器 / 任务监听器 (spec 002 §2.7, §5): a table with add, edit and remove (after a
 * confirm), each listener's event, type and value required with its own message.
 */
export function ListenersSection({ element, editor, kind }: { element: DiagramElement; editor: PanelEditor; kind: ListenerKind }) {
  const { modal } = App.useApp();
  const listeners = listenersOf(element, kind);
  const [editing, setEditing] = useState<number | null>(null);
  const [form] = Form.useForm<Listener>();
  // the injected fields of the listener in the modal, written with it on 确定
  const [fields, setFields] = useState<ListenerField[]>([]);
  const [editingField, setEditingField] = useState<{ index: number; field: ListenerField } | null>(null);
  const listenerType = Form.useWatch('listenerType', form);
  const events = kind === 'execution' ? zhCN.camunda.executionEvents : zhCN.camunda.taskEvents;

  const toModdle = (listener: Listener, kept?: ModdleElement): ModdleElement =>
    editor.create(TYPE_OF[kind], {
      event: listener.event,
      ...(kind === 'task' && listener.id ? { id: listener.id } : {}),
      ...(listener.listenerType === 'script'
        ? { script: editor.create('camunda:Script', { scriptFormat: listener.scriptFormat, value: listener.value }) }
        : { [listener.listenerType]: listener.value }),
      ...(fields.length ? { fields: fields.map((field) => fieldElement((type, attrs) => editor.create(type, attrs), field)) } : {}),
      // a task listener's timers are not edited here: they go along unchanged

      ...(kept?.get('eventDefinitions') ? { eventDefinitions: kept.get('eventDefinitions') } : {}),
    });
  const write = (next: ModdleElement[]) => editor.update(element, { extensions: { [TYPE_OF[kind]]: next.length ? next : null } });
  const open = (index: number) => {
    form.resetFields();
    form.setFieldsValue(listeners[index] ?? { event: Object.keys(events)[0], listenerType: 'class', value: '' });
    setFields((((listeners[index]?.source.get('fields') as ModdleElement[] | undefined) ?? []).map(fieldOf)));
    setEditing(index);
  };

  return (
    <Form.Item label={kind === 'execution' ? zhCN.camunda.executionListeners : zhCN.camunda.taskListeners}>
      <Table
        size="small"
        rowKey="index"
        pagination={false}
        dataSource={listeners.map((listener, index) => ({ ...listener, index }))}
        columns={[
          { title: zhCN.camunda.event, dataIndex: 'event', render: (event: string) => (events as Record<string, string>)[event] ?? event },
          { title: zhCN.camunda.listenerType, dataIndex: 'listenerType', render: (type: ListenerType) => zhCN.camunda.listenerTypes[type] },
          { title: zhCN.camunda.value, dataIndex: 'value', ellipsis: true },
          {
            key: 'actions',
            width: 110,
            render: (_: unknown, row: { index: number }) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => open(row.index)}>
                  {zhCN.camunda.edit}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() =>
                    modal.confirm({
                      title: zhCN.confirm.title,
                      content: zhCN.camunda.confirmRemove,
                      okText: zhCN.confirm.ok,
                      cancelText: zhCN.confirm.cancel,
                      onOk: () => write(listeners.filter((_, other) => other !== row.index).map((listener) => listener.source)),
                    })
                  }
                >
                  {zhCN.camunda.remove}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Button size="small" style={{ marginTop: 8 }} onClick={() => open(listeners.length)}>
        {zhCN.camunda.add}
      </Button>
      <Modal
        open={editing !== null}
        title={kind === 'execution' ? zhCN.camunda.executionListeners : zhCN.camunda.taskListeners}
        okText={zhCN.confirm.ok}
        cancelText={zhCN.confirm.cancel}
        onCancel={() => setEditing(null)}
        onOk={async () => {
          // An invalid form shows its messages under the fields and stays open.
          const listener = await form.validateFields().catch(() => null);
          if (!listener) return;
          if (editing === null) return;
          const next = listeners.map((other) => other.source);
          next.splice(editing, 1, toModdle(listener, listeners[editing]?.source));
          write(next);
          setEditing(null);
        }}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item name="event" label={zhCN.camunda.event} rules={[{ required: true, message: zhCN.camunda.eventRequired }]}>
            <Select aria-label={zhCN.camunda.event} options={Object.entries(events).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          {kind === 'task' && (
            <Form.Item name="id" label={zhCN.camunda.listenerId} rules={[{ required: true, whitespace: true, message: zhCN.camunda.listenerIdRequired }]}>
              <Input aria-label={zhCN.camunda.listenerId} />
            </Form.Item>
          )}
          <Form.Item name="listenerType" label={zhCN.camunda.listenerType} rules={[{ required: true, message: zhCN.camunda.listenerTypeRequired }]}>
            <Select aria-label={zhCN.camunda.listenerType} options={LISTENER_TYPES.map((value) => ({ value, label: zhCN.camunda.listenerTypes[value] }))} />
          </Form.Item>
          {listenerType === 'script' && (
            <Form.Item name="scriptFormat" label={zhCN.camunda.scriptFormat} rules={[{ required: true, whitespace: true, message: zhCN.camunda.scriptFormatRequired }]}>
              <Input aria-label={zhCN.camunda.scriptFormat} />
            </Form.Item>
          )}
          <Form.Item
            name="value"
            label={zhCN.camunda.listenerTypes[(listenerType as ListenerType) ?? 'class']}
            rules={[{ required: true, whitespace: true, message: zhCN.camunda.valueRequired[(listenerType as ListenerType) ?? 'class'] }]}
          >
            <Input.TextArea aria-label={zhCN.camunda.value} autoSize={{ minRows: 1, maxRows: 6 }} />
          </Form.Item>
          <Form.Item label={zhCN.camunda.fields}>
            <Table
              size="small"
              rowKey="index"
              pagination={false}
              dataSource={fields.map((field, index) => ({ ...field, index }))}
              columns={[
                { title: zhCN.camunda.fieldName, dataIndex: 'name' },
                { title: zhCN.camunda.fieldType, dataIndex: 'fieldType', render: (type: ListenerField['fieldType']) => zhCN.camunda.fieldTypes[type] },
                { title: zhCN.camunda.value, dataIndex: 'value', ellipsis: true },
                {
                  key: 'actions',
                  width: 110,
                  render: (_: unknown, row: ListenerField & { index: number }) => (
                    <Space size={0}>
                      <Button type="link" size="small" aria-label={`${zhCN.camunda.edit} ${row.name}`} onClick={() => setEditingField({ index: row.index, field: fields[row.index] })}>
                        {zhCN.camunda.edit}
                      </Button>
                      <Button
                        type="link"
                        size="small"
                        danger
                        aria-label={`${zhCN.camunda.remove} ${row.name}`}
                        onClick={() =>
                          modal.confirm({
                            title: zhCN.confirm.title,
                            content: zhCN.camunda.confirmRemove,
                            okText: zhCN.confirm.ok,
                            cancelText: zhCN.confirm.cancel,
                            onOk: () => setFields((current) => current.filter((_, other) => other !== row.index)),
                          })
                        }
                      >
                        {zhCN.camunda.remove}
                      </Button>
                    </Space>
                  ),
                },
              ]}
            />
            <Button size="small" style={{ marginTop: 8 }} onClick={() => setEditingField({ index: fields.length, field: { name: '', fieldType: 'string', value: '' } })}>
              {zhCN.camunda.addField}
            </Button>
          </Form.Item>
        </Form>
      </Modal>
      <ListenerFieldDialog
        field={editingField?.field ?? null}
        onCancel={() => setEditingField(null)}
        onOk={(field) => {
          if (!editingField) return;
          setFields((current) => {
            const next = [...current];
            next.splice(editingField.index, 1, field);
            return next;
          });
          setEditingField(null);
        }}
      />
    </Form.Item>
  );
}
