import { Form, Radio } from 'antd';
import type { FlowOption } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';

/** A flow option as the user reads it: the flow's name, else the node it leads to. */
export function flowLabel(option: FlowOption): string {
  return option.name || option.nextElementName || option.nextElementId;
}

/** The choice of the next node (请选择下一流程节点 until one is chosen). */
export function NextFlowField({ options }: { options: readonly FlowOption[] }) {
  return (
    <Form.Item name="selectedSeqFlowId" label={zhCN.dialogs.nextFlow} rules={[{ required: true, message: zhCN.dialogs.nextFlowRequired }]}>
      <Radio.Group
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        options={options.map((option) => ({ value: option.id, label: flowLabel(option) }))}
      />
    </Form.Item>
  );
}
