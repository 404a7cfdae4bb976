import { Form } from 'antd';
import type { DiagramElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import { CommittedInput } from './CommittedInput.tsx';
import type { PanelEditor } from './PanelEditor.ts';

/**
 * Nodes need a name (spec 002 §2.5), gateways excepted; flows, pools, lanes and text
 * annotations are no nodes and may stay unnamed.
 */
export function nameRequired(element: DiagramElement): boolean {
  return element.businessObject.$instanceOf('bpmn:FlowNode') && !/Gateway$/.test(element.type);
}

/** What the name field shows: a text annotation's label is its text. */
const nameOf = (element: DiagramElement): string =>
  String((element.type === 'bpmn:TextAnnotation' ? element.businessObject.get('text') : element.businessObject.name) ?? '');

export function documentationOf(element: DiagramElement): string {
  const documentation = element.businessObject.get('documentation') as Array<{ text?: string }> | undefined;
  return documentation?.[0]?.text ?? '';
}

/** Id (read-only, never written), name and documentation of the selected element. */
export function GeneralSection({ element, editor }: { element: DiagramElement; editor: PanelEditor }) {
  const name = nameOf(element);
  const missing = nameRequired(element) && !name.trim();
  return (
    <>
      <Form.Item label={zhCN.panel.id}>
        <CommittedInput aria-label={zhCN.panel.id} value={element.id} readOnly onCommit={() => undefined} />
      </Form.Item>
      <Form.Item
        label={zhCN.panel.name}
        required={nameRequired(element)}
        validateStatus={missing ? 'error' : undefined}
        help={missing ? zhCN.panel.nameRequired : undefined}
      >
        <CommittedInput aria-label={zhCN.panel.name} value={name} onCommit={(value) => editor.rename(element, value.trim())} />
      </Form.Item>
      <Form.Item label={zhCN.panel.documentation}>
        <CommittedInput aria-label={zhCN.panel.documentation} multiline value={documentationOf(element)} onCommit={(value) => editor.setDocumentation(element, value)} />
      </Form.Item>
    </>
  );
}
