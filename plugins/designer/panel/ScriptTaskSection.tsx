import { Form, Radio } from 'antd';
import type { DiagramElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import { CommittedInput } from './CommittedInput.tsx';
import type { PanelEditor } from './PanelEditor.ts';
import { RequiredInput } from './RequiredInput.tsx';

type ScriptType = 'inline' | 'external';

/**
 * 脚本任务 (spec 002 §2.7, §3, §5): 脚本格式, an inline script (bpmn:script) or an external
 * resource (camunda:resource), one or the other, required, and 结果变量. Switching between
 * inline and external drops the other.
 */
export function ScriptTaskSection({ task, editor }: { task: DiagramElement; editor: PanelEditor }) {
  const owner = task.businessObject;
  const resource = owner.get('camunda:resource') as string | undefined;
  const scriptType: ScriptType = resource !== undefined ? 'external' : 'inline';
  const write = (attributes: Record<string, unknown>) => editor.update(task, { attributes });
  const text = (name: string) => String(owner.get(name) ?? '');
  return (
    <>
      <Form.Item label={zhCN.camunda.scriptFormat}>
        <CommittedInput aria-label={zhCN.camunda.scriptFormat} value={text('scriptFormat')} placeholder="groovy" onCommit={(format) => write({ scriptFormat: format.trim() || undefined })} />
      </Form.Item>
      <Form.Item label={zhCN.camunda.scriptType}>
        <Radio.Group
          value={scriptType}
          onChange={(event) =>
            write(event.target.value === 'external' ? { script: undefined, 'camunda:resource': '' } : { 'camunda:resource': undefined, script: text('script') })
          }
          options={(['inline', 'external'] as const).map((value) => ({ value, label: zhCN.camunda.scriptTypes[value] }))}
        />
      </Form.Item>
      {scriptType === 'inline' ? (
        <RequiredInput label={zhCN.camunda.script} multiline value={text('script')} message={zhCN.camunda.scriptRequired} onCommit={(script) => write({ script })} />
      ) : (
        <RequiredInput label={zhCN.camunda.resource} value={resource ?? ''} message={zhCN.camunda.resourceRequired} onCommit={(path) => write({ 'camunda:resource': path })} />
      )}
      <Form.Item label={zhCN.camunda.resultVariable}>
        <CommittedInput aria-label={zhCN.camunda.resultVariable} value={text('camunda:resultVariable')} onCommit={(name) => write({ 'camunda:resultVariable': name.trim() || undefined })} />
      </Form.Item>
    </>
  );
}
