import { App, Form, Radio, Table } from 'antd';
import { DraggableRow, RowDragHandle, TableDragReorder, reorderRows } from '../../../core/ui/index.ts';
import type { GatewayFlowMode } from '../../../contracts/bpmn/RongheExtension.ts';
import type { DiagramElement, ModdleElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import type { PanelEditor } from './PanelEditor.ts';

type Gateway = DiagramElement & { outgoing?: DiagramElement[] };

export interface Branch {
  id: string;
  name: string;
  nextNode: string;
  isDefault: boolean;
  hasCondition: boolean;
  flow: DiagramElement;
}

/** The gateway's outgoing flows, in rh:FlowOrder for an exclusive gateway, then in drawn order. */
export function branchesOf(gateway: Gateway, editor: PanelEditor): Branch[] {
  const flows = (gateway.outgoing ?? []).filter((flow) => flow.type === 'bpmn:SequenceFlow');
  const order = gateway.type === 'bpmn:ExclusiveGateway' ? editor.reader.flowOrder(gateway.businessObject).map((entry) => entry.flowId) : [];
  const rank = (flow: DiagramElement) => (order.includes(flow.id) ? order.indexOf(flow.id) : order.length);
  const defaultFlow = gateway.businessObject.get('default') as ModdleElement | undefined;
  return flows
    .map((flow, drawn) => ({ flow, drawn }))
    .sort((a, b) => rank(a.flow) - rank(b.flow) || a.drawn - b.drawn)
    .map(({ flow }) => ({
      id: flow.id,
      name: flow.businessObject.name ?? '',
      nextNode: flow.target?.businessObject.name || flow.target?.id || '',
      isDefault: defaultFlow === flow.businessObject,
      hasCondition: Boolean(flow.businessObject.get('conditionExpression')),
      flow,
    }));
}

/**
 * The gateway table (spec 002 §2.7, §4): the flow mode 自动 / 手动 of an exclusive gateway, its
 * branches with their next node, the default branch (after a confirm, a second one when it has
 * a condition, which setting it clears), and the exclusive gateway's order by drag.
 */
export function GatewaySection({ gateway, editor }: { gateway: Gateway; editor: PanelEditor }) {
  const { modal } = App.useApp();
  const exclusive = gateway.type === 'bpmn:ExclusiveGateway';
  const parallel = gateway.type === 'bpmn:ParallelGateway';
  const branches = branchesOf(gateway, editor);
  const mode = editor.reader.flowMode(gateway.businessObject);

  const makeDefault = (branch: Branch) => {
    const apply = () => editor.setDefaultFlow(gateway, branch.flow);
    const confirmDefault = () =>
      modal.confirm({ title: zhCN.confirm.title, content: zhCN.gateway.confirmDefault, okText: zhCN.confirm.ok, cancelText: zhCN.confirm.cancel, onOk: apply });
    if (!branch.hasCondition) return confirmDefault();
    modal.confirm({
      title: zhCN.confirm.title,
      content: zhCN.gateway.confirmClearCondition,
      okText: zhCN.confirm.ok,
      cancelText: zhCN.confirm.cancel,
      onOk: confirmDefault,
    });
  };

  const onDrop = (dragKey: string, targetKey: string, position: 'above' | 'below') => {
    const moved = reorderRows(branches, dragKey, targetKey, position, { keyOf: (branch) => branch.id });
    if (!moved) return;
    const flowOrder = editor.writer.flowOrder(moved.rows.map((branch, index) => ({ flowId: branch.id, seq: index + 1 })));
    editor.update(gateway, { extensions: { 'rh:FlowOrder': flowOrder } });
  };

  const table = (
    <Table<Branch>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={branches}
      components={exclusive ? { body: { row: DraggableRow } } : undefined}
      columns={[
        ...(exclusive ? [{ key: 'drag', width: 40, render: () => <RowDragHandle /> }] : []),
        { title: zhCN.gateway.order, key: 'order', width: 52, render: (_: unknown, __: Branch, index: number) => index + 1 },
        { title: zhCN.gateway.branchName, dataIndex: 'name', render: (name: string) => name || zhCN.gateway.unnamed },
        { title: zhCN.gateway.nextNode, dataIndex: 'nextNode' },
        ...(parallel
          ? []
          : [
              {
                title: zhCN.gateway.isDefault,
                key: 'default',
                width: 56,
                render: (_: unknown, branch: Branch) => (
                  <Radio aria-label={`${zhCN.gateway.isDefault}：${branch.name || branch.id}`} checked={branch.isDefault} onClick={() => !branch.isDefault && makeDefault(branch)} />
                ),
              },
            ]),
      ]}
    />
  );

  return (
    <>
      {exclusive && (
        <Form.Item label={zhCN.gateway.flowMode}>
          <Radio.Group
            aria-label={zhCN.gateway.flowMode}
            value={mode}
            onChange={(event) => editor.update(gateway, { attributes: { 'rh:flowMode': event.target.value as GatewayFlowMode } })}
            options={(['auto', 'manual'] as const).map((value) => ({ value, label: zhCN.gateway.flowModes[value] }))}
          />
        </Form.Item>
      )}
      <Form.Item label={zhCN.gateway.branches}>{exclusive ? <TableDragReorder onDrop={onDrop}>{table}</TableDragReorder> : table}</Form.Item>
    </>
  );
}
