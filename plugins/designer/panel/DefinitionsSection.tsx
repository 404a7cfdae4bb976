import { useState } from 'react';
import { Button, Form, Input, Modal, Table } from 'antd';
import type { DiagramElement, ModdleElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import type { PanelEditor } from './PanelEditor.ts';
import { DEFINITION_TYPES, definitionsOf, generatedId, idsIn, rootDefinitions, type DefinitionKind } from './RootDefinitions.ts';

interface Definition {
  id: string;
  name: string;
  code: string;
  errorMessage: string;
}

/** Errors and escalations carry a code and are edited; messages and signals are only created (spec 002 §2.7). */
const CODE: Partial<Record<DefinitionKind, string>> = { error: 'errorCode', escalation: 'escalationCode' };
const ID_PREFIX: Partial<Record<DefinitionKind, string>> = { error: 'Error_', escalation: 'Escalation_' };
/** An XML id (NCName) as the user can type it; a digit first is refused with its own message. */
const ID_FORMAT = /^[A-Za-z_][\w.-]*$/;

const read = (root: ModdleElement, kind: DefinitionKind): Definition => ({
  id: String(root.id ?? ''),
  name: String(root.get('name') ?? ''),
  code: CODE[kind] ? String(root.get(CODE[kind]) ?? '') : '',
  errorMessage: kind === 'error' ? String(root.get('camunda:errorMessage') ?? '') : '',
});

/**
 * 信号 / 消息 / 错误 / 升级 (spec 002 §2.7, §3, §5): the process's root definitions of one kind,
 * with a create button and modal. Messages and signals get the id the user types (not digit
 * first, not one the diagram uses); errors and escalations a generated `Error_`/`Escalation_` id
 * and are editable, their code unique among their kind.
 */
export function DefinitionsSection({ process, editor, kind }: { process: DiagramElement; editor: PanelEditor; kind: DefinitionKind }) {
  const definitions = definitionsOf(process);
  const roots = rootDefinitions(definitions, kind);
  const [editing, setEditing] = useState<ModdleElement | 'new' | null>(null);
  const [form] = Form.useForm<Definition>();
  const texts = zhCN.camunda;
  const coded = CODE[kind] !== undefined;
  if (!definitions) return null;

  const open = (root: ModdleElement | 'new') => {
    form.resetFields();
    form.setFieldsValue(root === 'new' ? { id: '', name: '', code: '', errorMessage: '' } : read(root, kind));
    setEditing(root);
  };
  const save = (values: Definition) => {
    const properties: Record<string, unknown> = { name: values.name.trim() };
    if (coded) properties[CODE[kind] as string] = values.code?.trim() || undefined;
    if (kind === 'error') properties['camunda:errorMessage'] = values.errorMessage?.trim() || undefined;
    if (editing !== 'new' && editing) {
      editor.setModdleProperties(process, editing, properties);
      return;
    }
    const id = ID_PREFIX[kind] ? generatedId(ID_PREFIX[kind] as string) : values.id.trim();
    const created = editor.create(DEFINITION_TYPES[kind].type, { id, ...properties });
    created.$parent = definitions;
    editor.setModdleProperties(process, definitions, { rootElements: [...((definitions.get('rootElements') as ModdleElement[]) ?? []), created] });
  };
  const columns = [
    { title: texts.definitionId, dataIndex: 'id', ellipsis: true },
    { title: texts.definitionName, dataIndex: 'name', ellipsis: true },
    ...(coded ? [{ title: kind === 'error' ? texts.errorCode : texts.escalationCode, dataIndex: 'code', ellipsis: true }] : []),
    ...(kind === 'error' ? [{ title: texts.errorMessage, dataIndex: 'errorMessage', ellipsis: true }] : []),
    ...(coded
      ? [
          {
            key: 'actions',
            width: 60,
            render: (_: unknown, row: Definition & { root: ModdleElement }) => (
              <Button type="link" size="small" onClick={() => open(row.root)}>
                {texts.edit}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Form.Item label={texts.definitions[kind]}>
      <Table size="small" rowKey="id" pagination={false} dataSource={roots.map((root) => ({ ...read(root, kind), root }))} columns={columns} />
      <Button size="small" style={{ marginTop: 8 }} onClick={() => open('new')}>
        {texts.create}
      </Button>
      <Modal
        open={editing !== null}
        title={texts.definitions[kind]}
        okText={zhCN.confirm.ok}
        cancelText={zhCN.confirm.cancel}
        onCancel={() => setEditing(null)}
        onOk={async () => {
          // An invalid form shows its messages under the fields and stays open.
          const values = await form.validateFields().catch(() => null);
          if (!values) return;
          save(values);
          setEditing(null);
        }}
        forceRender
      >
        <Form form={form} layout="vertical">
          {!coded && (
            <Form.Item
              name="id"
              label={texts.definitionId}
              rules={[
                { required: true, whitespace: true, message: texts.idRequired },
                {
                  validator: async (_, value: string) => {
                    const id = (value ?? '').trim();
                    if (!id) return;
                    if (/^\d/.test(id)) throw new Error(texts.idDigitFirst);
                    if (!ID_FORMAT.test(id)) throw new Error(texts.idFormat);
                    if (idsIn(definitions).has(id)) throw new Error(texts.idExists);
                  },
                },
              ]}
            >
              <Input aria-label={texts.definitionId} />
            </Form.Item>
          )}
          <Form.Item name="name" label={texts.definitionName} rules={[{ required: true, whitespace: true, message: texts.nameRequired }]}>
            <Input aria-label={texts.definitionName} />
          </Form.Item>
          {coded && (
            <Form.Item
              name="code"
              label={kind === 'error' ? texts.errorCode : texts.escalationCode}
              rules={[
                {
                  validator: async (_, value: string) => {
                    const code = (value ?? '').trim();
                    const clash = code && roots.some((root) => root !== editing && String(root.get(CODE[kind] as string) ?? '') === code);
                    if (clash) throw new Error(kind === 'error' ? texts.errorExists : texts.escalationExists);
                  },
                },
              ]}
            >
              <Input aria-label={kind === 'error' ? texts.errorCode : texts.escalationCode} />
            </Form.Item>
          )}
          {kind === 'error' && (
            <Form.Item name="errorMessage" label={texts.errorMessage}>
              <Input aria-label={texts.errorMessage} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Form.Item>
  );
}
