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

  it('makes a node replaced by a user task 200 × 100 around the old centre, and leaves an event replaced by an event alone', () => {
    const bus = new EventBus();
    new ReplacedActivitySize(bus as never);
    // What bpmn-js hands over for a 100 × 80 task at (200, 78): the default size already, and a
    // centre computed from the old top-left corner and that new width.
    const task = { ...data('bpmn:UserTask'), width: 200, height: 100, x: 300, y: 128 };
    const event = { ...data('bpmn:EndEvent'), x: 118, y: 118 };
    bus.fire('commandStack.shape.replace.preExecute', { context: { oldShape: { x: 200, y: 78, width: 100, height: 80 }, newData: task } });
    bus.fire('commandStack.shape.replace.preExecute', { context: { oldShape: { x: 100, y: 100, width: 36, height: 36 }, newData: event } });
    expect([task.x, task.y, task.width, task.height]).toEqual([250, 118, 200, 100]);
    expect([event.x, event.y, event.width, event.height]).toEqual([118, 118, 36, 36]);
  });
});
