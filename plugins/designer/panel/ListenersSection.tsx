import { useState } from 'react';
import { App, Button, Drawer, Form, Input, Select, Space, Table } from 'antd';
import type { DiagramElement, ModdleElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import { ListenerFieldDialog, fieldElement, fieldOf, type ListenerField } from './ListenerFieldDialog.tsx';
import type { PanelEditor } from './PanelEditor.ts';

export type ListenerKind = 'execution' | 'task';
export type ListenerType = 'class' | 'expression' | 'delegateExpression' | 'script';
const LISTENER_TYPES: readonly ListenerType[] = ['class', 'expression', 'delegateExpression', 'script'];

export type ScriptType = 'inline' | 'external';
export type TimerType = 'timeDate' | 'timeDuration' | 'timeCycle';
const TIMER_TYPES: readonly TimerType[] = ['timeDate', 'timeDuration', 'timeCycle'];

export interface Listener {
  event: string;
  id?: string;
  listenerType: ListenerType;
  /** The class, expression or delegate expression; a script's inline text. */
  value: string;
  scriptFormat?: string;
  scriptType?: ScriptType;
  /** An external script's file (camunda:Script resource). */
  resource?: string;
  /** When a task listener fires on `timeout` (spec 002 §3 eventTimeDefinitions). */
  timerType?: TimerType;
  timerValue?: string;
}

/** The timer of a timeout task listener: the first timer definition's kind and text. */
function timerOf(source: ModdleElement): Pick<Listener, 'timerType' | 'timerValue'> {
  const timer = ((source.get('eventDefinitions') as ModdleElement[] | undefined) ?? []).find((definition) => definition.$instanceOf('bpmn:TimerEventDefinition'));
  const timerType = TIMER_TYPES.find((type) => timer?.get(type));
  return timerType ? { timerType, timerValue: String((timer!.get(timerType) as ModdleElement).get('body') ?? '') } : {};
}

/** Flows fire `take`; every other element starts and ends (spec 002 §9: start and end). */
const executionEventsOf = (element: DiagramElement): Record<string, string> =>
  element.type === 'bpmn:SequenceFlow' ? { take: zhCN.camunda.executionEvents.take } : { start: zhCN.camunda.executionEvents.start, end: zhCN.camunda.executionEvents.end };

const TYPE_OF: Record<ListenerKind, string> = { execution: 'camunda:ExecutionListener', task: 'camunda:TaskListener' };

/** The listeners of one kind as the table shows them; a task listener's timers stay in the XML untouched. */
export function listenersOf(element: DiagramElement, kind: ListenerKind): Array<Listener & { source: ModdleElement }> {
  const values = ((element.businessObject.get('extensionElements') as ModdleElement | undefined)?.get('values') as ModdleElement[] | undefined) ?? [];
  return values
    .filter((value) => value.$instanceOf(TYPE_OF[kind]))
    .map((source) => {
      const script = source.get('script') as ModdleElement | undefined;
      const listenerType: ListenerType = script ? 'script' : source.get('class') ? 'class' : source.get('delegateExpression') ? 'delegateExpression' : 'expression';
      const resource = script?.get('resource') as string | undefined;
      return {
        source,
        event: String(source.get('event') ?? ''),
        id: source.get('id') ? String(source.get('id')) : undefined,
        listenerType,
        value: String((script ? script.get('value') : source.get(listenerType)) ?? ''),
        ...(script ? { scriptFormat: String(script.get('scriptFormat') ?? ''), scriptType: resource ? ('external' as const) : ('inline' as const), resource: resource ?? '' } : {}),
        ...(kind === 'task' ? timerOf(source) : {}),
      };
    });
}

/**
 * 执行监听器 / 任务监听器 (spec 002 §2.7, §3, §5): a table with add, edit (in a right-hand drawer)
 * and remove (after a confirm); each listener's event, type and value required with its own
 * message, a script inline or from a resource, a timeout task listener's timer, injected fields.
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
  const scriptType = Form.useWatch('scriptType', form);
  const event = Form.useWatch('event', form);
  const events: Record<string, string> = kind === 'execution' ? executionEventsOf(element) : zhCN.camunda.taskEvents;

  const toModdle = (listener: Listener): ModdleElement =>
    editor.create(TYPE_OF[kind], {
      event: listener.event,
      ...(kind === 'task' && listener.id ? { id: listener.id } : {}),
      ...(listener.listenerType === 'script'
        ? {
            script: editor.create('camunda:Script', {
              scriptFormat: listener.scriptFormat,
              ...(listener.scriptType === 'external' ? { resource: listener.resource } : { value: listener.value }),
            }),
          }
        : { [listener.listenerType]: listener.value }),
      ...(fields.length ? { fields: fields.map((field) => fieldElement((type, attrs) => editor.create(type, attrs), field)) } : {}),
      // only a timeout task listener has a timer
      ...(kind === 'task' && listener.event === 'timeout' && listener.timerType
        ? {
            eventDefinitions: [
              editor.create('bpmn:TimerEventDefinition', { [listener.timerType]: editor.create('bpmn:FormalExpression', { body: listener.timerValue }) }),
            ],
          }
        : {}),
    });
  const write = (next: ModdleElement[]) => editor.update(element, { extensions: { [TYPE_OF[kind]]: next.length ? next : null } });
  const open = (index: number) => {
    form.resetFields();
    form.setFieldsValue(listeners[index] ?? { event: Object.keys(events)[0], listenerType: 'class', value: '', scriptType: 'inline' });
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
      <Drawer
        open={editing !== null}
        placement="right"
        size={480}
        title={kind === 'execution' ? zhCN.camunda.executionListeners : zhCN.camunda.taskListeners}
        onClose={() => setEditing(null)}
        forceRender
        footer={
          <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button onClick={() => setEditing(null)}>{zhCN.confirm.cancel}</Button>
            <Button
              type="primary"
              onClick={async () => {
                // An invalid form shows its messages under the fields and stays open.
                const listener = await form.validateFields().catch(() => null);
                if (!listener || editing === null) return;
                const next = listeners.map((other) => other.source);
                next.splice(editing, 1, toModdle(listener));
                write(next);
                setEditing(null);
              }}
            >
              {zhCN.confirm.ok}
            </Button>
          </Space>
        }
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
            <>
              <Form.Item name="scriptFormat" label={zhCN.camunda.scriptFormat} rules={[{ required: true, whitespace: true, message: zhCN.camunda.scriptFormatRequired }]}>
                <Input aria-label={zhCN.camunda.scriptFormat} />
              </Form.Item>
              <Form.Item name="scriptType" label={zhCN.camunda.scriptType} rules={[{ required: true, message: zhCN.camunda.scriptTypeRequired }]}>
                <Select aria-label={zhCN.camunda.scriptType} options={(['inline', 'external'] as const).map((value) => ({ value, label: zhCN.camunda.scriptTypes[value] }))} />
              </Form.Item>
            </>
          )}
          {listenerType === 'script' && scriptType === 'external' ? (
            <Form.Item name="resource" label={zhCN.camunda.resource} rules={[{ required: true, whitespace: true, message: zhCN.camunda.listenerResourceRequired }]}>
              <Input aria-label={zhCN.camunda.resource} />
            </Form.Item>
          ) : (
            <Form.Item
              name="value"
              label={zhCN.camunda.listenerTypes[(listenerType as ListenerType) ?? 'class']}
              rules={[{ required: true, whitespace: true, message: zhCN.camunda.valueRequired[(listenerType as ListenerType) ?? 'class'] }]}
            >
              <Input.TextArea aria-label={zhCN.camunda.value} autoSize={{ minRows: 1, maxRows: 6 }} />
            </Form.Item>
          )}
          {kind === 'task' && event === 'timeout' && (
            <>
              <Form.Item name="timerType" label={zhCN.camunda.timerType} rules={[{ required: true, message: zhCN.camunda.timerTypeRequired }]}>
                <Select aria-label={zhCN.camunda.timerType} options={TIMER_TYPES.map((value) => ({ value, label: zhCN.camunda.timerTypes[value] }))} />
              </Form.Item>
              <Form.Item name="timerValue" label={zhCN.camunda.timerDefinition} rules={[{ required: true, whitespace: true, message: zhCN.camunda.timerDefinitionRequired }]}>
                <Input aria-label={zhCN.camunda.timerDefinition} />
              </Form.Item>
            </>
          )}
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
      </Drawer>
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
