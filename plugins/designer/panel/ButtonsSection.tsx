import { Form, Switch, Table, Tooltip } from 'antd';
import { DEFAULT_BUTTONS, type ButtonSetting } from '../../../contracts/bpmn/RongheExtension.ts';
import type { DiagramElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import type { PanelEditor } from './PanelEditor.ts';

interface Row {
  button: ButtonSetting;
  locked: string | undefined;
}

/**
 * Node operations (spec 002 §4, issue 10): 同意, 驳回 and 抄送 on by default; 委托, 终止, 打印
 * and 加签 off; 抄送 locked while the feature is upgraded; 加签 only for multi-person handling;
 * 暂存 listed as not supported. The whole list is written on the first change.
 */
export function ButtonsSection({ node, editor }: { node: DiagramElement; editor: PanelEditor }) {
  const buttons = editor.reader.buttons(node.businessObject) ?? DEFAULT_BUTTONS.map((button) => ({ ...button }));
  const single = node.type !== 'bpmn:UserTask' || editor.reader.multiActorAction(node.businessObject).type === 'candidate';
  const lockOf = (button: ButtonSetting): string | undefined => {
    if (!button.editable) return zhCN.buttons.locked;
    if (button.id === 'invite' && single) return zhCN.buttons.inviteNeedsMany;
    return undefined;
  };
  const rows: Row[] = buttons.map((button) => ({ button, locked: lockOf(button) }));
  const toggle = (id: string, enabled: boolean) =>
    editor.update(node, { extensions: { 'rh:Buttons': editor.writer.buttons(buttons.map((button) => (button.id === id ? { ...button, enabled } : button))) } });

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
              <Tooltip title={row.locked}>
                <Switch
                  size="small"
                  aria-label={row.button.name}
                  checked={row.button.enabled}
                  disabled={row.locked !== undefined}
                  onChange={(on) => toggle(row.button.id, on)}
                />
              </Tooltip>
            ),
          },
        ]}
        footer={() => `${zhCN.toolbar.save}：${zhCN.buttons.saveUnsupported}`}
      />
    </Form.Item>
  );
}
