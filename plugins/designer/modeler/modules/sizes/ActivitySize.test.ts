import { describe, expect, it } from 'vitest';
import EventBus from 'diagram-js/lib/core/EventBus';
import { BpmnModdle } from 'bpmn-moddle';
import { takesActivitySize } from './ActivitySize.ts';
import { ReplacedActivitySize } from './ReplacedActivitySize.ts';

const moddle = new BpmnModdle();
const data = (type: string) => ({ type, businessObject: moddle.create(type), width: 36, height: 36 });

describe('activity sizes', () => {
  it('applies to tasks, not to sub-processes, call activities, events or gateways', () => {
    expect(takesActivitySize(data('bpmn:UserTask'))).toBe(true);
    expect(takesActivitySize(data('bpmn:Task'))).toBe(true);
    expect(takesActivitySize(data('bpmn:SubProcess'))).toBe(false);
    expect(takesActivitySize(data('bpmn:CallActivity'))).toBe(false);
    expect(takesActivitySize(data('bpmn:ExclusiveGateway'))).toBe(false);
  });

  it('makes a node replaced by a user task 200 × 100, and leaves an event replaced by an event alone', () => {
    const bus = new EventBus();
    new ReplacedActivitySize(bus as never);
    const task = data('bpmn:UserTask');
    const event = data('bpmn:EndEvent');
    bus.fire('commandStack.shape.replace.preExecute', { context: { newData: task } });
    bus.fire('commandStack.shape.replace.preExecute', { context: { newData: event } });
    expect([task.width, task.height]).toEqual([200, 100]);
    expect([event.width, event.height]).toEqual([36, 36]);
  });
});
