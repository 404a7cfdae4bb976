import { Form, Switch } from 'antd';
import type { DiagramElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import { CommittedInput } from './CommittedInput.tsx';
import type { PanelEditor } from './PanelEditor.ts';

const TEXT_ATTRIBUTES = ['versionTag', 'candidateStarterGroups', 'candidateStarterUsers', 'historyTimeToLive', 'jobPriority', 'taskPriority'] as const;

/**
 * The Camunda-style process attributes of spec 002 §2.5. The engine runs none of them; they
 * are kept as drawn through save, deploy and export, and the lint says so (issue 10).
 */
export function CamundaProcessSection({ process, editor }: { process: DiagramElement; editor: PanelEditor }) {
  const text = (name: string) => String(process.businessObject.get(`camunda:${name}`) ?? '');
  const startable = process.businessObject.get('camunda:isStartableInTasklist') !== false;
  return (
    <>
      {TEXT_ATTRIBUTES.map((name) => (
        <Form.Item key={name} label={zhCN.camunda[name]}>
          <CommittedInput aria-label={zhCN.camunda[name]} value={text(name)} onCommit={(value) => editor.update(process, { attributes: { [`camunda:${name}`]: value.trim() || undefined } })} />
        </Form.Item>
      ))}
      <Form.Item label={zhCN.camunda.isStartableInTasklist}>
        <Switch
          aria-label={zhCN.camunda.isStartableInTasklist}
          checked={startable}
          // true is the default: only false is written.
          onChange={(on) => editor.update(process, { attributes: { 'camunda:isStartableInTasklist': on ? undefined : false } })}
        />
      </Form.Item>
    </>
  );
}
