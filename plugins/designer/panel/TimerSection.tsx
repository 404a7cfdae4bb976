import { Form, Select } from 'antd';
import type { DiagramElement, ModdleElement } from '../modeler/modules/DiagramServices.ts';
import { zhCN } from '../zhCN.ts';
import { eventDefinitionOf } from './eventDefinitionOf.ts';
import type { PanelEditor } from './PanelEditor.ts';
import { RequiredInput } from './RequiredInput.tsx';

export type TimerType = 'timeDate' | 'timeDuration' | 'timeCycle';
const TIMER_TYPES: readonly TimerType[] = ['timeDate', 'timeDuration', 'timeCycle'];

export const hasTimerSection = (element: DiagramElement): boolean => eventDefinitionOf(element, 'bpmn:TimerEventDefinition') !== undefined;

/**
 * 定时器 (spec 002 §2.5, §5): 日期 / 持续时间 / 循环 and its ISO 8601 definition, one of
 * bpmn:timeDate, timeDuration, timeCycle. Switching type moves the definition text over; once a
 * type is chosen an empty definition reads 请输入计时器定义.
 */
export function TimerSection({ event, editor }: { event: DiagramElement; editor: PanelEditor }) {
  const timer = eventDefinitionOf(event, 'bpmn:TimerEventDefinition') as ModdleElement;
  const type = TIMER_TYPES.find((name) => timer.get(name) !== undefined);
  const body = type ? String((timer.get(type) as ModdleElement).get('body') ?? '') : '';
  const write = (next: TimerType | undefined, text: string) =>
    editor.setModdleProperties(event, timer, {
      ...Object.fromEntries(TIMER_TYPES.map((name) => [name, undefined])),
      ...(next ? { [next]: editor.create('bpmn:FormalExpression', { body: text }) } : {}),
    });
  return (
    <>
      <Form.Item label={zhCN.camunda.timerType}>
        <Select
          aria-label={zhCN.camunda.timerType}
          value={type}
          allowClear
          onChange={(next: TimerType | undefined) => write(next, body)}
          options={TIMER_TYPES.map((value) => ({ value, label: zhCN.camunda.timerTypes[value] }))}
        />
      </Form.Item>
      {type && (
        <RequiredInput
          label={zhCN.camunda.timerDefinition}
          value={body}
          message={zhCN.camunda.timerDefinitionRequired}
          placeholder={zhCN.camunda.timerPlaceholders[type]}
          eager
          onCommit={(text) => write(type, text)}
        />
      )}
    </>
  );
}
