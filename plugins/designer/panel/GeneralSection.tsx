import { Form } from 'antd';
import type { DiagramElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import { CommittedInput } from './CommittedInput.tsx';
import type { PanelEditor } from './PanelEditor.ts';

/** Flows and gateways may stay unnamed (spec 002 §2.5); every other node needs a name. */
export function nameRequired(element: DiagramElement): boolean {
  return element.type !== 'bpmn:SequenceFlow' && !/Gateway$/.test(element.type);
}

export function documentationOf(element: DiagramElement): string {
  const documentation = element.businessObject.get('documentation') as Array<{ text?: string }> | undefined;
  return documentation?.[0]?.text ?? '';
}

/** Id (read-only, never written), name and documentation of the selected element. */
export function GeneralSection({ element, editor }: { element: DiagramElement; editor: PanelEditor }) {
  const name = element.businessObject.name ?? '';
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
