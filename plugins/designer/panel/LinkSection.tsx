import { Form } from 'antd';
import type { DiagramElement, ModdleElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import { CommittedInput } from './CommittedInput.tsx';
import { eventDefinitionOf } from './eventDefinitionOf.ts';
import type { PanelEditor } from './PanelEditor.ts';

export const hasLinkSection = (element: DiagramElement): boolean => eventDefinitionOf(element, 'bpmn:LinkEventDefinition') !== undefined;

/** 链接名称 (spec 002 §2.5): the name that pairs a link throw event with its catch event. */
export function LinkSection({ event, editor }: { event: DiagramElement; editor: PanelEditor }) {
  const link = eventDefinitionOf(event, 'bpmn:LinkEventDefinition') as ModdleElement;
  return (
    <Form.Item label={zhCN.camunda.linkName}>
      <CommittedInput
        aria-label={zhCN.camunda.linkName}
        value={String(link.get('name') ?? '')}
        onCommit={(name) => editor.setModdleProperties(event, link, { name: name.trim() || undefined })}
      />
    </Form.Item>
  );
}
