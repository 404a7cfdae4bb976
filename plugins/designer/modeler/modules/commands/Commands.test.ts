import { describe, expect, it } from 'vitest';
import { Injector } from 'didi';
import EventBus from 'diagram-js/lib/core/EventBus';
import CommandStack from 'diagram-js/lib/command/CommandStack';
import type { ModdleElement } from 'bpmn-moddle';
import { RongheExtensionReader } from '../../../../../contracts/bpmn/RongheExtensionReader.ts';
import { RongheExtensionWriter } from '../../../../../contracts/bpmn/RongheExtensionWriter.ts';
import { createRongheModdle } from '../../../../../contracts/bpmn/RongheModdle.ts';
import { DEFAULT_BUTTONS } from '../../../../../contracts/bpmn/RongheExtension.ts';
import type { DiagramElement } from '../DiagramServices.ts';
import { rhCommandsModule, UPDATE_ELEMENT_COMMAND } from './index.ts';

const reader = new RongheExtensionReader();

/** A command stack with the panel's commands and stand-ins for the drawing commands they follow. */
function setUp() {
  const moddle = createRongheModdle();
  const injector = new Injector([
    { eventBus: ['type', EventBus], commandStack: ['type', CommandStack], moddle: ['value', moddle] },
    rhCommandsModule,
  ] as never);
  for (const name of rhCommandsModule.__init__) injector.get(name);
  const commandStack = injector.get('commandStack') as CommandStack;
  const eventBus = injector.get('eventBus') as EventBus;
  // What bpmn-js' own handlers do, as far as the branch order cares: a flow joins or leaves its source.
  commandStack.registerHandler('connection.create', class {
    execute = (context: { connection: DiagramElement; source: DiagramElement }) => [(context.connection.source = context.source)];
    revert = () => [];
  });
  commandStack.registerHandler('connection.delete', class {
    execute = () => [];
    revert = () => [];
  });
  const changed: string[] = [];
  eventBus.on('elements.changed', (event: { elements: DiagramElement[] }) => changed.push(...event.elements.map((e) => e.id)));
  const element = (type: string, id: string, attrs: Record<string, unknown> = {}) =>
    ({ id, type, businessObject: moddle.create(type, { id, ...attrs }) }) as unknown as DiagramElement;
  return { moddle, commandStack, element, changed, writer: new RongheExtensionWriter(moddle) };
}

describe('rh.element.update', () => {
  it('sets buttons and an attribute in one step: one undo puts both back, redo applies both again', () => {
    const { commandStack, element, writer, changed } = setUp();
    const task = element('bpmn:UserTask', 'Task_1');
    const buttons = DEFAULT_BUTTONS.map((button) => ({ ...button, enabled: button.id === 'delegate' || button.enabled }));
    commandStack.execute(UPDATE_ELEMENT_COMMAND, { element: task, extensions: { 'rh:Buttons': writer.buttons(buttons) }, attributes: { 'rh:noManager': '1' } });

    expect(reader.buttons(task.businessObject)).toEqual(buttons);
    expect(task.businessObject.get('rh:noManager')).toBe('1');
    expect(changed).toEqual(['Task_1']);

    commandStack.undo();
    expect(reader.buttons(task.businessObject)).toBeUndefined();
    expect(task.businessObject.get('extensionElements')).toBeUndefined();
    expect(task.businessObject.get('rh:noManager')).toBeUndefined();

    commandStack.redo();
    expect(reader.buttons(task.businessObject)).toEqual(buttons);
    expect(task.businessObject.get('rh:noManager')).toBe('1');
  });

  it('replaces an extension in its place, keeps the others, and removes one given null', () => {
    const { moddle, commandStack, element, writer } = setUp();
    const task = element('bpmn:UserTask', 'Task_1');
    const notice = writer.notice({ channels: ['system'] });
    const foreign = moddle.create('rh:FormKeys', { values: [] });
    task.businessObject.set('extensionElements', moddle.create('bpmn:ExtensionElements', { values: [notice, writer.buttons(DEFAULT_BUTTONS), foreign] }));

    const fewer = writer.buttons(DEFAULT_BUTTONS.slice(0, 2));
    commandStack.execute(UPDATE_ELEMENT_COMMAND, { element: task, extensions: { 'rh:Buttons': fewer, 'rh:Notice': null } });
    const values = () => (task.businessObject.get('extensionElements') as ModdleElement).get('values') as ModdleElement[];
    expect(values()).toEqual([fewer, foreign]);

    commandStack.undo();
    expect(values().map((value) => value.$type)).toEqual(['rh:Notice', 'rh:Buttons', 'rh:FormKeys']);
    expect(values()[0]).toBe(notice);
  });
});

describe('the branch order of an exclusive gateway', () => {
  const ordered = (gateway: DiagramElement) => reader.flowOrder(gateway.businessObject);

  it('gets a new outgoing flow appended, in the same undo step as the drawing', () => {
    const { commandStack, element, writer } = setUp();
    const gateway = element('bpmn:ExclusiveGateway', 'Gateway_1');
    commandStack.execute(UPDATE_ELEMENT_COMMAND, { element: gateway, extensions: { 'rh:FlowOrder': writer.flowOrder([{ flowId: 'Flow_b', seq: 1 }, { flowId: 'Flow_a', seq: 2 }]) } });

    commandStack.execute('connection.create', { connection: element('bpmn:SequenceFlow', 'Flow_c'), source: gateway });
    expect(ordered(gateway)).toEqual([{ flowId: 'Flow_b', seq: 1 }, { flowId: 'Flow_a', seq: 2 }, { flowId: 'Flow_c', seq: 3 }]);

    commandStack.undo();
    expect(ordered(gateway).map((entry) => entry.flowId)).toEqual(['Flow_b', 'Flow_a']);
  });

  it('drops a deleted flow and numbers the rest from 1', () => {
    const { commandStack, element, writer } = setUp();
    const gateway = element('bpmn:ExclusiveGateway', 'Gateway_1');
    commandStack.execute(UPDATE_ELEMENT_COMMAND, { element: gateway, extensions: { 'rh:FlowOrder': writer.flowOrder(['Flow_a', 'Flow_b', 'Flow_c'].map((flowId, i) => ({ flowId, seq: i + 1 }))) } });
    const flow = element('bpmn:SequenceFlow', 'Flow_a');
    flow.source = gateway;

    commandStack.execute('connection.delete', { connection: flow });
    expect(ordered(gateway)).toEqual([{ flowId: 'Flow_b', seq: 1 }, { flowId: 'Flow_c', seq: 2 }]);
  });

  it('is not started for a gateway that has none, nor kept for other gateways', () => {
    const { commandStack, element } = setUp();
    const exclusive = element('bpmn:ExclusiveGateway', 'Gateway_1');
    const parallel = element('bpmn:ParallelGateway', 'Gateway_2');
    commandStack.execute('connection.create', { connection: element('bpmn:SequenceFlow', 'Flow_1'), source: exclusive });
    commandStack.execute('connection.create', { connection: element('bpmn:SequenceFlow', 'Flow_2'), source: parallel });
    expect(exclusive.businessObject.get('extensionElements')).toBeUndefined();
    expect(parallel.businessObject.get('extensionElements')).toBeUndefined();
  });
});
