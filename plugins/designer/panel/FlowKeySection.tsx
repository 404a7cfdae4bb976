import { Form, Switch, Typography } from 'antd';
import type { DiagramElement } from '../modeler/modules/DiagramServices.ts';
import { DEFAULT_BUSINESS_KEY } from '../page/DefaultDiagram.ts';
import { zhCN } from '../zhCN.ts';
import type { PanelEditor } from './PanelEditor.ts';
import { RequiredInput } from './RequiredInput.tsx';

/** 流程key belongs to the flows leaving a start event: the engine evaluates the one it takes. */
export const hasFlowKeySection = (element: DiagramElement): boolean => element.type === 'bpmn:SequenceFlow' && element.source?.type === 'bpmn:StartEvent';

/**
 * 流程key (spec 002 §2.5, §5): a switch and the rh:businessKey expression the engine names a
 * new instance by when neither the business form nor the caller gives a key. Switching on
 * writes the default expression, switching off removes it; an empty expression is refused with
 * 请输入流程key的表达式.
 */
export function FlowKeySection({ flow, editor }: { flow: DiagramElement; editor: PanelEditor }) {
  const stored = flow.businessObject.get('rh:businessKey') as string | undefined;
  const on = stored !== undefined;
  const write = (expression: string | null) => editor.update(flow, { attributes: editor.writer.businessKey(expression) });
  return (
    <>
      <Form.Item label={zhCN.flowKey.title} extra={<Typography.Text type="secondary">{zhCN.flowKey.hint}</Typography.Text>}>
        <Switch aria-label={zhCN.flowKey.title} checked={on} onChange={(checked) => write(checked ? DEFAULT_BUSINESS_KEY : null)} />
      </Form.Item>
      {on && (
        <RequiredInput
          label={zhCN.flowKey.expression}
          value={stored ?? ''}
          message={zhCN.flowKey.required}
          placeholder={DEFAULT_BUSINESS_KEY}
          eager
          onCommit={(expression) => write(expression)}
        />
      )}
    </>
  );
}
