import { useState } from 'react';
import { App, Button, Form, Space, Switch, Table, Tooltip } from 'antd';
import { DEFAULT_BUTTONS, type ButtonSetting } from '../../../contracts/bpmn/RongheExtension.ts';
import type { DiagramElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import { CustomButtonDialog, type CustomButtonValue } from './CustomButtonDialog.tsx';
import type { PanelEditor } from './PanelEditor.ts';

interface Row {
  button: ButtonSetting;
  locked: string | undefined;
}

/**
 * Node operations (spec 002 §4, §5, issue 10): 同意, 驳回 and 抄送 on by default; 委托, 终止, 打印
 * and 加签 off; 抄送 locked while the feature is upgraded; 加签 only for multi-person handling;
 * 暂存 listed as not supported; custom buttons added, renamed and removed (the task drawer gives
 * an id it does not know its default action). The whole list is written on the first change.
 */
export function ButtonsSection({ node, editor }: { node: DiagramElement; editor: PanelEditor }) {
  const { modal } = App.useApp();
  const [dialog, setDialog] = useState<{ initial?: CustomButtonValue } | null>(null);
  const buttons = editor.reader.buttons(node.businessObject) ?? DEFAULT_BUTTONS.map((button) => ({ ...button }));
  const single = node.type !== 'bpmn:UserTask' || editor.reader.multiActorAction(node.businessObject).type === 'candidate';
  const lockOf = (button: ButtonSetting): string | undefined => {
    if (!button.editable) return zhCN.buttons.locked;
    if (button.id === 'invite' && single) return zhCN.buttons.inviteNeedsMany;
    return undefined;
  };
  const rows: Row[] = buttons.map((button) => ({ button, locked: lockOf(button) }));
  const write = (next: ButtonSetting[]) => editor.update(node, { extensions: { 'rh:Buttons': editor.writer.buttons(next) } });
  const toggle = (id: string, enabled: boolean) => write(buttons.map((button) => (button.id === id ? { ...button, enabled } : button)));
  const save = ({ id, name }: CustomButtonValue) => {
    const exists = buttons.some((button) => button.id === id);
    write(exists ? buttons.map((button) => (button.id === id ? { ...button, name } : button)) : [...buttons, { id, name, custom: true, enabled: true, editable: true }]);
    setDialog(null);
  };
  const remove = (button: ButtonSetting) =>
    modal.confirm({
      title: zhCN.confirm.title,
      content: zhCN.buttons.removeConfirm(button.name),
      okText: zhCN.confirm.ok,
      cancelText: zhCN.confirm.cancel,
      onOk: () => write(buttons.filter((other) => other.id !== button.id)),
    });

  return (
    <Form.Item label={zhCN.buttons.title}>
      <Table<Row>
        size="small"
        rowKey={(row) => row.button.id}
        pagination={false}
        dataSource={rows}
        columns={[
          { title: zhCN.buttons.name, key: 'name', render: (_: unknown, row: Row) => row.button.name },
          {
            title: zhCN.buttons.enabled,
            key: 'enabled',
            width: 120,
            render: (_: unknown, row: Row) => (
              <Space size={4}>
                <Tooltip title={row.locked}>
                  <Switch
                    size="small"
                    aria-label={row.button.name}
                    checked={row.button.enabled}
                    disabled={row.locked !== undefined}
                    onChange={(on) => toggle(row.button.id, on)}
                  />
                </Tooltip>
                {row.button.custom && (
                  <>
                    <Button type="link" size="small" aria-label={`${zhCN.buttons.edit}${row.button.name}`} onClick={() => setDialog({ initial: { id: row.button.id, name: row.button.name } })}>
                      {zhCN.buttons.edit}
                    </Button>
                    <Button type="link" size="small" danger aria-label={`${zhCN.buttons.remove}${row.button.name}`} onClick={() => remove(row.button)}>
                      {zhCN.buttons.remove}
                    </Button>
                  </>
                )}
              </Space>
            ),
          },
        ]}
        footer={() => `${zhCN.toolbar.save}：${zhCN.buttons.saveUnsupported}`}
      />
      <Button size="small" style={{ marginTop: 8 }} onClick={() => setDialog({})}>
        {zhCN.buttons.addCustom}
      </Button>
      <CustomButtonDialog
        open={dialog !== null}
        initial={dialog?.initial}
        takenIds={dialog?.initial ? [] : buttons.map((button) => button.id)}
        onOk={save}
        onCancel={() => setDialog(null)}
      />
    </Form.Item>
  );
}
