import { Checkbox, Form } from 'antd';
import type { DiagramElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import { CommittedInput } from './CommittedInput.tsx';
import type { PanelEditor } from './PanelEditor.ts';

/** Activities, gateways and events carry the async continuation of spec 002 §2.7. */
export const hasAsyncSection = (element: DiagramElement): boolean => /Task$|SubProcess$|CallActivity$|Gateway$|Event$/.test(element.type);

/**
 * 异步前 / 异步后, and once either is on 排他 (default true, spec 002 §2.7), 作业优先级 and 重试周期
 * (camunda:failedJobRetryTimeCycle, §3 I22), which only a job has. Turning both off drops 排他
 * too, so nothing is left behind in the XML.
 */
export function AsyncSection({ element, editor }: { element: DiagramElement; editor: PanelEditor }) {
  const before = element.businessObject.get('camunda:asyncBefore') === true;
  const after = element.businessObject.get('camunda:asyncAfter') === true;
  const exclusive = element.businessObject.get('camunda:exclusive') !== false;
  const retryTimeCycle = String(editor.reader.extension(element.businessObject as never, 'camunda:FailedJobRetryTimeCycle')?.get('body') ?? '');
  const set = (nextBefore: boolean, nextAfter: boolean) =>
    editor.update(element, {
      attributes: {
        'camunda:asyncBefore': nextBefore || undefined,
        'camunda:asyncAfter': nextAfter || undefined,
        ...(nextBefore || nextAfter ? {} : { 'camunda:exclusive': undefined }),
      },
    });
  return (
    <Form.Item label={zhCN.camunda.async}>
      <Checkbox checked={before} onChange={(event) => set(event.target.checked, after)}>
        {zhCN.camunda.asyncBefore}
      </Checkbox>
      <Checkbox checked={after} onChange={(event) => set(before, event.target.checked)}>
        {zhCN.camunda.asyncAfter}
      </Checkbox>
      {(before || after) && (
        <Checkbox checked={exclusive} onChange={(event) => editor.update(element, { attributes: { 'camunda:exclusive': event.target.checked ? undefined : false } })}>
          {zhCN.camunda.exclusive}
        </Checkbox>
      )}
      {(before || after) && (
        <>
          <Form.Item label={zhCN.camunda.jobPriority} style={{ marginTop: 8, marginBottom: 8 }}>
            <CommittedInput
              aria-label={zhCN.camunda.jobPriority}
              value={String(element.businessObject.get('camunda:jobPriority') ?? '')}
              onCommit={(value) => editor.update(element, { attributes: { 'camunda:jobPriority': value.trim() || undefined } })}
            />
          </Form.Item>
          <Form.Item label={zhCN.camunda.retryTimeCycle} style={{ marginBottom: 0 }}>
            <CommittedInput
              aria-label={zhCN.camunda.retryTimeCycle}
              placeholder={zhCN.camunda.retryTimeCyclePlaceholder}
              value={retryTimeCycle}
              onCommit={(value) =>
                editor.update(element, { extensions: { 'camunda:FailedJobRetryTimeCycle': value.trim() ? editor.create('camunda:FailedJobRetryTimeCycle', { body: value.trim() }) : null } })
              }
            />
          </Form.Item>
        </>
      )}
    </Form.Item>
  );
}
