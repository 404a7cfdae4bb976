import { Checkbox, Form } from 'antd';
import type { DiagramElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import type { PanelEditor } from './PanelEditor.ts';

/** Activities, gateways and events carry the async continuation of spec 002 §2.7. */
export const hasAsyncSection = (element: DiagramElement): boolean => /Task$|SubProcess$|CallActivity$|Gateway$|Event$/.test(element.type);

/**
 * 异步前 / 异步后, and 排他 once either is on (default true, spec 002 §2.7). Turning both off
 * drops 排他 too, so nothing is left behind in the XML.
 */
export function AsyncSection({ element, editor }: { element: DiagramElement; editor: PanelEditor }) {
  const before = element.businessObject.get('camunda:asyncBefore') === true;
  const after = element.businessObject.get('camunda:asyncAfter') === true;
  const exclusive = element.businessObject.get('camunda:exclusive') !== false;
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
    </Form.Item>
  );
}
